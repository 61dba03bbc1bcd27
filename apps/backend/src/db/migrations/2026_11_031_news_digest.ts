import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * The news' weekly digest (issue 32, item 1; decision 055): whether a person wants it, and the
 * week it last went to them, so that it goes once a week whatever the processes do.
 */
export function newsDigest(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('users')
        .addColumn('news_digest', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('users').addColumn('news_digest_week', 'varchar(10)').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('users').dropColumn('news_digest_week').execute();
      await db.schema.alterTable('users').dropColumn('news_digest').execute();
    },
  };
}
