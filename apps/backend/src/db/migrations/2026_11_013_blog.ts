import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * The blog on the wiki's engine (issue 17, item 8; decision 033): an article belongs to a
 * collection (`wiki` or `blog`); a blog post also has a date, a banner's alternative text and
 * a byline, kept in every revision like the rest of its state.
 */
export function blog(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('wiki_articles')
        .addColumn('collection', 'varchar(16)', (c) => c.notNull().defaultTo('wiki'))
        .execute();
      for (const table of ['wiki_articles', 'wiki_revisions'] as const) {
        await db.schema.alterTable(table).addColumn('date', 'varchar(10)').execute();
        await db.schema.alterTable(table).addColumn('banner_alt', 'varchar(300)').execute();
        await db.schema.alterTable(table).addColumn('byline', 'varchar(100)').execute();
      }
      await db.schema
        .createIndex('wiki_articles_collection')
        .on('wiki_articles')
        .columns(['collection', 'status'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('wiki_articles_collection').execute();
      for (const table of ['wiki_articles', 'wiki_revisions'] as const)
        for (const column of ['byline', 'banner_alt', 'date'])
          await db.schema.alterTable(table).dropColumn(column).execute();
      await db.schema.alterTable('wiki_articles').dropColumn('collection').execute();
    },
  };
}
