import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * One German folding (issue 16): names, audit entries and media names are searched in the
 * contract's folding (ü→ue) with the umlaut-less spelling beside it (`searchForms`), no longer
 * with ü→u; the stored search texts are computed anew.
 */
export function germanFolding(): Migration {
  return {
    async up(db: AnyDb) {
      const users = (await db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname', 'company', 'customer_number'])
        .execute()) as {
        id: number;
        firstname: string;
        lastname: string;
        company: string | null;
        customer_number: string | null;
      }[];
      for (const user of users)
        await db
          .updateTable('users')
          .set({ search_text: searchTextOf(user) })
          .where('id', '=', user.id)
          .execute();
      const media = (await db.selectFrom('media_items').select(['id', 'name']).execute()) as {
        id: number;
        name: string;
      }[];
      for (const item of media)
        await db
          .updateTable('media_items')
          .set({ folded_name: foldedName(item.name) })
          .where('id', '=', item.id)
          .execute();
      // The log can be long: a thousand entries at a time.
      for (let after = 0; ;) {
        const entries = (await db
          .selectFrom('audit_log')
          .select(['id', 'actor_label', 'target_label', 'ip'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(1000)
          .execute()) as {
          id: number;
          actor_label: string | null;
          target_label: string | null;
          ip: string | null;
        }[];
        if (!entries.length) break;
        for (const entry of entries)
          await db
            .updateTable('audit_log')
            .set({
              search_text: searchForms(
                [entry.actor_label, entry.target_label, entry.ip].filter(Boolean).join(' '),
              ),
            })
            .where('id', '=', entry.id)
            .execute();
        after = entries.at(-1)!.id;
      }
    },
    async down() {
      // The old folding is gone; the new search texts serve the old code as well as any.
    },
  };
}

// Frozen copy of searchTextOf and foldedName (with foldGerman) as of 2026_11_010_german_folding.
function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

function foldText(value: string): string {
  return foldGerman(value).replace(/\s+/g, ' ').trim();
}

const UMLAUT = /[äöüÄÖÜ]/g;

export function searchForms(value: string, max = 900): string {
  const folded = foldText(value);
  const bare = foldText(value.replace(UMLAUT, (c) => c.normalize('NFD')[0]!));
  return (bare === folded ? folded : `${folded} ${bare}`).slice(0, max);
}

export const foldedName = (name: string) => searchForms(name, 255);

export function searchTextOf(fields: {
  firstname: string;
  lastname: string;
  company?: string | null;
  customer_number?: string | null;
}): string {
  return searchForms(
    [fields.firstname, fields.lastname, fields.company ?? '', fields.customer_number ?? '']
      .join(' ')
      .trim(),
  );
}
