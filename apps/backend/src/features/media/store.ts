// The media administration's SQL beyond the library's: titles for the application's folders,
// the search across folders, the folders one may move into.
import { sql, type Kysely } from 'kysely';
import type { DB, MediaRow } from '../../db/schema';
import { likePattern } from '../../text/fold';
import { FOLDER_TITLES } from './folder-titles';

/** Gives the application's folders their German title where they have none (older installations). */
export async function nameKnownFolders(db: Kysely<DB>): Promise<void> {
  for (const [path, title] of Object.entries(FOLDER_TITLES))
    await db
      .updateTable('media_items')
      .set({ title })
      .where('path', '=', path)
      .where('is_dir', '=', 1)
      .where('title', 'is', null)
      .execute();
}

// The title in the German folding as SQL: lower case, umlauts and ß spelled out (lower() of
// SQLite folds only ASCII, hence the capital umlauts too).
const FOLDINGS: [string, string][] = [
  ['Ä', 'ae'],
  ['Ö', 'oe'],
  ['Ü', 'ue'],
  ['ä', 'ae'],
  ['ö', 'oe'],
  ['ü', 'ue'],
  ['ẞ', 'ss'],
  ['ß', 'ss'],
];
const foldedTitle = FOLDINGS.reduce(
  (expression, [from, to]) => sql<string>`replace(${expression}, ${from}, ${to})`,
  sql<string>`coalesce(title, '')`,
);

/** Items whose folded name or title holds every word of `folded`, folders first, at most `limit`. */
export async function searchItems(
  db: Kysely<DB>,
  folded: string,
  limit: number,
): Promise<MediaRow[]> {
  const words = [...new Set(folded.split(' ').filter(Boolean))].slice(0, 10);
  if (!words.length) return [];
  return db
    .selectFrom('media_items')
    .selectAll()
    .where((eb) =>
      eb.and(
        words.map((word) => {
          const pattern = likePattern(word);
          return eb.or([
            sql<boolean>`folded_name like ${pattern} escape '\\'`,
            sql<boolean>`lower(${foldedTitle}) like ${pattern} escape '\\'`,
          ]);
        }),
      ),
    )
    .orderBy('is_dir', 'desc')
    .orderBy('folded_name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The rows of these paths (a hit's folders, for the trail and the access rules). */
export async function itemsAt(db: Kysely<DB>, paths: readonly string[]): Promise<MediaRow[]> {
  if (!paths.length) return [];
  return db.selectFrom('media_items').selectAll().where('path', 'in', paths).execute();
}

/** Every folder, by path. */
export async function allFolders(db: Kysely<DB>): Promise<MediaRow[]> {
  return db.selectFrom('media_items').selectAll().where('is_dir', '=', 1).orderBy('path').execute();
}
