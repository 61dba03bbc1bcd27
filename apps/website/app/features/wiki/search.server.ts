// Wiki search: a MiniSearch index built on the server over the articles one access group may
// read (content.server.ts keeps one per group and content version), with German folding
// (ä/ae, ö/oe, ü/ue, ß/ss, case), synonyms and parts of compounds. Each query word is looked up
// in the index's own vocabulary first (issue 19): a word the index knows is searched as it is
// (the word being typed, the last one, also as a prefix); an unknown word is tried as a swap of
// two letters or a left-out umlaut, as its stem, and split into parts the index knows
// ("reisekostenantrag" → reisekosten + antrag, which must both match), before plain fuzzy
// matching. Question words and auxiliaries are stop words.
import { foldGerman } from '@frischkontor/contract';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { WikiCategory } from './categories';
import type { WikiEntry } from './content.server';
import type { WikiSearchHit, WikiSearchResults } from './types';

export type { WikiSearchHit, WikiSearchResults };

/** Folds German spelling variants together: "Führerschein", "fuehrerschein", "FUHRERSCHEIN"… */
export const fold = foldGerman;

const STOP_WORDS = new Set(
  [
    // articles, pronouns, conjunctions, prepositions
    'der die das den dem des ein eine einer eines einem einen und oder aber mit von vom zu zum zur',
    'im in am an auf aus bei beim fuer ueber unter nach vor bis ist sind wird werden wie was wer wo',
    'wann warum wieso weshalb wohin woher wen wem welche welcher welches welchen ich du er sie es',
    'wir ihr man mir mich dir dich uns mein meine meinen meinem dein deine sein seine kein keine',
    'nicht nur auch noch als ob so dass da hier dort bitte jemand etwas sich mal schon jetzt immer',
    'ins ans aufs ums',
    'wieder sehr ganz alle alles',
    // auxiliaries and verbs of every question ("was muss ich tun", "wo bekomme ich …")
    'darf duerfen kann koennen muss muessen soll sollen will wollen tun tue mache machen',
    'gibt geht brauche brauchen bekomme bekommen kriege kriegen habe haben hat bin',
  ]
    .join(' ')
    .split(' '),
);

