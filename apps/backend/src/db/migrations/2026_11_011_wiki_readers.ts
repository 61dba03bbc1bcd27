import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/**
 * What readers do with the wiki, and who may read a category (issue 17, decision 035):
 * favourites and the last articles a person opened (theirs alone; gone with the account),
 * „War dieser Artikel hilfreich?“ (one vote per person and article) and error reports (both
 * stay with the article when the account goes), and a category's limit to roles. A category
 * row's version counts its changes into the wiki's content version.
 */
export function wikiReaders(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('wiki_categories')
        .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
        .addColumn('visibility', 'text')
        .addColumn('version', 'integer', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      for (const table of ['wiki_favorites', 'wiki_views'] as const)
        await db.schema
          .createTable(table)
          .addColumn('user_id', 'integer', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('article_id', 'integer', (c) =>
            c.notNull().references('wiki_articles.id').onDelete('cascade'),
          )
          .addColumn('at', 'varchar(32)', notNull)
          .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'article_id'])
          .execute();
      await db.schema
        .createIndex('wiki_views_recent')
        .on('wiki_views')
        .columns(['user_id', 'at'])
        .execute();

      await withId(dialect, db.schema.createTable('wiki_votes'))
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('wiki_articles.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('helpful', 'integer', notNull)
        .addColumn('comment', 'text')
        .addColumn('article_version', 'integer', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .addUniqueConstraint('wiki_votes_person', ['article_id', 'user_id'])
        .execute();

      await withId(dialect, db.schema.createTable('wiki_reports'))
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('wiki_articles.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', notNull)
        .addColumn('article_version', 'integer', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('resolved_at', 'varchar(32)')
        .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('wiki_reports_article')
        .on('wiki_reports')
        .columns(['article_id', 'created_at'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'wiki_reports',
        'wiki_votes',
        'wiki_views',
        'wiki_favorites',
        'wiki_categories',
      ])
        await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
