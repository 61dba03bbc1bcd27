// The catalogues' rules, the same on server and in tests: which flyer is current, and what a
// search and the filters (category, „ohne“ allergens) leave of recipes and products.
import { EU_ALLERGENS, foldGerman, isAllergen, type Allergen } from '@frischkontor/contract';
import type { MediaEntry } from './types';

export interface OfferShelves {
  /** Valid today, or without dates: newest first. */
  current: MediaEntry[];
  /** Published ahead of their first day (the flyer for next week appears on Thursday). */
  upcoming: MediaEntry[];
  /** Ended: newest first, a dated list. */
  archive: MediaEntry[];
}

const newestFirst = (a: MediaEntry, b: MediaEntry) =>
  (b.details.valid_from ?? b.updatedAt).localeCompare(a.details.valid_from ?? a.updatedAt);

/** Sorts flyers by their validity on `today` (an ISO date in Hamburg). */
export function arrangeOffers(items: readonly MediaEntry[], today: string): OfferShelves {
  const shelves: OfferShelves = { current: [], upcoming: [], archive: [] };
  for (const item of items) {
    if (item.isFolder) continue;
    const { valid_from: from, valid_until: until } = item.details;
    if (until && until < today) shelves.archive.push(item);
    else if (from && from > today) shelves.upcoming.push(item);
    else shelves.current.push(item);
  }
  shelves.current.sort(newestFirst);
  shelves.upcoming.sort((a, b) => -newestFirst(a, b));
  shelves.archive.sort(newestFirst);
  return shelves;
}

export interface CatalogueFilter {
  search: string;
  /** A recipe category or product group; '' for all. */
  category: string;
  /** Allergens the visitor wants to avoid. */
  without: Allergen[];
}

/** The query parameters of a catalogue's filter (wiring/page-parameters.ts keeps a page per filter). */
export const CATALOGUE_FILTER_PARAMS = ['suche', 'kategorie', 'ohne'] as const;

/** The filter from the query string (`suche`, `kategorie`, `ohne` repeated); odd values dropped. */
export function catalogueFilter(url: URL): CatalogueFilter {
  const params = url.searchParams;
  return {
    search: (params.get('suche') ?? '').trim().slice(0, 100),
    category: (params.get('kategorie') ?? '').trim().slice(0, 80),
    without: EU_ALLERGENS.filter((a) =>
      params.getAll('ohne').some((v) => v === a && isAllergen(v)),
    ),
  };
}

export function isFiltered(filter: CatalogueFilter): boolean {
  return !!filter.search || !!filter.category || filter.without.length > 0;
}

/** Every word of the search in the entry's text (German folding: „Hähnchen“ = „haehnchen“). */
function matches(search: string, text: string): boolean {
  const words = foldGerman(search).split(/\s+/).filter(Boolean);
  const haystack = foldGerman(text);
  return words.every((word) => haystack.includes(word));
}

/** The entry's searchable text: title, name, article number, category, tags and ingredients. */
function searchText(entry: MediaEntry): string {
  const d = entry.details;
  return [entry.title, entry.name, d.article_no, d.category, ...d.tags, ...d.ingredients]
    .filter(Boolean)
    .join(' ');
}

export function filterCatalogue(
  items: readonly MediaEntry[],
  filter: CatalogueFilter,
): MediaEntry[] {
  return items
    .filter(
      (item) =>
        !item.isFolder &&
        (!filter.category || item.details.category === filter.category) &&
        !filter.without.some((a) => item.details.allergens.includes(a)) &&
        (!filter.search || matches(filter.search, searchText(item))),
    )
    .sort((a, b) => a.title.localeCompare(b.title, 'de'));
}

/** The categories the catalogue uses, in the order given, then any others alphabetically. */
export function categoriesOf(items: readonly MediaEntry[], order: readonly string[]): string[] {
  const used = new Set(items.map((i) => i.details.category).filter((c): c is string => !!c));
  const known = order.filter((c) => used.has(c));
  const others = [...used]
    .filter((c) => !order.includes(c))
    .sort((a, b) => a.localeCompare(b, 'de'));
  return [...known, ...others];
}

/** „7 Rezepte“ or „1 Rezept“, and after „von“ the dative: „4 von 7 Rezepten“. */
export function resultLine(shown: number, all: number, one: string, many: string): string {
  const count = (n: number, dative: boolean) =>
    `${n} ${n === 1 ? one : dative ? `${many}n` : many}`;
  return shown === all ? count(all, false) : `${shown} von ${count(all, true)}`;
}
