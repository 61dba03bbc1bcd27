import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/**
 * Watching and the bell (issue 32, item 4; decision 055): what a person watches (an article, a
 * wiki category, the news), where a notification leads and which waiting mail it brings, and
 * whether the person wants those mails at all.
 */
export function watching(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('watches'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'varchar(16)', notNull)
        .addColumn('target', 'varchar(200)', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addUniqueConstraint('watches_once', ['user_id', 'kind', 'target'])
        .execute();
      await db.schema
        .createIndex('watches_target')
        .on('watches')
        .columns(['kind', 'target'])
        .execute();
      await db.schema.alterTable('notifications').addColumn('link', 'varchar(500)').execute();
      await db.schema.alterTable('notifications').addColumn('topic', 'varchar(200)').execute();
      await db.schema.alterTable('notifications').addColumn('mail_id', 'integer').execute();
      await db.schema
        .alterTable('users')
        .addColumn('watch_mail', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('users').dropColumn('watch_mail').execute();
      await db.schema.alterTable('notifications').dropColumn('mail_id').execute();
      await db.schema.alterTable('notifications').dropColumn('topic').execute();
      await db.schema.alterTable('notifications').dropColumn('link').execute();
      await db.schema.dropTable('watches').ifExists().execute();
    },
  };
}
