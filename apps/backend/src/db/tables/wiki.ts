// The wiki: articles, their revisions, categories, synonyms, and what readers do.
import type { Generated } from 'kysely';

export interface WikiArticlesTable {
  id: Generated<number>;
  /** Unique, lower case with hyphens; never changes (it is the article's address). */
  slug: string;
  title: string;
  description: string;
  category: string;
  /** JSON array of strings. */
  tags: string;
  banner_media_id: number | null;
  /** `draft` | `review` | `published` | `archived` (WIKI_STATUSES). */
  status: string;
  /** JSON array of role ids that may read it besides admins; null = all staff. */
  visibility: string | null;
  pinned: number;
  /** Markdown. */
  body: string;
  /** Counts saves; an update names the version it started from. */
  version: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  /** `wiki`, `blog` (decision 033) or `jobs` (036): one engine, three collections. */
  collection: Generated<string>;
  /** Blog: the post's date (YYYY-MM-DD) as readers see it; null in the wiki. */
  date: string | null;
  /** Blog: the banner's alternative text. */
  banner_alt: string | null;
  /** Blog: the byline („Redaktion Hallberg“). */
  byline: string | null;
  /** Job ads: what an ad keeps beyond an article, as JSON (decision 036); null elsewhere. */
  fields: string | null;
}

/** Every save of an article: its whole state after the save. */
export interface WikiRevisionsTable {
  id: Generated<number>;
  article_id: number;
  /** The article's version this save produced. */
  version: number;
  title: string;
  description: string;
  category: string;
  tags: string;
  banner_media_id: number | null;
  status: string;
  visibility: string | null;
  pinned: number;
  body: string;
  note: string;
  author_id: number | null;
  created_at: string;
  date: string | null;
  banner_alt: string | null;
  byline: string | null;
  fields: string | null;
}

/** A category's limit to roles (decision 035); a category without a row is open to all staff. */
export interface WikiCategoriesTable {
  /** One of WIKI_CATEGORIES. */
  name: string;
  /** JSON array of role ids that may read the category besides wiki admins; null = all staff. */
  visibility: string | null;
  /** Counts changes; part of the wiki's content version. */
  version: number;
  updated_at: string;
  updated_by: number | null;
}

/** The wiki search's synonym list (decision 034): one row, id 1. */
export interface WikiSynonymsTable {
  id: number;
  /** JSON array of groups, each an array of words people use for the same thing. */
  groups: string;
  /** Counts changes; part of the wiki's content version. */
  version: number;
  updated_at: string;
  updated_by: number | null;
}

/** „Suchen ohne Treffer“: a search's count per day and outcome (`none`, `refined`); nobody named. */
export interface WikiSearchMissesTable {
  day: string;
  query: string;
  outcome: 'none' | 'refined';
  count: number;
}

/** A person's favourite articles, and the last time a person opened an article. */
export interface WikiPersonalTable {
  user_id: number;
  article_id: number;
  at: string;
}

/** „War dieser Artikel hilfreich?“: one answer per person and article, the latest counts. */
export interface WikiVotesTable {
  id: Generated<number>;
  article_id: number;
  /** Null once the account is gone. */
  user_id: number | null;
  helpful: number;
  comment: string | null;
  /** The article's version the reader answered about. */
  article_version: number;
  created_at: string;
  updated_at: string;
}

/** „Fehler melden“: a reader's report of a mistake in an article. */
export interface WikiReportsTable {
  id: Generated<number>;
  article_id: number;
  user_id: number | null;
  text: string;
  article_version: number;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
}

/**
 * An article's review details (decision 054), beside its revisions: a „Geprüft, unverändert“
 * writes here, never a revision. An article without a row follows the defaults: its creator
 * owns it, its day is the category's interval after it was written.
 */
export interface WikiReviewDatesTable {
  article_id: number;
  /** Null: who created the article. */
  owner_id: number | null;
  /** `JJJJ-MM-TT` (a Hamburg day); null: the category's interval after it was written. */
  review_by: string | null;
  reviewed_at: string | null;
  reviewed_by: number | null;
  /** The `review_by` day the owner was last reminded of: one reminder per due period. */
  reminded_for: string | null;
  /** Counts changes; part of the wiki's content version (the readers' notice follows it). */
  version: number;
}