/** Words people type for the same thing; a query term also finds its synonyms. */
const SYNONYMS: string[][] = [
  [
    'krank',
    'krankmeldung',
    'arbeitsunfaehigkeit',
    'au',
    'eau',
    'krankschreibung',
    'krankgeschrieben',
    'krankenschein',
  ],
  ['minusstunden', 'ueberstunden', 'ueberstundenkonto', 'zeitkonto', 'gleitzeit'],
  ['rettungswagen', 'krankenwagen', 'notruf', 'notarzt'],
  ['edv', 'it'],
  ['elternzeit', 'papamonate', 'elterngeld'],
  ['schriftart', 'schrift', 'schriften', 'font'],
  ['laptop', 'notebook'],
  ['urlaub', 'ferien', 'urlaubsantrag', 'freizeit'],
  ['passwort', 'kennwort', 'password', 'zugangsdaten'],
  ['homeoffice', 'vpn', 'fernzugriff', 'mobiles arbeiten', 'zuhause'],
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
  ['repo', 'repository', 'monorepo'],
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

// Folding is most of an index's build: each word is folded once per process (at most 100,000
// words are remembered, then the memory starts afresh).
const folds = new Map<string, string>();
function foldWord(word: string): string {
  let folded = folds.get(word);
  if (folded === undefined) {
    if (folds.size >= 100_000) folds.clear();
    folds.set(word, (folded = fold(word)));
  }
  return folded;
}

function indexTerm(term: string): string | null {
  const folded = foldWord(term);
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  return folded;
}

/** Tail parts of long words, so "meldung" also finds "Krankmeldung" (weighted low). */
function compoundParts(text: string): string {
  const parts: string[] = [];
  for (const word of tokenize(text)) {
    const w = foldWord(word);
    if (w.length < 9) continue;
    for (let i = 3; i <= w.length - 5; i++) parts.push(w.slice(i));
  }
  return parts.join(' ');
}

interface IndexedDoc {
  id: string;
  title: string;
  category: WikiCategory;
  keywords: string;
  description: string;
  headings: string;
  text: string;
  parts: string;
}

interface Index {
  search: MiniSearch<IndexedDoc>;
  /** Every word the index holds (folded), sorted, to look query words up and find prefixes. */
  vocabulary: string[];
  entries: Map<string, WikiEntry>;
  words: Map<string, Words>;
  /** How rare each word is: log(articles / articles with the word), for snippets. */
  rarity: (term: string) => number;
}

export type WikiSearchIndex = Index;

// An article's words for snippets, made once per article version (entries are shared by every
// group's index, content.server.ts).
const articleWords = new WeakMap<WikiEntry, Words>();
function wordsOf(entry: WikiEntry): Words {
  let words = articleWords.get(entry);
  if (!words) articleWords.set(entry, (words = toWords(entry.content.text)));
  return words;
}

/** The index over these articles: everything a search may find, nothing else. */
export function createSearchIndex(entries: readonly WikiEntry[]): WikiSearchIndex {
  const search = new MiniSearch<IndexedDoc>({
    fields: ['title', 'keywords', 'description', 'headings', 'text', 'parts'],
    storeFields: ['title', 'category'],
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
      keywords: e.meta.keywords.join(' '),
      description: e.meta.description,
      headings: e.content.headings.map((h) => h.text).join(' '),
      text: e.content.text,
      parts: compoundParts(`${e.meta.title} ${e.meta.keywords.join(' ')}`),
    })),
  );
  const articlesWith = new Map<string, number>();
  for (const e of entries) {
    const text = [e.meta.title, e.meta.keywords.join(' '), e.meta.description, e.content.text];
    for (const h of e.content.headings) text.push(h.text);
    const terms = new Set(tokenize(text.join(' ')).map(indexTerm));
    for (const term of terms) if (term) articlesWith.set(term, (articlesWith.get(term) ?? 0) + 1);
  }
  return {
    search,
    vocabulary: [...articlesWith.keys()].sort(),
    rarity: (term) => Math.log((entries.length + 1) / (articlesWith.get(term) ?? 1)),
    entries: new Map(entries.map((e) => [e.slug, e])),
    words: new Map(entries.map((e) => [e.slug, wordsOf(e)])),
  };
}

/** An article's text split into words, with each word's folded form, prepared once. */
interface Words {
  words: string[];
  folded: string[];
  /** Each folded word once, so that a snippet weighs it once however often it occurs. */
  distinct: string[];
}

export function toWords(text: string): Words {
  const words = text.split(/(\s+)/);
  const folded = words.map((w) =>
    /\S/.test(w) ? foldWord(w.replace(/[^\p{L}\p{N}-]/gu, '')) : '',
  );
  return { words, folded, distinct: [...new Set(folded)].filter(Boolean) };
}

/**
 * How well a word of the text shows a term that matched: 3 it is the term (or a part of a
 * hyphenated word), 2 it starts with the term, 1 it holds the term or is the start or end of it
 * (a compound part: "Notfall" for "notfallnummern"). Terms shorter than four letters match whole
 * words only, so "au" marks "AU" and never "auch".
 */
function matchStrength(word: string, term: string): number {
  if (word === term || (word.includes('-') && word.split('-').includes(term))) return 3;
  if (term.length < 4 || word.length < 2) return 0;
  if (word.startsWith(term)) return 2;
  if (term.length >= 5 && word.includes(term)) return 1;
  if (word.length >= 5 && !STOP_WORDS.has(word) && (term.startsWith(word) || term.endsWith(word)))
    return 1;
  return 0;
}

/**
 * A window of text around the best match, split into highlighted and plain parts. `terms` are
 * the (folded) terms that matched, as whole words; `partial` those also looked for as a part of
 * a word (see matchStrength). The window centres on the word with the highest strength ×
 * `rarity` (the rarest matched word), not simply the first.
 */
