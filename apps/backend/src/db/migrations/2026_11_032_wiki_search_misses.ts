import type { Migration } from 'kysely/migration';
import { type AnyDb, notNull } from './tables';

/**
 * „Suchen ohne Treffer“ (issue 32, item 6): per day, a wiki search that found nothing or was
 * refined at once, counted; never who asked. Kept 90 days.
 */
export function wikiSearchMisses(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('wiki_search_misses')
        .addColumn('day', 'varchar(10)', notNull)
        .addColumn('query', 'varchar(100)', notNull)
        .addColumn('outcome', 'varchar(10)', notNull)
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('wiki_search_misses_pk', ['day', 'query', 'outcome'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('wiki_search_misses').ifExists().execute();
    },
  };
}
