// Who sees a picture of the wiki's folder (`domain/wiki/bilder`, security issue item 4): a
// picture follows the articles that use it, as banner or as `images/<name>` in the Markdown, in
// any of their revisions. Someone sees it if they may read one revision that uses it (the
// article now and the revision as saved, decision 035); wiki admins see all; a picture no
// revision uses yet is for writers, who upload and insert it. The media API asks this through
// its content guard, so the folder's own rule (staff may read) is not enough.
import { sql, type Kysely } from 'kysely';
import type { DB, MediaRow } from '../../db/schema';
import type { Auth } from '../../http/session';
import type { ContentGuard } from '../media';
import { canRead, visibilityOf, withinVisibility, type Reader } from '../content';
import { readerOf } from './access';
import { categoryLimits } from './categories';
import { WIKI_IMAGE_FOLDER } from './files';

/**
 * `images/<name>` as the website resolves it in a body (`images/…`, `./images/…`, `/images/…`),
 * not as part of another address.
 */
const REFERENCE = /(?<![\w./-])(?:\.?\/)?images\/([A-Za-z0-9][A-Za-z0-9._-]*)/g;

/** The names of the wiki pictures a body uses. */
export function pictureNames(body: string): Set<string> {
  return new Set([...body.matchAll(REFERENCE)].map((m) => m[1]!));
}

/** A picture `images/<name>` can name: one directly in the wiki's folder. */
function nameable(row: MediaRow): boolean {
  return row.path === `${WIKI_IMAGE_FOLDER}/${row.name}`;
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern (escape `\`). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Bounded OR lists per query. */
const CHUNK = 50;

export function createWikiPictures(db: Kysely<DB>) {
  /** Every revision of a wiki article that may use one of the pictures, with its article's guard. */
  async function candidates(pictures: readonly MediaRow[]) {
    const found = [];
    for (let i = 0; i < pictures.length; i += CHUNK) {
      const chunk = pictures.slice(i, i + CHUNK);
      const names = chunk.filter(nameable).map((p) => p.name);
      found.push(
        ...(await db
          .selectFrom('wiki_revisions as r')
          .innerJoin('wiki_articles as a', 'a.id', 'r.article_id')
          .select([
            'r.banner_media_id',
            'r.body',
            'r.category',
            'r.visibility',
            'a.status as article_status',
            'a.category as article_category',
            'a.visibility as article_visibility',
          ])
          .where('a.collection', '=', 'wiki')
          .where((eb) =>
            eb.or([
              eb(
                'r.banner_media_id',
                'in',
                chunk.map((p) => p.id),
              ),
              // A coarse filter in the database; the exact match is REFERENCE's below.
              ...names.map(
                (name) =>
                  sql<boolean>`r.body like ${`%images/${likeLiteral(name)}%`} escape ${'\\'}`,
              ),
            ]),
          )
          .execute()),
      );
    }
    return found;
  }

  /** Of these pictures, the ids the reader may see. */
  async function visibleTo(reader: Reader, pictures: readonly MediaRow[]): Promise<Set<number>> {
    if (reader.admin || !pictures.length) return new Set(pictures.map((p) => p.id));
    const byName = new Map(pictures.filter(nameable).map((p) => [p.name, p.id]));
    const used = new Set<number>();
    const seen = new Set<number>();
    for (const row of await candidates(pictures)) {
      const ids = [...pictureNames(row.body)].flatMap((name) => byName.get(name) ?? []);
      if (row.banner_media_id !== null) ids.push(row.banner_media_id);
      const article = {
        status: row.article_status,
        category: row.article_category,
        visibility: visibilityOf(row.article_visibility),
      };
      const readable =
        canRead(reader, article) &&
        withinVisibility(reader, {
          category: row.category,
          visibility: visibilityOf(row.visibility),
        });
      for (const id of ids) {
        used.add(id);
        if (readable) seen.add(id);
      }
    }
    if (reader.write) for (const p of pictures) if (!used.has(p.id)) seen.add(p.id);
    return seen;
  }

  /** The media API's guard over the wiki's folder. */
  const guard: ContentGuard = {
    folder: WIKI_IMAGE_FOLDER,
    async visible(auth: Auth | null, files: readonly MediaRow[]) {
      if (!readerOf(auth)) return new Set<number>();
      return visibleTo(readerOf(auth, await categoryLimits(db))!, files);
    },
  };

  return { visibleTo, guard };
}

export type WikiPictures = ReturnType<typeof createWikiPictures>;
