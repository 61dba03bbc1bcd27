import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/**
 * The customer newsletter (issue 29, decision 043): subscriptions with their proof of consent,
 * extra headers on queued and delivered mails (`List-Unsubscribe`), and the marketing role
 * (where it exists) given the panel and the subscriber list.
 */
export function newsletter(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('newsletter_subscriptions'))
        .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('state', 'varchar(20)', notNull)
        .addColumn('source', 'varchar(20)', notNull)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('consent_version', 'varchar(50)', notNull)
        .addColumn('consent_text_sha256', 'varchar(64)', notNull)
        .addColumn('confirm_token_hash', 'varchar(64)', (c) => c.unique())
        .addColumn('expires_at', 'varchar(32)')
        .addColumn('requested_at', 'varchar(32)', notNull)
        .addColumn('confirmed_at', 'varchar(32)')
        .addColumn('mails_sent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('newsletter_subscriptions_state')
        .on('newsletter_subscriptions')
        .columns(['state', 'expires_at'])
        .execute();
      for (const table of ['mail_queue', 'mail_outbox'])
        await db.schema
          .alterTable(table)
          .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
          .execute();

      const marketing = (await db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'marketing')
        .executeTakeFirst()) as { id: number } | undefined;
      if (marketing)
        for (const permission of ['system.access.admin.panel', 'app.newsletter.subscribers']) {
          const has = await db
            .selectFrom('role_permissions')
            .select('permission')
            .where('role_id', '=', marketing.id)
            .where('permission', '=', permission)
            .executeTakeFirst();
          if (!has)
            await db
              .insertInto('role_permissions')
              .values({ role_id: marketing.id, permission })
              .execute();
        }
    },
    async down(db: AnyDb) {
      for (const table of ['mail_outbox', 'mail_queue'])
        await db.schema.alterTable(table).dropColumn('headers').execute();
      await db.schema.dropTable('newsletter_subscriptions').ifExists().execute();
    },
  };
}
