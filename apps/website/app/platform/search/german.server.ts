// German-aware full-text search over a small set of documents (issue 19, decisions 026, 034): a
// MiniSearch index with German folding (ä/ae, ö/oe, ü/ue, ß/ss, case), synonyms and parts of
// compounds. Each query word is looked up in the index's own vocabulary first: a word the index
// knows is searched as it is (the word being typed, the last one, also as a prefix) and with its
// other inflections (Snowball stem); an unknown word is tried as a swap of two letters or a
// left-out umlaut, as its stem, and split into parts the index knows ("reisekostenantrag" →
// reisekosten + antrag, which must both match), before plain fuzzy matching. Question words and
// auxiliaries are stop words. Documents covering more of the query (weighted by rarity, how
// exactly and where each word matched) come first; when no document matches enough of the
// query's words, it has no answer and the closest documents are offered as suggestions. Used by
// the wiki and the public site.
// The words in words.server.ts, the vocabulary's look-ups in vocabulary.server.ts, what a match
// counts in ranking.ts.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import {
  baseForms,
  isStray,
  joinSeparable,
  lemma,
  participleVerb,
  separated,
  typos,
} from './forms.server';
import {
  decompound,
  joinSplit,
  knownHead,
  knows,
  respellings,
  typoReadings,
} from './vocabulary.server';
import {
  compoundParts,
  fold,
  indexTerm,
  matchStrength,
  snippet,
  tokenize,
  toWords,
  withElisions,
} from './words.server';
import { answers, HEAD, NOTHING, PART, STEM, SYNONYM, termsOf, TYPED } from './ranking';
import type {
  GermanIndex,
  GermanIndexOptions,
  SearchDocument,
  SearchHit,
  SnippetPart,
} from './types';

export type {
  GermanIndex,
  GermanIndexOptions,
  SearchDocument,
  SearchHit,
  SearchResults,
  SnippetPart,
} from './types';
export { typos } from './forms.server';
export { decompound, respellings } from './vocabulary.server';
export { fold, snippet, tokenize, toWords, type Words } from './words.server';

type Stored = { id: string; tags: Record<string, unknown>; [field: string]: unknown };

