import type { SnippetPart } from '~/platform/search/types';

export interface SiteSearchHit {
  /** Address of the page, with `#id` for an entry within it (a recipe card). */
  path: string;
  title: string;
  /** What kind of result it is, in German ("Stellenangebot", "Blogbeitrag", …). */
  kind: string;
  snippet: SnippetPart[];
}

export interface SiteSearchResults {
  hits: SiteSearchHit[];
  /** When nothing answers the query: the closest results, as suggestions. */
  similar: SiteSearchHit[];
}
