import type { Migration } from 'kysely/migration';
import { type AnyDb, notNull } from './tables';

/**
 * A file's words (issue 32, item 6): the text of a PDF, CSV or text file, read once when it is
 * added, so that the intranet's one search finds a document by what it says, not only its name.
 * Apart from `media_items`, whose lists never need it.
 */
export function mediaTexts(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('media_texts')
        .addColumn('item_id', 'integer', (c) =>
          c.primaryKey().references('media_items.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', notNull)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('media_texts').ifExists().execute();
    },
  };
}
