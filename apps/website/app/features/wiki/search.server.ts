// Wiki search: a MiniSearch index built on the server from the Markdown, with German folding
// (ä/ae, ö/oe, ü/ue, ß/ss, case), prefix and typo tolerance, synonyms, and parts of compounds.
import { foldGerman } from '@frischkontor/contract';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { WikiCategory } from './categories';
import { visibleArticles, type WikiEntry } from './articles.server';
import type { WikiSearchHit } from './types';

export type { WikiSearchHit };

/** Folds German spelling variants together: "Führerschein", "fuehrerschein", "FUHRERSCHEIN"… */
export const fold = foldGerman;

const STOP_WORDS = new Set(
  'der die das den dem des ein eine einer eines einem einen und oder aber mit von vom zu zum zur im in am an auf aus bei fuer ist sind wird werden wie was wer wo wann ich du er sie es wir ihr mein dein sein kein nicht nur auch noch als ob so dass da hier dort bitte'.split(
    ' ',
  ),
);

/** Words people type for the same thing; a query term also finds its synonyms. */
const SYNONYMS: string[][] = [
  ['krank', 'krankmeldung', 'arbeitsunfaehigkeit', 'au', 'eau', 'krankschreibung'],
  ['urlaub', 'ferien', 'urlaubsantrag', 'freizeit'],
  ['passwort', 'kennwort', 'password', 'zugangsdaten'],
  ['homeoffice', 'vpn', 'fernzugriff', 'mobiles arbeiten'],
  ['handy', 'diensthandy', 'smartphone', 'mobiltelefon', 'telefon'],
  ['monitor', 'bildschirm', 'display'],
  ['lohn', 'gehalt', 'lohnabrechnung', 'gehaltsabrechnung'],
  ['reisekosten', 'spesen', 'dienstreise'],
  ['stapler', 'gabelstapler', 'flurfoerderzeug'],
  ['tk', 'tiefkuehl', 'tiefkuehlung', 'gefrieren', 'einfrieren'],
  ['kleidung', 'arbeitskleidung', 'berufskleidung', 'kaelteschutz'],
  ['fuehrerschein', 'fahrerlaubnis', 'fuehrerscheinkontrolle'],
  ['tour', 'tourenplan', 'route', 'tourenplanung'],
  ['zeiterfassung', 'stempeln', 'arbeitszeit', 'zeitwerk'],
  ['messer', 'sicherheitsmesser', 'schnittschutz'],
  ['rechnung', 'eingangsrechnung', 'rechnungseingang'],
  ['mail', 'email', 'outlook', 'e-mail'],
  ['onboarding', 'einarbeitung', 'erster arbeitstag', 'neue mitarbeiter'],
  ['reklamation', 'beschwerde', 'mangel'],
  ['flyer', 'prospekt', 'handzettel'],
  ['phishing', 'fishing', 'spam', 'betrugsmail'],
];

const synonymIndex = new Map<string, string[]>();
for (const group of SYNONYMS) {
  const folded = group.map(fold);
  for (const word of folded)
    synonymIndex.set(
      word,
      folded.filter((w) => w !== word && !w.includes(' ')),
    );
}

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function indexTerm(term: string): string | null {
  const folded = fold(term);
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  return folded;
}

/** Tail parts of long words, so "meldung" also finds "Krankmeldung" (weighted low). */
function compoundParts(text: string): string {
  const parts: string[] = [];
  for (const word of tokenize(text)) {
    const w = fold(word);
    if (w.length < 9) continue;
    for (let i = 3; i <= w.length - 5; i++) parts.push(w.slice(i));
  }
  return parts.join(' ');
}

interface IndexedDoc {
  id: string;
  title: string;
  category: WikiCategory;
  draft: boolean;
  keywords: string;
  description: string;
  headings: string;
  text: string;
  parts: string;
}

interface Index {
  search: MiniSearch<IndexedDoc>;
  entries: Map<string, WikiEntry>;
  words: Map<string, Words>;
}

// One index over all articles, drafts included; a search for someone else filters them out.
let built: Promise<Index> | undefined;

