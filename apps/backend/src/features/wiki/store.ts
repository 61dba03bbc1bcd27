// Wiki articles and their revisions in the database. Every save (create, edit, status change,
// restore, import) writes the article's whole new state as a revision and raises its version;
// an edit names the version it started from and fails if another save came first.
import type {
  WikiArticleData,
  WikiArticleListItem,
  WikiCategory,
  WikiPerson,
  WikiStatus,
} from '@frischkontor/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isUniqueViolation, nowIso } from '../../db';
import type { DB, WikiArticleRow, WikiRevisionRow } from '../../db/schema';
import type { Library } from '../media';

/** What a save writes: everything of an article but its address, version and stamps. */
export interface ArticleState {
  title: string;
  description: string;
  category: WikiCategory;
  tags: string[];
  banner_media_id: number | null;
  status: WikiStatus;
  /** Role ids; null = all staff. */
  visibility: number[] | null;
  pinned: boolean;
  body: string;
  /** Blog only (decision 033); null in the wiki. */
  date: string | null;
  banner_alt: string | null;
  byline: string | null;
  /** What a collection keeps beyond an article, checked by its router (job ads, decision 036); null in the wiki and the blog. */
  fields: Record<string, unknown> | null;
}

/** The engine's collections (decisions 033, 036): the company wiki, the public blog and the job ads. */
export type Collection = 'wiki' | 'blog' | 'jobs';

export const STATE_FIELDS = [
  'title',
  'description',
  'category',
  'tags',
  'banner_media_id',
  'status',
  'visibility',
  'pinned',
  'body',
  'date',
  'banner_alt',
  'byline',
  'fields',
] as const satisfies readonly (keyof ArticleState)[];

/** Who wrote an entry and who reviewed it, and what waits for review (issue 28, item 4). */
export interface EntryWorkflow {
  author: WikiPerson | null;
  reviewed_by: WikiPerson | null;
  submitted: { by: WikiPerson | null; at: string; comment: string | null } | null;
}

/** Another save came first: the caller started from `expected`, the article is at `current`. */
export class StaleVersion extends Error {
  constructor(
    readonly expected: number,
    readonly current: WikiArticleRow,
  ) {
    super('stale version');
  }
}

export class SlugTaken extends Error {}

/** The category and role limit (JSON) a revision was saved with. */
export type RevisionGuard = Pick<WikiRevisionRow, 'category' | 'visibility'>;

function parseList<T>(value: string | null): T[] | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** The stored visibility: role ids, or null for all staff. */
export function visibilityOf(value: string | null): number[] | null {
  return parseList<number>(value);
}

export function stateOf(row: WikiArticleRow | WikiRevisionRow): ArticleState {
  return {
    title: row.title,
    description: row.description,
    category: row.category as WikiCategory,
    tags: parseList<string>(row.tags) ?? [],
    banner_media_id: row.banner_media_id,
    status: row.status as WikiStatus,
    visibility: parseList<number>(row.visibility),
    pinned: row.pinned === 1,
    body: row.body,
    date: row.date,
    banner_alt: row.banner_alt,
    byline: row.byline,
    fields: fieldsOf(row.fields),
  };
}

function fieldsOf(value: string | null): Record<string, unknown> | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function columnsOf(state: ArticleState) {
  return {
    title: state.title,
    description: state.description,
    category: state.category,
    tags: JSON.stringify(state.tags),
    banner_media_id: state.banner_media_id,
    status: state.status,
    visibility:
      state.visibility === null
        ? null
        : JSON.stringify([...state.visibility].sort((a, b) => a - b)),
    pinned: state.pinned ? 1 : 0,
    body: state.body,
    date: state.date,
    banner_alt: state.banner_alt,
    byline: state.byline,
    fields: state.fields === null ? null : JSON.stringify(state.fields),
  };
}

export interface SaveStamp {
  userId: number | null;
  note: string;
  /** Import: keep the dates the source names. */
  at?: string;
  createdAt?: string;
}

export interface ListFilter {
  category?: string;
  status?: string;
}

