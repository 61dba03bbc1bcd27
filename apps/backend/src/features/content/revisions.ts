// An entry's revisions: the list, one revision, what the access rules read of one, and a revision
// as the API shows it. Every revision holds the entry's whole state as it was saved.
import type { Kysely } from 'kysely';
import type { DB, WikiArticleRow, WikiRevisionRow } from '../../db/schema';
import type { Lookups } from './lookups';
import { stateOf, type RevisionGuard } from './state';

export function createRevisionQueries(db: Kysely<DB>, { people, roleNames, banners }: Lookups) {
  /** The revisions' list, only those `allowed` lets through (judged on category and limit). */
  async function revisions(
    article: WikiArticleRow,
    allowed: (guard: RevisionGuard) => boolean = () => true,
  ) {
    const guards = await db
      .selectFrom('wiki_revisions')
      .select(['version', 'category', 'visibility'])
      .where('article_id', '=', article.id)
      .execute();
    const versions = guards.filter(allowed).map((g) => g.version);
    if (!versions.length) return [];
    const rows = await db
      .selectFrom('wiki_revisions')
      .select(['version', 'title', 'status', 'note', 'author_id', 'created_at'])
      .where('article_id', '=', article.id)
      .where('version', 'in', versions)
      .orderBy('version', 'desc')
      .execute();
    const who = await people(rows.map((r) => r.author_id));
    return rows.map(({ author_id, ...r }) => ({
      ...r,
      author: author_id ? (who.get(author_id) ?? null) : null,
    }));
  }

  /** What the access rules read of a revision, without its content. */
  async function revisionGuard(
    article: WikiArticleRow,
    version: number,
  ): Promise<RevisionGuard | undefined> {
    return db
      .selectFrom('wiki_revisions')
      .select(['category', 'visibility'])
      .where('article_id', '=', article.id)
      .where('version', '=', version)
      .executeTakeFirst();
  }

  async function revision(article: WikiArticleRow, version: number) {
    return db
      .selectFrom('wiki_revisions')
      .selectAll()
      .where('article_id', '=', article.id)
      .where('version', '=', version)
      .executeTakeFirst();
  }

  /** A revision as the API shows it: the saved state with names in place of ids. */
  async function revisionView(row: WikiRevisionRow) {
    const state = stateOf(row);
    const who = await people([row.author_id]);
    const roles = await roleNames();
    const images = await banners([state.banner_media_id]);
    return {
      version: row.version,
      ...state,
      banner: state.banner_media_id ? (images.get(state.banner_media_id) ?? null) : null,
      visibility:
        state.visibility === null
          ? null
          : state.visibility.map((id) => roles.get(id) ?? `#${id}`).sort(),
      note: row.note,
      author: row.author_id ? (who.get(row.author_id) ?? null) : null,
      created_at: row.created_at,
    };
  }
  return { revisions, revisionGuard, revision, revisionView };
}
