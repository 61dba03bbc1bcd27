import type { Migration } from 'kysely/migration';
import { type AnyDb, notNull } from './tables';

/**
 * Review dates of wiki articles (issue 32, item 3; decision 054): owner, „prüfen bis“ and the
 * last review in a table of their own beside `wiki_articles`, so that „Geprüft, unverändert“
 * writes no revision. No rows to start with: an article without one is owned by its creator and
 * due the category's interval after it was written.
 */
export function wikiReviewDates(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('wiki_review_dates')
        .addColumn('article_id', 'integer', (c) =>
          c.primaryKey().references('wiki_articles.id').onDelete('cascade'),
        )
        .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('review_by', 'varchar(10)')
        .addColumn('reviewed_at', 'varchar(32)')
        .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reminded_for', 'varchar(10)')
        .addColumn('version', 'integer', notNull)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('wiki_review_dates').ifExists().execute();
    },
  };
}
