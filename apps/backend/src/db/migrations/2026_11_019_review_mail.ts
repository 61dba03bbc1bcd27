import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/** Whether a publisher gets a mail when something is submitted for review (issue 28, item 4). */
export function reviewMail(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('users')
        .addColumn('review_mail', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('users').dropColumn('review_mail').execute();
    },
  };
}
