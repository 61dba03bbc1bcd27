import type { Migration } from 'kysely/migration';
import { searchForms } from './2026_11_010_german_folding';
import type { AnyDb } from './tables';

/**
 * Form submissions searchable by name and e-mail address (issue 33, item 3: HR finds an
 * application, the administration a contact request), in the German folding the user list and
 * the log search in: `search_text` holds the folded name and address with the umlaut-less
 * spelling beside them; existing rows are computed here.
 */
export function submissionSearch(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('form_submissions')
        .addColumn('search_text', 'varchar(900)', (c) => c.notNull().defaultTo(''))
        .execute();
      for (let after = 0; ;) {
        const rows = (await db
          .selectFrom('form_submissions')
          .select(['id', 'name', 'email'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(1000)
          .execute()) as { id: number; name: string; email: string }[];
        if (!rows.length) break;
        for (const row of rows)
          await db
            .updateTable('form_submissions')
            .set({ search_text: searchForms(`${row.name} ${row.email}`) })
            .where('id', '=', row.id)
            .execute();
        after = rows.at(-1)!.id;
      }
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('form_submissions').dropColumn('search_text').execute();
    },
  };
}