export function germanIndex(documents: SearchDocument[], options: GermanIndexOptions): GermanIndex {
  const synonymIndex = new Map<string, string[]>();
  for (const group of options.synonyms) {
    const folded = group.map(fold);
    // A word in two groups finds the words of both.
    for (const word of folded)
      synonymIndex.set(word, [
        ...new Set([
          ...(synonymIndex.get(word) ?? []),
          ...folded.filter((w) => w !== word && !w.includes(' ')),
        ]),
      ]);
  }
  const fields = [...Object.keys(options.boost), 'parts'];
  const search = new MiniSearch<Stored>({
    fields,
    storeFields: ['tags'],
    tokenize,
    processTerm: indexTerm,
    searchOptions: {
      boost: { ...options.boost, parts: 0.4 },
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
  // A compound a field writes elided counts as its word („Kühl- und Tiefkühlräume“: Kühlräume).
  const { termsIn, fieldsOf } = withElisions(documents);
  search.addAll(
    documents.map(
      (d, k) =>
        ({
          ...fieldsOf[k],
          id: d.id,
          tags: d.tags ?? {},
          parts: compoundParts(d.compounds ?? ''),
        }) as Stored,
    ),
  );
  const documentsWith = new Map<string, number>();
  for (const terms of termsIn)
    for (const term of terms) if (term) documentsWith.set(term, (documentsWith.get(term) ?? 0) + 1);
  const vocabulary = [...documentsWith.keys()].sort();
  // A compound's parts may also be words people use for the index's words („überstunden|zettel“,
  // Zettel for Formular): the vocabulary and the synonyms' words.
  const partWords = [...new Set([...vocabulary, ...synonymIndex.keys()])].sort();
  // The index's words by their Snowball stem: a query word also finds its other inflections
  // („lenkzeiten“ → „Lenkzeit“), a little below the word as typed.
  // A participle counts as a form of its verb („gemeldet“, „melden“).
  const stemOf = (word: string) =>
    lemma(participleVerb(word, (verb) => knows(vocabulary, verb)) ?? word);
  const byStem = new Map<string, string[]>();
  for (const word of vocabulary) {
    if (word.length < 4) continue;
    const stem = stemOf(word);
    const same = byStem.get(stem);
    if (same) same.push(word);
    else byStem.set(stem, [word]);
  }
  const inflections = (word: string) =>
    word.length < 4 ? [] : (byStem.get(stemOf(word)) ?? []).filter((w) => w !== word);
  const rarity = (term: string) =>
    Math.log((documents.length + 1) / (documentsWith.get(term) ?? 1));
  const byId = new Map(documents.map((d) => [d.id, d]));
  const priors = new Map(documents.flatMap((d) => (d.prior ? [[d.id, d.prior] as const] : [])));
  const words = new Map(
    documents.map((d) => [d.id, typeof d.text === 'string' ? toWords(d.text) : d.text]),
  );

  /** The known start of an unknown compound („passwortreset“ → passwort), or null. */
  const headOf = (word: string) =>
    knows(vocabulary, word) ? null : (knownHead(vocabulary, word)?.[0] ?? null);

  /**
   * A separable verb typed joined („freiraeumen“) as the text writes it apart: the particle,
   * where the index keeps it, and the verb in one of its forms.
   */
  function separatedParts(word: string): Query[] | null {
    const split = separated(word);
    const forms = split && byStem.get(lemma(split[1]));
    if (!split || !forms) return null;
    const verb: Query = { combineWith: 'OR', queries: forms };
    return knows(vocabulary, split[0]) ? [split[0], verb] : [verb];
  }

  /** One query word as MiniSearch queries: as typed, or what the index knows of it. */
  function wordQuery(word: string, typing: boolean, alone: boolean): Query {
    const prefix = typing && word.length >= 3;
    const exact = { prefix: false, fuzzy: false };
    const forms = inflections(word);
    const others: Query[] = forms.length ? [{ combineWith: 'OR', queries: forms, ...exact }] : [];
    if (knows(vocabulary, word, prefix) || synonymIndex.has(word)) {
      return {
        combineWith: 'OR',
        // A word the index knows is meant as typed: no typo tolerance („einreichen“ is no
        // „erreichen“).
        queries: [{ combineWith: 'OR', queries: [word], prefix, fuzzy: false }, ...others],
      };
    }
    const queries: Query[] = [...others];
    const spellings = [
      ...respellings(vocabulary, word, prefix),
      ...typoReadings(vocabulary, word, forms),
    ];
    for (const spelling of spellings) {
      queries.push({ combineWith: 'OR', queries: [spelling], prefix, fuzzy: false });
    }
    const base = baseForms(word).find((form) => knows(vocabulary, form, true));
    if (base) queries.push({ combineWith: 'OR', queries: [base], prefix: true, fuzzy: false });
    const parts = decompound(partWords, word);
    const verb = parts ? null : separatedParts(word);
    if (verb) queries.push({ combineWith: 'AND', queries: verb, ...exact });
    // The compound's known start as well: its parts may be known but never stand together.
    const head = headOf(word);
    // (As the start of a word too: „überstundenzettel“ finds the „Überstundennachweis“.)
    if (head) queries.push({ combineWith: 'OR', queries: [head], prefix: true, fuzzy: false });
    if (parts) {
      queries.push({
        combineWith: 'AND',
        queries: parts.map((part, i) => ({
          combineWith: 'OR',
          // The last part carries the inflection („Notfall|telefonnummern“ as „…nummer“).
          queries: i === parts.length - 1 ? [part, ...inflections(part)] : [part],
          ...exact,
          prefix: i === parts.length - 1 && !knows(vocabulary, part),
        })),
      });
    }
    // And the word as typed, with the index's typo tolerance; a word typed alone that nothing
    // else explains with one typo more („pasword“, „vpm“), none in words of two letters. (In a
    // query of several words it would answer questions nothing answers: „hund mit ins büro“.)
    const unexplained =
      alone && !spellings.length && !base && !parts && !verb && !head && !forms.length;
    const fuzzy = unexplained && word.length >= 3 ? (word.length >= 7 ? 2 : 1) : undefined;
    queries.push({ combineWith: 'OR', queries: [word], prefix, ...(fuzzy ? { fuzzy } : {}) });
    return { combineWith: 'OR', queries };
  }

  /**
   * The snippet of a hit. When the match is not in the text but in the lead phrases (keywords)
   * or the title, the matching phrases lead the snippet, so that it still shows why it was found.
   */
  function hitSnippet(id: string, result: SearchResult): SnippetPart[] {
    const terms = [...new Set([...result.terms, ...result.queryTerms])];
    const parts = snippet(words.get(id)!, terms, 220, rarity, result.queryTerms);
    if (parts.some((p) => p.match)) return parts;
    const matches = (phrase: string) =>
      tokenize(phrase).some((w) => terms.some((t) => matchStrength(fold(w), t) > 0));
    const document = byId.get(id)!;
    const lead = (document.lead ?? []).filter(matches);
    if (!lead.length) return parts;
    const text = words.get(id)!.words.join('');
    return snippet(`${lead.join(', ')} – ${text}`, terms, 220, rarity, result.queryTerms);
  }

  return {
    size: documents.length,
    search(query, { filter, limit = 20, boost } = {}) {
      const q = query.trim().slice(0, 200);
      if (!q) return NOTHING;
      const typed = joinSeparable(tokenize(q).map(fold), (w) => byStem.has(lemma(w)));
      const queryWords = joinSplit(
        vocabulary,
        typed.map((t) => indexTerm(t)).filter((t): t is string => !!t),
        (w) => synonymIndex.has(w),
      );
      if (!queryWords.length) return NOTHING;
      // Ranking in the spirit of Meilisearch's and Typesense's rules (words, typo, attribute,
      // exactness), folded into one score: the query's coverage – each query word weighted by
      // its rarity (IDF) and by how well it matched: how (as typed, or as a respelling or part 1,
      // another inflection 0.9, a prefix 0.8, a synonym 0.6, a typo 0.5) and where (the
      // `attributes`: title above body) – to the eighth power, times MiniSearch's BM25 score.
      // Coverage decides unless two documents are close in it; then BM25 does.
      const knownWord = queryWords.map((w, i) =>
        knows(vocabulary, w, i === queryWords.length - 1 && w.length >= 3),
      );
      /**
       * What a term of the query stands for: its word, how much it counts, and for a compound
       * found apart, which part (a term that is also the compound's known start counts as
       * that start on its own).
       */
      const wordOf = new Map<
        string,
        { word: number; weight: typeof TYPED; part?: number; head?: boolean }
      >();
      const partCount = new Map<number, number>();
      const queries = queryWords.map((word, i) => {
        const wq = wordQuery(word, i === queryWords.length - 1, queryWords.length === 1);
        // Another inflection, or the start of a compound, counts a little less than the word.
        const forms = new Set(inflections(word));
        const head = headOf(word);
        // Parts found apart count less than the compound found whole („Wege“ and „Unfälle“
        // below „Wegeunfälle“ for „wegeunfall“), and as the weaker of them.
        const parts = knows(vocabulary, word) ? null : decompound(partWords, word);
        const apart = new Map(
          (parts ?? []).flatMap((part, k) =>
            [part, ...(k === parts!.length - 1 ? inflections(part) : [])].map((t) => [t, k]),
          ),
        );
        if (parts) partCount.set(i, parts.length);
        for (const term of termsOf(wq)) {
          if (wordOf.has(term)) continue;
          const part = forms.has(term) ? undefined : apart.get(term);
          const entry =
            part !== undefined
              ? { word: i, weight: PART, part, head: term === head }
              : { word: i, weight: forms.has(term) ? STEM : term === head ? HEAD : TYPED };
          wordOf.set(term, entry);
          // A synonym counts less than the word typed, when the index knows that word; a
          // synonym of a part stands for that part („Formular“ for the „…zettel“).
          for (const t of synonymIndex.get(term) ?? [])
            if (!wordOf.has(t))
              wordOf.set(t, {
                ...entry,
                weight: knownWord[i] ? SYNONYM : entry.weight,
                head: false,
              });
        }
        return wq;
      });
      const known = new Set<number>();
      const found = search.search(
        { combineWith: 'OR', queries },
        {
          ...(filter ? { filter: (r) => filter((r as unknown as Stored).tags) } : {}),
          // Exactness: a synonym or another inflection weighs less than the word typed
          // ("spesen" finds „Spesen und Bewirtung“ before the travel costs „Spesen“ is a synonym of).
          boostTerm: (term) => wordOf.get(term)?.weight.boost ?? 1,
        },
      );
      const qualities = found.map((r) => {
        const quality = new Array<number>(queryWords.length).fill(0);
        // A compound found apart counts as its weaker part (both must be there).
        const partQuality = new Map<number, number[]>();
        const note = (term: string, q: number, fields: string[]) => {
          const of = wordOf.get(term)!;
          q *= Math.max(...fields.map((f) => options.attributes?.[f] ?? 1));
          if (of.part === undefined || of.head) {
            const weight = of.head ? HEAD : of.weight;
            quality[of.word] = Math.max(quality[of.word]!, q * weight.quality);
          }
          if (of.part !== undefined) {
            const parts = partQuality.get(of.word) ?? [];
            parts[of.part] = Math.max(parts[of.part] ?? 0, q * of.weight.quality);
            partQuality.set(of.word, parts);
          }
        };
        const unexplained = new Set(r.queryTerms.filter((t) => wordOf.has(t)));
        const fuzzy: string[] = [];
        for (const matched of r.terms) {
          const fields = r.match[matched]!;
          let related = false;
          for (const term of r.queryTerms) {
            if (!wordOf.has(term)) continue;
            if (matched === term) note(term, 1, fields);
            else if (matched.startsWith(term)) note(term, 0.8, fields);
            else continue;
            related = true;
            unexplained.delete(term);
          }
          if (!related) fuzzy.push(matched);
        }
        // A typo: which term it matched is not told, so it counts for the terms nothing else
        // explains.
        // One typo counts more than two („stapeler“: Stapler before Stapel).
        for (const term of unexplained)
          for (const matched of fuzzy)
            note(term, typos(term, matched) <= 1 ? 0.5 : 0.35, r.match[matched]!);
        for (const [word, parts] of partQuality) {
          const all = Array.from({ length: partCount.get(word)! }, (_, k) => parts[k] ?? 0);
          quality[word] = Math.max(quality[word]!, Math.min(...all));
        }
        return quality;
      });
      // A word's weight is its rarity in the index (the documents holding it as typed), or among
      // the hits when the index does not know it as typed.
      const weight = queryWords.map((word, i) => {
        const n = documentsWith.get(word) ?? qualities.filter((q) => q[i]! > 0).length;
        return Math.log(1 + (documents.length + 1) / (n + 1));
      });
      const total = weight.reduce((a, b) => a + b, 0);
      const results = found
        .map((r, k) => {
          const quality = qualities[k]!;
          let words = 0;
          let covered = 0;
          quality.forEach((q, i) => {
            if (q > 0) {
              words += 1;
              known.add(i);
              covered += q * weight[i]!;
            }
          });
          const coverage = total > 0 ? covered / total : 0;
          const tags = (r as unknown as Stored).tags;
          const prior = (priors.get(String(r.id)) ?? 1) * (boost ? boost(tags) : 1);
          return { ...r, words, rank: r.score * coverage ** 8 * prior };
        })
        .sort((a, b) => b.rank - a.rank);
      // The snippet highlights why a document matched: its words that matched (also fuzzily,
      // by prefix or as a synonym) and the query's words, respellings and parts.
      const toHit = (r: SearchResult & { rank: number }): SearchHit => ({
        id: String(r.id),
        score: Math.round(r.rank * 100) / 100,
        snippet: hitSnippet(String(r.id), r),
      });
      if (!results.length) return NOTHING;
      const most = Math.max(...results.map((r) => r.words));
      // A word of one or two letters that nothing matched is left out of what must match.
      const counted = queryWords.filter((w, i) => known.has(i) || !isStray(w)).length;
      if (!answers(most, known.size, counted)) {
        return { hits: [], similar: results.slice(0, 3).map(toHit) };
      }
      return { hits: results.slice(0, limit).map(toHit), similar: [] };
    },
  };
}
