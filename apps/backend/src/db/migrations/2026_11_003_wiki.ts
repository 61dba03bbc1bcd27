import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/** The wiki in the database (decision 022): articles and every saved revision. */
export function wiki(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('wiki_articles'))
        .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('title', 'varchar(200)', notNull)
        .addColumn('description', 'varchar(500)', notNull)
        .addColumn('category', 'varchar(50)', notNull)
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('banner_media_id', 'integer', (c) =>
          c.references('media_items.id').onDelete('set null'),
        )
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('visibility', 'text')
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('body', 'text', notNull)
        .addColumn('version', 'integer', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('updated_at', 'varchar(32)', notNull)
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('wiki_articles_category')
        .on('wiki_articles')
        .columns(['category', 'status'])
        .execute();

      await withId(dialect, db.schema.createTable('wiki_revisions'))
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('wiki_articles.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', notNull)
        .addColumn('title', 'varchar(200)', notNull)
        .addColumn('description', 'varchar(500)', notNull)
        .addColumn('category', 'varchar(50)', notNull)
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('banner_media_id', 'integer', (c) =>
          c.references('media_items.id').onDelete('set null'),
        )
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('visibility', 'text')
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('body', 'text', notNull)
        .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'varchar(32)', notNull)
        .addUniqueConstraint('wiki_revisions_version', ['article_id', 'version'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('wiki_revisions').ifExists().execute();
      await db.schema.dropTable('wiki_articles').ifExists().execute();
    },
  };
}
