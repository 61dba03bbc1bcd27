// The public site's search (issue 19): every public page, job ad, blog post, legal text and
// recipe card, found German-aware (platform/search) by the words visitors read on it. The index
// is built from the pages as the website renders them for a guest (documents.server.ts), so
// nothing of the intranet can be in it. It follows the pages: rebuilt in the background when it
// is older than the public pages' shared cache time or the domain settings changed.
import { germanIndex, type GermanIndex, type SnippetPart } from '~/platform/search/german.server';
import { documentsOf, type PublicDocument } from './documents.server';
import type { SiteSearchHit, SiteSearchResults } from './types';

export type { SiteSearchHit, SiteSearchResults };

export interface PublicPageSource {
  /** The public pages' addresses (the sitemap's). */
  paths: () => Promise<string[]>;
  /** A page as a guest gets it, or null when it is not a public HTML page. */
  render: (path: string) => Promise<string | null>;
  /** What the pages are made of (app/wiring/public-content.server.ts): a new value builds the index again. */
  version: () => string;
}

/** As long as a public page stays in the shared cache (platform/document/cache-headers.ts). */
const MAX_AGE_MS = 300_000;

/** Words customers, applicants and the press type for the same thing. */
const SYNONYMS: string[][] = [
  ['job', 'jobs', 'stelle', 'stellen', 'stellenangebot', 'stellenangebote', 'arbeitsplatz'],
  ['bewerbung', 'bewerben', 'bewerbungsunterlagen'],
  ['ausbildung', 'azubi', 'lehrstelle'],
  ['reklamation', 'beschwerde', 'maengelruege', 'ruege'],
  ['rezept', 'rezepte', 'rezeptkarte', 'rezeptkarten', 'rezeptidee'],
  ['onlineshop', 'webshop', 'shop'],
  ['tk', 'tiefkuehl', 'tiefkuehlkost', 'tiefgekuehlt'],
  ['anfahrt', 'adresse', 'standort'],
  ['telefon', 'telefonnummer', 'hotline', 'anrufen'],
  ['datenschutz', 'dsgvo', 'datenschutzerklaerung'],
  ['agb', 'agbs', 'geschaeftsbedingungen'],
];

const contentKey = () => source?.version() ?? '';

let source: PublicPageSource | undefined;
let current: { index: GermanIndex; documents: Map<string, PublicDocument>; key: string } | null =
  null;
let building: Promise<void> | null = null;
let builtAt = 0;

/** Wires the search to the website's own renderer (server.ts). */
export function setPublicPageSource(pages: PublicPageSource): void {
  source = pages;
  current = null;
}

async function build(): Promise<void> {
  if (!source) throw new Error('Site search: no page source (setPublicPageSource).');
  const key = contentKey();
  const started = Date.now();
  const documents: PublicDocument[] = [];
  for (const path of await source.paths()) {
    const html = await source.render(path);
    if (html) documents.push(...documentsOf(path, html));
  }
  current = {
    key,
    documents: new Map(documents.map((d) => [d.path, d])),
    index: germanIndex(
      documents.map((d) => ({
        id: d.path,
        fields: {
          title: d.title,
          headline: d.headline,
          description: d.description,
          headings: d.headings,
          text: d.text,
        },
        text: d.text,
        compounds: `${d.title} ${d.headline}`,
      })),
      {
        boost: { title: 5, headline: 3, description: 2, headings: 2, text: 1 },
        synonyms: SYNONYMS,
      },
    ),
  };
  builtAt = started;
}

function rebuild(): Promise<void> {
  building ??= build().finally(() => (building = null));
  return building;
}

/** Builds the index ahead of the first query (after the pages are pre-rendered). */
export function warmSiteSearch(): Promise<void> {
  return rebuild();
}

export async function searchSite(query: string, limit = 20): Promise<SiteSearchResults> {
  if (!current) await rebuild();
  else if (Date.now() - builtAt > MAX_AGE_MS || current.key !== contentKey()) {
    // The old index answers until the new one is there.
    void rebuild().catch(() => undefined);
  }
  const { index, documents } = current!;
  const { hits, similar } = index.search(query, { limit });
  const toHit = ({ id, snippet }: { id: string; snippet: SnippetPart[] }): SiteSearchHit => {
    const d = documents.get(id)!;
    return { path: d.path, title: d.title, kind: d.kind, snippet };
  };
  return { hits: hits.map(toHit), similar: similar.map(toHit) };
}