export function snippet(
  text: string | Words,
  terms: string[],
  length = 220,
  rarity: (term: string) => number = () => 1,
  partial: string[] = terms,
): { text: string; match: boolean }[] {
  const { words, folded, distinct } = typeof text === 'string' ? toWords(text) : text;
  const exact = new Set(terms);
  const weighted = partial.map((term) => ({ term, rarity: rarity(term) }));
  const scoreOf = new Map<string, number>();
  for (const w of distinct) {
    let score = exact.has(w) ? 3 * rarity(w) : 0;
    for (const t of weighted) score = Math.max(score, matchStrength(w, t.term) * t.rarity);
    if (score > 0) scoreOf.set(w, score);
  }
  const scores = folded.map((w) => scoreOf.get(w) ?? 0);
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
  // Start a few words before the match, on a word boundary.
  let start = scores[best]! > 0 ? Math.max(0, best - 12) : 0;
  if (start % 2 === 1) start -= 1;
  const parts: { text: string; match: boolean }[] = [];
  let used = 0;
  if (start > 0) parts.push({ text: '… ', match: false });
  for (let i = start; i < words.length && used < length; i++) {
    const word = words[i]!;
    used += word.length;
    const match = scores[i]! > 0;
    const last = parts[parts.length - 1];
    if (last && last.match === match && !match) last.text += word;
    else parts.push({ text: word, match });
  }
  if (used >= length) parts.push({ text: ' …', match: false });
  return parts;
}

export interface SearchOptions {
  category?: WikiCategory | null;
  limit?: number;
}

/** Whether the sorted vocabulary holds the word, or (with `prefix`) a word starting with it. */
function knows(vocabulary: string[], word: string, prefix = false): boolean {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (vocabulary[mid]! < word) low = mid + 1;
    else high = mid;
  }
  const found = vocabulary[low];
  return found === word || (prefix && !!found?.startsWith(word));
}

const LINKS = ['', 's', 'n', 'en', 'e', 'es', 'er'];

/**
 * Splits a compound into parts the index knows, fewest parts first: "kuehlfahrzeugcheck" →
 * kuehlfahrzeug + check, with German linking letters between parts ("urlaubs|vertretung").
 * The last part may be the start of a known word. Null when no split of 2–3 parts exists.
 */
export function decompound(vocabulary: string[], word: string): string[] | null {
  const split = (rest: string, left: number): string[] | null => {
    if (knows(vocabulary, rest) || (rest.length >= 4 && knows(vocabulary, rest, true))) {
      return [rest];
    }
    if (left === 1) return null;
    for (let end = rest.length - 3; end >= 3; end--) {
      const head = rest.slice(0, end);
      if (!knows(vocabulary, head)) continue;
      for (const link of LINKS) {
        if (!rest.startsWith(link, end)) continue;
        const tail = split(rest.slice(end + link.length), left - 1);
        if (tail) return [head, ...tail];
      }
    }
    return null;
  };
  if (word.length < 7) return null;
  for (const parts of [2, 3]) {
    const found = split(word, parts);
    if (found && found.length > 1) return found;
  }
  return null;
}

/** Spellings of an unknown word that the index knows: two letters swapped, an umlaut left out. */
export function respellings(vocabulary: string[], word: string, prefix: boolean): string[] {
  const found = new Set<string>();
  for (let i = 0; i < word.length - 1; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (swapped !== word && knows(vocabulary, swapped, prefix)) found.add(swapped);
  }
  for (let i = 1; i <= word.length; i++) {
    if (!'aou'.includes(word[i - 1]!) || word[i] === 'e') continue;
    const umlaut = `${word.slice(0, i)}e${word.slice(i)}`;
    if (knows(vocabulary, umlaut, prefix)) found.add(umlaut);
  }
  return [...found];
}

const ENDINGS = ['ern', 'en', 'er', 'es', 'e', 'n', 's'];

/** One query word as MiniSearch queries: as typed, or what the index knows of it. */
function wordQuery(index: Index, word: string, typing: boolean): Query {
  const prefix = typing && word.length >= 3;
  const exact = { prefix: false, fuzzy: false };
  if (knows(index.vocabulary, word, prefix) || synonymIndex.has(word)) {
    return { combineWith: 'OR', queries: [word], prefix };
  }
  const queries: Query[] = [];
  for (const spelling of respellings(index.vocabulary, word, prefix)) {
    queries.push({ combineWith: 'OR', queries: [spelling], prefix, fuzzy: false });
  }
  for (const ending of ENDINGS) {
    const stem = word.slice(0, -ending.length);
    if (word.endsWith(ending) && stem.length >= 5 && knows(index.vocabulary, stem, true)) {
      queries.push({ combineWith: 'OR', queries: [stem], prefix: true, fuzzy: false });
      break;
    }
  }
  const parts = decompound(index.vocabulary, word);
  if (parts) {
    queries.push({
      combineWith: 'AND',
      queries: parts.map((part, i) => ({
        combineWith: 'OR',
        queries: [part],
        ...exact,
        prefix: i === parts.length - 1 && !knows(index.vocabulary, part),
      })),
    });
  }
  // And the word as typed, with the index's typo tolerance.
  queries.push({ combineWith: 'OR', queries: [word], prefix });
  return { combineWith: 'OR', queries };
}

