// Entries of the content engine's collections and their revisions in the database (one table for
// all: wiki articles, blog posts, job ads). Every save (create, edit, status change, restore,
// import) writes the entry's whole new state as a revision and raises its version; an edit names
// the version it started from and fails if another save came first.
import type { WikiArticleData, WikiArticleListItem } from '@frischkontor/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isUniqueViolation, nowIso } from '../../db';
import type { DB, WikiArticleRow } from '../../db/schema';
import type { Library } from '../media';
import { createLookups } from './lookups';
import { reviewDateIds, reviewDateView } from './review-dates';
import { createRevisionQueries } from './revisions';
import {
  columnsOf,
  SlugTaken,
  StaleVersion,
  stateOf,
  type ArticleState,
  type CollectionName,
  type ListFilter,
  type SaveStamp,
} from './state';

/** The engine over one collection: the wiki's (default), the blog's (decision 033) or the job ads' (036). */
export function createContentStore(
  db: Kysely<DB>,
  library: Library,
  collection: CollectionName = 'wiki',
) {
  const lookups = createLookups(db, library);
  const { people, workflows, workflowOf, roleNames, roleIds, banners } = lookups;
  const { revisions, revisionGuard, revision, revisionView } = createRevisionQueries(db, lookups);

  /** Rows as the API shows them; the body only when asked. */
  async function views(rows: WikiArticleRow[]): Promise<WikiArticleListItem[]>;
  async function views(rows: WikiArticleRow[], body: true): Promise<WikiArticleData[]>;
  async function views(rows: WikiArticleRow[], body = false) {
    // The wiki's review dates (decision 054).
    const reviews = collection === 'wiki' ? await reviewDateIds(db, rows) : null;
    const who = await people([
      ...rows.flatMap((r) => [r.created_by, r.updated_by]),
      ...[...(reviews?.values() ?? [])].flatMap((r) => [r.owner_id, r.reviewed_by]),
    ]);
    const person = (id: number | null) => (id ? (who.get(id) ?? null) : null);
    const roles = await roleNames();
    const images = await banners(rows.map((r) => r.banner_media_id));
    const flow = body ? await workflows(rows) : null;
    return rows.map((row) => {
      const state = stateOf(row);
      const view: WikiArticleListItem = {
        slug: row.slug,
        title: state.title,
        description: state.description,
        category: state.category,
        tags: state.tags,
        banner: state.banner_media_id ? (images.get(state.banner_media_id) ?? null) : null,
        status: state.status,
        visibility:
          state.visibility === null
            ? null
            : state.visibility.map((id) => roles.get(id) ?? `#${id}`).sort(),
        pinned: state.pinned,
        ...(collection === 'blog'
          ? { date: state.date, banner_alt: state.banner_alt, byline: state.byline }
          : {}),
        ...(collection === 'jobs' || collection === 'news'
          ? { date: state.date, fields: state.fields }
          : {}),
        ...(reviews ? { review: reviewDateView(reviews.get(row.id)!, person) } : {}),
        version: row.version,
        created_at: row.created_at,
        updated_at: row.updated_at,
        created_by: row.created_by ? (who.get(row.created_by) ?? null) : null,
        updated_by: row.updated_by ? (who.get(row.updated_by) ?? null) : null,
      };
      return body ? { ...view, body: row.body, ...flow!.get(row.id) } : view;
    });
  }

  async function list(filter: ListFilter = {}): Promise<WikiArticleRow[]> {
    let query = db
      .selectFrom('wiki_articles')
      .selectAll()
      .where('collection', '=', collection)
      .orderBy('title');
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.status) query = query.where('status', '=', filter.status);
    return query.execute();
  }

  async function findBySlug(slug: string): Promise<WikiArticleRow | undefined> {
    return db
      .selectFrom('wiki_articles')
      .selectAll()
      .where('collection', '=', collection)
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  async function insertRevision(
    trx: Transaction<DB>,
    articleId: number,
    version: number,
    state: ArticleState,
    stamp: SaveStamp,
    at: string,
  ) {
    await trx
      .insertInto('wiki_revisions')
      .values({
        article_id: articleId,
        version,
        ...columnsOf(state),
        note: stamp.note,
        author_id: stamp.userId,
        created_at: at,
      })
      .execute();
  }

  /** Runs in the given transaction, or in a new one. */
  function inTransaction<T>(
    trx: Transaction<DB> | undefined,
    work: (t: Transaction<DB>) => Promise<T>,
  ) {
    return trx ? work(trx) : db.transaction().execute(work);
  }

  async function create(
    slug: string,
    state: ArticleState,
    stamp: SaveStamp,
    trx?: Transaction<DB>,
  ) {
    const at = stamp.at ?? nowIso();
    try {
      return await inTransaction(trx, async (trx) => {
        const row = await trx
          .insertInto('wiki_articles')
          .values({
            slug,
            collection,
            ...columnsOf(state),
            version: 1,
            created_at: stamp.createdAt ?? at,
            updated_at: at,
            created_by: stamp.userId,
            updated_by: stamp.userId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await insertRevision(trx, row.id, 1, state, stamp, at);
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlugTaken();
      throw error;
    }
  }

  /** Saves a new state on top of `expected`; throws StaleVersion if another save came first. */
  async function save(
    article: WikiArticleRow,
    expected: number,
    state: ArticleState,
    stamp: SaveStamp,
    trx?: Transaction<DB>,
  ): Promise<WikiArticleRow> {
    const same = (row: WikiArticleRow) =>
      JSON.stringify(columnsOf(state)) === JSON.stringify(columnsOf(stateOf(row)));
    // Nothing changed: no new version, no revision (a save of an untouched text says so).
    if (expected === article.version && same(article)) return article;
    const at = stamp.at ?? nowIso();
    const saved = await inTransaction(trx, async (trx) => {
      const row = await trx
        .updateTable('wiki_articles')
        .set({
          ...columnsOf(state),
          version: expected + 1,
          updated_at: at,
          updated_by: stamp.userId,
        })
        .where('id', '=', article.id)
        .where('version', '=', expected)
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      await insertRevision(trx, row.id, row.version, state, stamp, at);
      return row;
    });
    if (saved) return saved;
    const current = await (trx ?? db)
      .selectFrom('wiki_articles')
      .selectAll()
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    // The same save arriving twice (a click on „Speichern“ as the autosave went, a resent
    // request) is answered with the version it made, not as a conflict with oneself.
    if (same(current)) return current;
    throw new StaleVersion(expected, current);
  }

  /**
   * The content's version for caches: the sum of all articles' versions (every save raises
   * it; articles are never deleted through the API), of the categories' (every change of
   * who may read one raises it, decision 035) and of the synonym list's (decision 034), and the
   * number of articles.
   */
  async function contentVersion(): Promise<string> {
    const wikiSum = (table: 'wiki_categories' | 'wiki_synonyms' | 'wiki_review_dates') =>
      collection === 'wiki'
        ? sql<number>`(select coalesce(sum(version), 0) from ${sql.table(table)})`
        : sql<number>`0`;
    const limits = wikiSum('wiki_categories');
    const synonyms = wikiSum('wiki_synonyms');
    // Review dates too (decision 054): the readers' notice on an overdue article follows them.
    const reviews = wikiSum('wiki_review_dates');
    const row = await db
      .selectFrom('wiki_articles')
      .where('collection', '=', collection)
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number | null>`sum(version)`.as('saves'),
        limits.as('limits'),
        synonyms.as('synonyms'),
        reviews.as('reviews'),
      ])
      .executeTakeFirstOrThrow();
    const sum = [row.saves ?? 0, row.limits, row.synonyms, row.reviews].reduce<number>(
      (total, n) => total + Number(n),
      0,
    );
    return `${Number(row.n)}.${sum}`;
  }

  async function count(): Promise<number> {
    const row = await db
      .selectFrom('wiki_articles')
      .where('collection', '=', collection)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    db,
    collection,
    views,
    list,
    findBySlug,
    create,
    save,
    revisions,
    revisionGuard,
    revision,
    revisionView,
    contentVersion,
    count,
    roleIds,
    roleNames,
    people,
    workflowOf,
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
