// An entry's state as the content engine saves it (decisions 022, 033, 036): every save writes the
// whole state as a revision. The row's columns to the state and back, and what a save can refuse.
import type { WikiCategory, WikiPerson, WikiStatus } from '@frischkontor/contract';
import type { WikiArticleRow, WikiRevisionRow } from '../../db/schema';

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

/** The engine's collections (decisions 033, 036, 051): the company wiki, the public blog, the job ads and the news. */
export type CollectionName = 'wiki' | 'blog' | 'jobs' | 'news';

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

export function columnsOf(state: ArticleState) {
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
