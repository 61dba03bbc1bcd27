// German folding for search and sort, the contract's one folding (`foldGerman`, which the wiki's
// search uses too): lower case, ä→ae, ö→oe, ü→ue, ß→ss, other accents dropped.
import { foldGerman } from '@frischkontor/contract';

/** A query or a name folded: "Rinderhüfte" and "RINDERHUEFTE" both become "rinderhuefte". */
export function foldText(value: string): string {
  return foldGerman(value).replace(/\s+/g, ' ').trim();
}

const UMLAUT = /[äöüÄÖÜ]/g;

/**
 * What a search over names stores: the folded text and, where it has umlauts, also the spelling
 * with their dots left out, as people type a name whose umlaut they do not have at hand. So
 * "Müller" is stored as "mueller muller" and found by "Müller", "Mueller" and "Muller"; a
 * "Mueller" (spelled so) is found by "Müller" and "Mueller", not by "Muller".
 */
export function searchForms(value: string, max = 900): string {
  const folded = foldText(value);
  const bare = foldText(value.replace(UMLAUT, (c) => c.normalize('NFD')[0]!));
  return (bare === folded ? folded : `${folded} ${bare}`).slice(0, max);
}

/** A media item's `folded_name` (at most 255 characters, as its column). */
export const foldedName = (name: string) => searchForms(name, 255);

/** Escapes LIKE wildcards; use with `escape '\'`. */
export function likePattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Sorting names as a German reader expects (case-insensitive, numbers in order). */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
