import type { SnippetPart } from '~/platform/search/types';

/** What the intranet's one search finds (issue 32, item 6), in the order its groups are shown. */
export const INTRANET_KINDS = [
  'wiki',
  'document',
  'specification',
  'offer',
  'news',
  'colleague',
] as const;
export type IntranetKind = (typeof INTRANET_KINDS)[number];

/** Each kind's name, for one result and for its group. */
export const KIND_NAMES: Record<IntranetKind, { one: string; group: string }> = {
  wiki: { one: 'Wiki', group: 'Wiki-Artikel' },
  document: { one: 'Dokument', group: 'Dokumente' },
  specification: { one: 'Spezifikation', group: 'Spezifikationen' },
  offer: { one: 'Angebot', group: 'Angebote' },
  news: { one: 'Mitteilung', group: 'Mitteilungen' },
  colleague: { one: 'Mitarbeitende', group: 'Mitarbeitende' },
};

/** A kind in the page's address (`?art=`). */
export const KIND_SLUGS: Record<IntranetKind, string> = {
  wiki: 'wiki',
  document: 'dokumente',
  specification: 'spezifikationen',
  offer: 'angebote',
  news: 'mitteilungen',
  colleague: 'mitarbeitende',
};

export interface IntranetHit {
  kind: IntranetKind;
  /**
   * The item's own key: a wiki or news slug, a colleague's e-mail address, a file's path in the
   * media library.
   */
  id: string;
  title: string;
  /** Where the result leads: the page, or the file itself. */
  href: string;
  /** A short line of facts: category, department, article number, validity. */
  facts: string;
  snippet: SnippetPart[];
}

/** What `/intern/suche.json` answers: the ranked hits, or suggestions when nothing answers. */
export interface IntranetResults {
  hits: IntranetHit[];
  similar: IntranetHit[];
}
