// The company wiki as both apps see it (decision 022): categories, the workflow's statuses and
// what the backend's wiki API answers (docs/backend-contract.md#wiki).

import type { WikiReviewDate } from './wiki-review-dates.ts';

/** The wiki's eleven categories (docs/product.md#wiki), in the order the index shows them. */
export const WIKI_CATEGORIES = [
  'Allgemeines',
  'Fleisch',
  'Einkauf',
  'Vertrieb',
  'Marketing',
  'Lager',
  'Logistik',
  'Werkstatt',
  'IT',
  'Entwicklung',
  'HR / Buchhaltung',
] as const;

export type WikiCategory = (typeof WIKI_CATEGORIES)[number];

/** Stable codes of the workflow, in its order; people read the labels. */
export const WIKI_STATUSES = ['draft', 'review', 'published', 'archived'] as const;

export type WikiStatus = (typeof WIKI_STATUSES)[number];

export const WIKI_STATUS_LABELS: Record<WikiStatus, string> = {
  draft: 'Entwurf',
  review: 'Zur Prüfung',
  published: 'Veröffentlicht',
  archived: 'Archiviert',
};

/** Response header with the wiki's content version (changes with every save). */
export const WIKI_VERSION_HEADER = 'X-Wiki-Version';

export interface WikiPerson {
  id: number;
  name: string;
}

export interface WikiArticleListItem {
  slug: string;
  title: string;
  description: string;
  category: WikiCategory;
  tags: string[];
  /** Banner image: a media library item (`src_path` under `domain/wiki`). */
  banner: { id: number; src_path: string; cdn_path: string } | null;
  status: WikiStatus;
  /** Role names that may read it besides admins; null = all staff. */
  visibility: string[] | null;
  pinned: boolean;
  /** The wiki's review dates (decision 054): owner, „prüfen bis“, last review. */
  review?: WikiReviewDate;
  version: number;
  created_at: string;
  updated_at: string;
  created_by: WikiPerson | null;
  updated_by: WikiPerson | null;
}

export interface WikiArticleData extends WikiArticleListItem {
  /** Markdown; `images/<name>` refers to `domain/wiki/bilder/<name>` in the media library. */
  body: string;
  /** Who wrote it: who submitted it for review, or who created it. */
  author?: WikiPerson | null;
  /** Who published it after a review; null if it was published without one. */
  reviewed_by?: WikiPerson | null;
  /** In review: who submitted it, when, and the comment they wrote. */
  submitted?: WikiSubmission | null;
}

export interface WikiSubmission {
  by: WikiPerson | null;
  at: string;
  comment: string | null;
}

/** One entry of the review queue (`GET /api/wiki/review`). */
export interface WikiReviewItem {
  slug: string;
  title: string;
  category: string;
  version: number;
  submitted: WikiSubmission;
}

/** „Suchen ohne Treffer“ (issue 32, item 6): how a counted search ended. */
export const WIKI_SEARCH_OUTCOMES = ['none', 'refined'] as const;
export type WikiSearchOutcome = (typeof WIKI_SEARCH_OUTCOMES)[number];

/** `GET /api/wiki/searches/misses`: the last 90 days' searches that found nothing or were refined. */
export interface WikiSearchMiss {
  query: string;
  /** How often it found nothing. */
  none: number;
  /** How often it was refined at once (another search from its results). */
  refined: number;
  /** The last day it was counted, `YYYY-MM-DD`. */
  last: string;
}
