// The search's words: German folding, the stop words, the terms an index keeps of a text (with
// the tail parts of compounds), how well a typed word matches a term, and the snippet of a hit
// with the matched words marked.
import { foldGerman } from '@frischkontor/contract';
import type { SnippetPart, Words } from './types';

export type { Words } from './types';

/** Folds German spelling variants together: "Führerschein", "fuehrerschein", "FUHRERSCHEIN"… */
export const fold = foldGerman;

export const STOP_WORDS = new Set(
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
    'darf duerfen kann koennen muss muessen soll sollen will wollen tun tue mache machen macht',
    'gibt geht brauche brauchen bekomme bekommen kriege kriegen habe haben hat bin',
    'komme kommt kommen lasse laesst lassen',
  ]
    .join(' ')
    .split(' '),
);

export const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

// Folding is most of an index's build: each word is folded once per process (at most 100,000
// words are remembered, then the memory starts afresh).
const folds = new Map<string, string>();
export function foldWord(word: string): string {
  let folded = folds.get(word);
  if (folded === undefined) {
    if (folds.size >= 100_000) folds.clear();
    folds.set(word, (folded = fold(word)));
  }
  return folded;
}

export function indexTerm(term: string): string | null {
  const folded = foldWord(term);
  if (folded.length < 2 || STOP_WORDS.has(folded)) return null;
  return folded;
}

/** Tail parts of long words, so "meldung" also finds "Krankmeldung" (weighted low). */
export function compoundParts(text: string): string {
  const parts: string[] = [];
  for (const word of tokenize(text)) {
    const w = foldWord(word);
    if (w.length < 9) continue;
    for (let i = 3; i <= w.length - 5; i++) parts.push(w.slice(i));
  }
  return parts.join(' ');
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
export function matchStrength(word: string, term: string): number {
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
): SnippetPart[] {
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
  const parts: SnippetPart[] = [];
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

/**
 * The compounds a text writes elided, whole: „Kühl- und Tiefkühlräumen“ → kuehlraeumen, „Vor- und
 * Nachnamen“ → vornamen (folded). The first word takes the end of the next that makes a word
 * `known` knows, else the shortest end `known` knows (the next word's head); none when the next
 * word has no such end („Kühl- und im Lager“).
 */
export function elisions(text: string, known: (word: string) => boolean): string[] {
  const found: string[] = [];
  for (const [, first, next] of text.matchAll(/(\p{L}{2,})- (?:und|oder|bzw\.|sowie) (\p{L}+)/gu)) {
    const start = foldWord(first!);
    const word = foldWord(next!);
    const ends: string[] = [];
    for (let i = word.length - 3; i >= 2; i--) ends.push(word.slice(i));
    const whole = ends.find((end) => known(start + end));
    const head = ends.find((end) => end.length >= 4 && known(end));
    if (whole ?? head) found.push(start + (whole ?? head));
  }
  return found;
}

/**
 * Each document's words (folded, stop words left out), and its fields with the compounds they
 * write elided added whole, as words of the field they are in.
 */
export function withElisions(documents: { fields: Record<string, string> }[]) {
  const termsIn = documents.map(
    (d) => new Set(tokenize(Object.values(d.fields).join(' ')).map(indexTerm)),
  );
  const written = new Set(termsIn.flatMap((terms) => [...terms]));
  const isWritten = (word: string) => written.has(word);
  const fieldsOf = documents.map((d, k) => {
    const fields: Record<string, string> = {};
    for (const [name, text] of Object.entries(d.fields)) {
      const whole = elisions(text, isWritten);
      fields[name] = whole.length ? `${text} ${whole.join(' ')}` : text;
      for (const word of whole) termsIn[k]!.add(word);
    }
    return fields;
  });
  return { termsIn, fieldsOf };
}
