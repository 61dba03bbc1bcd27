import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import type { AnyDb } from './tables';

/**
 * One message id per queued mail (security item 8): a worker killed between sending and marking
 * sent delivers the row again once the lock expires. The id is the SMTP Message-ID of every
 * attempt, so the receiving side can drop the repeat, and the dev outbox keeps one mail per id.
 * Outbox mails already delivered twice keep the id on their first copy only.
 */
export function mailMessageIds(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('mail_queue')
        .addColumn('message_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .execute();
      const rows = await db.selectFrom('mail_queue').select('id').execute();
      for (const { id } of rows)
        await db
          .updateTable('mail_queue')
          .set({ message_id: randomUUID() })
          .where('id', '=', id)
          .execute();
      // SQLite cannot drop a column default; there the unique index refuses a second empty id.
      if (dialect === 'postgres')
        await db.schema
          .alterTable('mail_queue')
          .alterColumn('message_id', (c) => c.dropDefault())
          .execute();
      await db.schema
        .createIndex('mail_queue_message_id')
        .on('mail_queue')
        .column('message_id')
        .unique()
        .execute();

      await db.schema.alterTable('mail_outbox').addColumn('message_id', 'varchar(64)').execute();
      await sql`update mail_outbox set message_id = (
          select mail_queue.message_id from mail_queue where mail_queue.id = mail_outbox.queue_id)
        where id in (
          select min(id) from mail_outbox where queue_id is not null group by queue_id)`.execute(
        db,
      );
      await db.schema
        .createIndex('mail_outbox_message_id')
        .on('mail_outbox')
        .column('message_id')
        .unique()
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('mail_outbox_message_id').execute();
      await db.schema.alterTable('mail_outbox').dropColumn('message_id').execute();
      await db.schema.dropIndex('mail_queue_message_id').execute();
      await db.schema.alterTable('mail_queue').dropColumn('message_id').execute();
    },
  };
}
