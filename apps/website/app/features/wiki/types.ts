import type { WikiCategory } from './categories';

export interface WikiSearchHit {
  slug: string;
  title: string;
  category: WikiCategory;
  keywords: string[];
  score: number;
  /** A passage around the first match; `match` parts are highlighted. */
  snippet: { text: string; match: boolean }[];
}

export interface WikiSearchResults {
  hits: WikiSearchHit[];
  /** When no article answers the query: the ones that come closest, as suggestions. */
  similar: WikiSearchHit[];
}

export interface WikiArticleSummary {
  slug: string;
  title: string;
  category: WikiCategory;
  keywords: string[];
  updated: string;
  pinned: boolean;
  /** Not published (only writers get such articles). */
  draft: boolean;
  /** The workflow's label when not published („Entwurf“, „Zur Prüfung“, „Archiviert“). */
  status: string | null;
  /** The opening of the article, as plain text. */
  excerpt: string;
}