function buildIndex(entries: WikiEntry[]): Index {
  const search = new MiniSearch<IndexedDoc>({
    fields: ['title', 'keywords', 'description', 'headings', 'text', 'parts'],
    storeFields: ['title', 'category', 'draft'],
    tokenize,
    processTerm: indexTerm,
    searchOptions: {
      boost: { title: 5, keywords: 4, description: 2, headings: 2, text: 1, parts: 0.4 },
      prefix: (term) => term.length >= 3,
      // One typo in medium words, two in long ones; none in short ones (they match too much),
      // and none for the synonyms a query term brought in (they are spelled right).
      fuzzy: (term, i, terms) => {
        if (i > 0 && synonymIndex.get(terms[0]!)?.includes(term)) return false;
        return term.length >= 10 ? 2 : term.length >= 5 ? 1 : false;
      },
      weights: { fuzzy: 0.45, prefix: 0.6 },
      combineWith: 'OR',
      processTerm: (term) => {
        const folded = indexTerm(term);
        if (!folded) return null;
        return [folded, ...(synonymIndex.get(folded) ?? [])];
      },
    },
  });
  search.addAll(
    entries.map((e) => ({
      id: e.slug,
      title: e.meta.title,
      category: e.meta.category,
      draft: !!e.meta.draft,
      keywords: e.meta.keywords.join(' '),
      description: e.meta.description,
      headings: e.content.headings.map((h) => h.text).join(' '),
      text: e.content.text,
      parts: compoundParts(`${e.meta.title} ${e.meta.keywords.join(' ')}`),
    })),
  );
  return {
    search,
    entries: new Map(entries.map((e) => [e.slug, e])),
    words: new Map(entries.map((e) => [e.slug, toWords(e.content.text)])),
  };
}

function wikiIndex() {
  built ??= visibleArticles(true).then(buildIndex);
  return built;
}

/** Builds the index ahead of the first query (called at start-up). */
export async function warmWikiSearch(): Promise<void> {
  await wikiIndex();
}

/** An article's text split into words, with each word's folded form, prepared once. */
interface Words {
  words: string[];
  folded: string[];
}

export function toWords(text: string): Words {
  const words = text.split(/(\s+)/);
  return {
    words,
    folded: words.map((w) => (/\S/.test(w) ? fold(w.replace(/[^\p{L}\p{N}-]/gu, '')) : '')),
  };
}

/** A window of text around the first query match, split into highlighted and plain parts. */
export function snippet(
  text: string | Words,
  queryTerms: string[],
  length = 220,
): { text: string; match: boolean }[] {
  const { words, folded } = typeof text === 'string' ? toWords(text) : text;
  const isMatch = (i: number) => {
    const w = folded[i]!;
    return (
      w.length >= 2 && queryTerms.some((t) => w.startsWith(t) || (t.length >= 5 && w.includes(t)))
    );
  };
  let first = folded.findIndex((_, i) => isMatch(i));
  if (first === -1) first = 0;
  // Start a few words before the match, on a word boundary.
  let start = Math.max(0, first - 12);
  if (start % 2 === 1) start -= 1;
  const parts: { text: string; match: boolean }[] = [];
  let used = 0;
  if (start > 0) parts.push({ text: '… ', match: false });
  for (let i = start; i < words.length && used < length; i++) {
    const word = words[i]!;
    used += word.length;
    const match = isMatch(i);
    const last = parts[parts.length - 1];
    if (last && last.match === match && !match) last.text += word;
    else parts.push({ text: word, match });
  }
  if (used >= length) parts.push({ text: ' …', match: false });
  return parts;
}

export interface SearchOptions {
  category?: WikiCategory | null;
  includeDrafts?: boolean;
  limit?: number;
}

export async function searchWiki(
  query: string,
  options: SearchOptions = {},
): Promise<WikiSearchHit[]> {
  const q = query.trim().slice(0, 200);
  if (!q) return [];
  const index = await wikiIndex();
  const { category, includeDrafts } = options;
  const results: SearchResult[] = index.search.search(q, {
    filter: (r) => (includeDrafts || !r.draft) && (!category || r.category === category),
  });
  const queryTerms = tokenize(q)
    .map((t) => indexTerm(t))
    .filter((t): t is string => !!t)
    .flatMap((t) => [t, ...(synonymIndex.get(t) ?? [])]);
  return results.slice(0, options.limit ?? 20).map((r) => {
    const entry = index.entries.get(String(r.id))!;
    return {
      slug: entry.slug,
      title: entry.meta.title,
      category: entry.meta.category,
      keywords: entry.meta.keywords,
      score: Math.round(r.score * 100) / 100,
      snippet: snippet(index.words.get(entry.slug)!, queryTerms),
    };
  });
}
