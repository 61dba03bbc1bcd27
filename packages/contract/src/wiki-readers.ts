// What readers do with the wiki and who may read a category (issue 17, decision 035), as both
// apps see it: the shapes of the backend's answers (docs/backend-contract.md#wiki-readers) and
// the limits of what a reader writes.
import type { WikiCategory, WikiPerson } from './wiki.ts';

/** Lengths of what a reader writes: a comment to „War dieser Artikel hilfreich?“, a report. */
export const WIKI_FEEDBACK_LIMITS = {
  comment: 1000,
  report: 2000,
  /** A report says what is wrong: a few words at least. */
  reportMin: 10,
} as const;

/** How many articles „Zuletzt angesehen“ lists. */
export const WIKI_RECENT_COUNT = 6;

/** A category as a reader may see it; `visibility`: role names, null = all staff. */
export interface WikiCategoryInfo {
  name: WikiCategory;
  slug: string;
  visibility: string[] | null;
}

/**
 * The wiki search's synonyms as `GET /api/wiki/synonyms` answers them (decision 034): groups of
 * words people use for the same thing; `updated_by` is a name.
 */
export interface WikiSynonymsData {
  groups: string[][];
  version: number;
  updated_at: string;
  updated_by: string | null;
}

/** An article in a person's own lists; `at`: when it was made a favourite or last opened. */
export interface WikiPersonalEntry {
  slug: string;
  title: string;
  category: WikiCategory;
  at: string;
}

/** `GET /api/wiki/me`: the person's favourites (by title) and last opened articles (newest first). */
export interface WikiPersonalLists {
  favorites: WikiPersonalEntry[];
  recent: WikiPersonalEntry[];
}

export interface WikiVote {
  helpful: boolean;
  comment: string | null;
  at: string;
}

/** Readers' answers to an article in figures, for writers. */
export interface WikiFeedbackSummary {
  helpful: number;
  not_helpful: number;
  open_reports: number;
}

/** What a person has done with one article: the answer to opening it. */
export interface WikiArticleState {
  favorite: boolean;
  /** The person watches the article (decision 055). */
  watching: boolean;
  vote: WikiVote | null;
  /** Only for those who write in the wiki. */
  feedback?: WikiFeedbackSummary;
}

/** What writers see of an article's readers: counts, comments and reports. */
export interface WikiFeedbackOverview {
  helpful: number;
  not_helpful: number;
  /** Answers with a comment, newest first. */
  comments: (WikiVote & { by: WikiPerson | null; version: number })[];
  /** Newest first; open and resolved. */
  reports: {
    id: number;
    text: string;
    by: WikiPerson | null;
    version: number;
    at: string;
    resolved_at: string | null;
    resolved_by: WikiPerson | null;
  }[];
}
