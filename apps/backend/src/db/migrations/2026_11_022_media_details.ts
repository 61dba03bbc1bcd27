import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/** Catalogue details of media files: what visitors read instead of file names. */
export function mediaDetails(): Migration {
  const text = [
    'title',
    'description',
    'valid_from',
    'valid_until',
    'category',
    'portions',
    'article_no',
  ];
  const lists = ['tags', 'allergens', 'ingredients'];
  return {
    async up(db: AnyDb) {
      for (const column of text)
        await db.schema.alterTable('media_items').addColumn(column, 'text').execute();
      for (const column of lists)
        await db.schema
          .alterTable('media_items')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
          .execute();
    },
    async down(db: AnyDb) {
      for (const column of [...text, ...lists])
        await db.schema.alterTable('media_items').dropColumn(column).execute();
    },
  };
}