/** The engine over one collection: the wiki's (default), the blog's (decision 033) or the job ads' (036). */
export function createWikiStore(db: Kysely<DB>, library: Library, collection: Collection = 'wiki') {
  async function people(ids: (number | null)[]): Promise<Map<number, WikiPerson>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!wanted.length) return new Map();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'firstname', 'lastname'])
      .where('id', 'in', wanted)
      .execute();
    return new Map(rows.map((r) => [r.id, { id: r.id, name: `${r.firstname} ${r.lastname}` }]));
  }

  /**
   * Who wrote and who reviewed, from the revisions (issue 28, item 4): for an entry in review,
   * who submitted it, when and with what comment; for a published one that came through review,
   * its author (who submitted it) and who published it. One query for all `rows`.
   */
  async function workflows(rows: WikiArticleRow[]): Promise<Map<number, EntryWorkflow>> {
    const out = new Map<number, EntryWorkflow>();
    if (!rows.length) return out;
    const revisions = await db
      .selectFrom('wiki_revisions')
      .select(['article_id', 'version', 'status', 'note', 'author_id', 'created_at'])
      .where(
        'article_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('article_id')
      .orderBy('version', 'desc')
      .execute();
    const byArticle = new Map<number, typeof revisions>();
    for (const r of revisions) {
      const list = byArticle.get(r.article_id) ?? [];
      list.push(r);
      byArticle.set(r.article_id, list);
    }
    const found = rows.map((row) => {
      const list = byArticle.get(row.id) ?? [];
      /** The oldest revision of the newest run of `status` from index `from`, and where it ends. */
      const run = (status: string, from: number) => {
        let i = from;
        while (i < list.length && list[i]!.status === status) i++;
        return { first: i > from ? list[i - 1]! : null, next: i };
      };
      let submission = row.status === 'review' ? run('review', 0).first : null;
      let publisher: number | null = null;
      if (row.status === 'published') {
        const published = run('published', 0);
        const review = run('review', published.next);
        if (published.first && review.first) {
          submission = review.first;
          publisher = published.first.author_id;
        }
      }
      return { row, submission, publisher };
    });
    const who = await people(
      found.flatMap((f) => [f.row.created_by, f.submission?.author_id ?? null, f.publisher]),
    );
    const person = (id: number | null | undefined) => (id ? (who.get(id) ?? null) : null);
    for (const { row, submission, publisher } of found)
      out.set(row.id, {
        author: person(submission?.author_id ?? row.created_by),
        reviewed_by: person(publisher),
        submitted:
          row.status === 'review' && submission
            ? {
                by: person(submission.author_id),
                at: submission.created_at,
                // The workflow writes „Status: …“ when the person wrote nothing.
                comment: /^Status: /.test(submission.note) ? null : submission.note || null,
              }
            : null,
      });
    return out;
  }

  async function workflowOf(row: WikiArticleRow): Promise<EntryWorkflow> {
    return (await workflows([row])).get(row.id)!;
  }

  async function roleNames(): Promise<Map<number, string>> {
    const rows = await db.selectFrom('roles').select(['id', 'name']).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Role names to ids; unknown names are returned for the error message. */
  async function roleIds(names: readonly string[]): Promise<{ ids: number[]; unknown: string[] }> {
    const byName = new Map([...(await roleNames())].map(([id, name]) => [name, id]));
    const ids: number[] = [];
    const unknown: string[] = [];
    for (const name of names) {
      const id = byName.get(name);
      if (id === undefined) unknown.push(name);
      else ids.push(id);
    }
    return { ids: [...new Set(ids)].sort((a, b) => a - b), unknown };
  }

  async function banners(ids: (number | null)[]) {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const map = new Map<number, NonNullable<WikiArticleListItem['banner']>>();
    for (const id of wanted) {
      const row = await library.findById(id);
      if (!row || row.is_dir) continue;
      const item = library.toMediaItem(row);
      map.set(id, { id: row.id, src_path: row.path, cdn_path: item.cdn_path ?? '' });
    }
    return map;
  }

  /** Rows as the API shows them; the body only when asked. */
  async function views(rows: WikiArticleRow[]): Promise<WikiArticleListItem[]>;
  async function views(rows: WikiArticleRow[], body: true): Promise<WikiArticleData[]>;
  async function views(rows: WikiArticleRow[], body = false) {
    const who = await people(rows.flatMap((r) => [r.created_by, r.updated_by]));
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
        ...(collection === 'jobs' ? { date: state.date, fields: state.fields } : {}),
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
    // Nothing changed: no new version, no revision (a save of an untouched text says so).
    if (
      expected === article.version &&
      JSON.stringify(columnsOf(state)) === JSON.stringify(columnsOf(stateOf(article)))
    )
      return article;
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
    throw new StaleVersion(expected, current);
  }

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

  /**
   * The content's version for caches: the sum of all articles' versions (every save raises
   * it; articles are never deleted through the API), of the categories' (every change of
   * who may read one raises it, decision 035) and of the synonym list's (decision 034), and the
   * number of articles.
   */
  async function contentVersion(): Promise<string> {
    const limits =
      collection === 'wiki'
        ? sql<number>`(select coalesce(sum(version), 0) from wiki_categories)`
        : sql<number>`0`;
    const synonyms =
      collection === 'wiki'
        ? sql<number>`(select coalesce(sum(version), 0) from wiki_synonyms)`
        : sql<number>`0`;
    const row = await db
      .selectFrom('wiki_articles')
      .where('collection', '=', collection)
      .select([
        sql<number>`count(*)`.as('n'),
        sql<number | null>`sum(version)`.as('saves'),
        limits.as('limits'),
        synonyms.as('synonyms'),
      ])
      .executeTakeFirstOrThrow();
    return `${Number(row.n)}.${Number(row.saves ?? 0) + Number(row.limits) + Number(row.synonyms)}`;
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

export type WikiStore = ReturnType<typeof createWikiStore>;
