// What an index's own vocabulary says of an unknown word: whether it knows it (or a word starting
// with it), its parts ("reisekostenantrag" → reisekosten + antrag), its respellings (two letters
// swapped, an umlaut left out), the known words one typo away.
import { typos } from './forms.server';

/** Whether the sorted vocabulary holds the word, or (with `prefix`) a word starting with it. */
export function knows(vocabulary: string[], word: string, prefix = false): boolean {
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
      const typed = rest.slice(0, end);
      // A head may have lost its final e („Urlaubssperr|zeit“ of Urlaubssperre).
      const head = knows(vocabulary, typed)
        ? typed
        : knows(vocabulary, `${typed}e`)
          ? `${typed}e`
          : null;
      if (!head) continue;
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

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The words the index knows one typo away from an unknown one: a letter too many, missing or
 * wrong (two swapped are respellings). Looked up, not compared with every word.
 */
export function oneTypoAway(vocabulary: string[], word: string): string[] {
  const found = new Set<string>();
  const add = (candidate: string) => {
    if (candidate !== word && knows(vocabulary, candidate)) found.add(candidate);
  };
  for (let i = 0; i <= word.length; i++) {
    const before = word.slice(0, i);
    if (i < word.length) add(before + word.slice(i + 1));
    for (const letter of LETTERS) {
      add(before + letter + word.slice(i));
      if (i < word.length) add(before + letter + word.slice(i + 1));
    }
  }
  return [...found];
}

/**
 * What an unknown word with inflections in the index may also be, a typo of another word: the
 * reading nearest to what was typed („stapeler“ is one letter from Stapler, two from Stapel).
 * The known words one typo away when every inflection is farther, from six letters up.
 */
export function typoReadings(vocabulary: string[], word: string, forms: readonly string[]) {
  if (word.length < 6 || !forms.length || forms.some((form) => typos(word, form) <= 1)) return [];
  return oneTypoAway(vocabulary, word).filter((near) => !forms.includes(near));
}

/**
 * The longest known word a compound starts with, when its other part is unknown to the index
 * („passwortreset“ → passwort): at least seven letters and three fifths of the word (a short
 * start says too little: „kindergeld“ is no question about children).
 */
export function knownHead(vocabulary: string[], word: string): string[] | null {
  for (let end = word.length - 3; end >= Math.max(7, Math.ceil(word.length * 0.6)); end--) {
    const head = word.slice(0, end);
    if (knows(vocabulary, head)) return [head];
    if (knows(vocabulary, `${head}e`)) return [`${head}e`];
  }
  return null;
}

/**
 * A compound typed apart, joined again where the index knows the whole („tief kühl lager“ →
 * tiefkuehllager, „home office“ → homeoffice): two or three neighbours, longest first.
 */
export function joinSplit(
  vocabulary: string[],
  words: string[],
  isSynonym: (word: string) => boolean,
): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    let taken = 1;
    for (const n of [3, 2]) {
      if (i + n > words.length) continue;
      const whole = words.slice(i, i + n).join('');
      const last = i + n === words.length;
      if (
        knows(vocabulary, whole) ||
        isSynonym(whole) ||
        (whole.length >= 8 && knows(vocabulary, whole, true)) ||
        (last && whole.length >= 6 && knows(vocabulary, whole, true))
      ) {
        joined.push(whole);
        taken = n;
        break;
      }
    }
    if (taken === 1) joined.push(words[i]!);
    i += taken - 1;
  }
  return joined;
}