/** The words a query tree searches for. */
function termsOf(query: Query): string[] {
  if (typeof query === 'string') return [query];
  return typeof query === 'object' ? query.queries.flatMap(termsOf) : [];
}

/**
 * The snippet of a hit. When the match is not in the text but in the keywords (or the title),
 * the matching keywords lead the snippet, so that it still shows why the article was found.
 */
function hitSnippet(index: Index, entry: WikiEntry, result: SearchResult) {
  const terms = [...new Set([...result.terms, ...result.queryTerms])];
  const { rarity } = index;
  const parts = snippet(index.words.get(entry.slug)!, terms, 220, rarity, result.queryTerms);
  if (parts.some((p) => p.match)) return parts;
  const matches = (phrase: string) =>
    tokenize(phrase).some((w) => terms.some((t) => matchStrength(fold(w), t) > 0));
  const keywords = entry.meta.keywords.filter(matches);
  if (!keywords.length) return parts;
  const text = `${keywords.join(', ')} – ${entry.content.text}`;
  return snippet(text, terms, 220, rarity, result.queryTerms);
}

const NOTHING: WikiSearchResults = { hits: [], similar: [] };

/**
 * Whether the best article answers the query, like Meilisearch's matching strategy: it must
 * match all of a query's words when there are one or two, at least two thirds of three or more
 * (a respelling, part or synonym counts for its word). A query whose words are all found, only
 * not together, is still answered; one with a word no article knows ("kita zuschuss",
 * "fitnessstudio zuschuss") is not: that word is what the question is about.
 */
function answers(best: number, known: number, words: number): boolean {
  const required = words <= 2 ? words : Math.ceil((words * 2) / 3);
  return best >= required || known === words;
}

export function searchWiki(
  index: WikiSearchIndex,
  query: string,
  options: SearchOptions = {},
): WikiSearchResults {
  const q = query.trim().slice(0, 200);
  if (!q) return NOTHING;
  const { category } = options;
  const words = tokenize(q)
    .map((t) => indexTerm(t))
    .filter((t): t is string => !!t);
  if (!words.length) return NOTHING;
  // Documents that match more of the query's words come first, by score within the same count
  // (the first ranking rule of Meilisearch and Typesense: the number of query words matched).
  const wordOf = new Map<string, number>();
  const queries = words.map((word, i) => {
    const query = wordQuery(index, word, i === words.length - 1);
    for (const term of termsOf(query)) {
      for (const t of [term, ...(synonymIndex.get(term) ?? [])]) wordOf.set(t, i);
    }
    return query;
  });
  const known = new Set<number>();
  const results = index.search
    .search({ combineWith: 'OR', queries }, { filter: (r) => !category || r.category === category })
    .map((r) => {
      const matched = new Set(
        r.queryTerms.map((t) => wordOf.get(t)).filter((i) => i !== undefined),
      );
      for (const i of matched) known.add(i);
      return { ...r, words: matched.size };
    })
    .sort((a, b) => b.words - a.words || b.score - a.score);
  const toHit = (r: SearchResult): WikiSearchHit => {
    const entry = index.entries.get(String(r.id))!;
    return {
      slug: entry.slug,
      title: entry.meta.title,
      category: entry.meta.category,
      keywords: entry.meta.keywords,
      score: Math.round(r.score * 100) / 100,
      // The snippet highlights why an article matched: the words of the article that matched
      // (also fuzzily, by prefix or as a synonym) and the query's words, respellings and parts.
      snippet: hitSnippet(index, entry, r),
    };
  };
  if (!results.length) return NOTHING;
  if (!answers(results[0]!.words, known.size, words.length)) {
    return { hits: [], similar: results.slice(0, 3).map(toHit) };
  }
  return { hits: results.slice(0, options.limit ?? 20).map(toHit), similar: [] };
}
