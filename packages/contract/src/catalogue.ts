// The media library's catalogues: offer flyers, recipe cards and product specifications are
// files with details (title, validity, category, allergens …) that visitors read instead of
// file and folder names. The administration edits the details; the website lists by them.
import { EU_ALLERGENS, type Allergen } from './recipes.ts';

/** Where each catalogue lives in the media library. */
export const CATALOGUE_ROOTS = {
  offers: 'domain/angebote',
  recipes: 'domain/rezepte',
  specifications: 'domain/spezifikationen',
} as const;

export type CatalogueKind = keyof typeof CATALOGUE_ROOTS;

/** The catalogue a media path belongs to, or null for ordinary documents. */
export function catalogueOf(path: string): CatalogueKind | null {
  for (const [kind, root] of Object.entries(CATALOGUE_ROOTS) as [CatalogueKind, string][])
    if (path === root || path.startsWith(`${root}/`)) return kind;
  return null;
}

/** What a visitor reads about a file; every field may be empty. */
export interface MediaDetails {
  title: string | null;
  description: string | null;
  /** ISO dates (YYYY-MM-DD), both inclusive. */
  valid_from: string | null;
  valid_until: string | null;
  tags: string[];
  /** Recipe category or product group. */
  category: string | null;
  portions: string | null;
  allergens: Allergen[];
  /** Recipes: one ingredient per entry, searched by the website. */
  ingredients: string[];
  /** Specifications: the article number from delivery note and invoice. */
  article_no: string | null;
}

export const EMPTY_DETAILS: MediaDetails = {
  title: null,
  description: null,
  valid_from: null,
  valid_until: null,
  tags: [],
  category: null,
  portions: null,
  allergens: [],
  ingredients: [],
  article_no: null,
};

export const PRODUCT_GROUPS = [
  'Rind',
  'Schwein',
  'Kalb und Lamm',
  'Geflügel',
  'Wurst und Aufschnitt',
  'Tiefkühlkost',
  'Maxi France',
] as const;

export function isAllergen(value: string): value is Allergen {
  return (EU_ALLERGENS as readonly string[]).includes(value);
}

/** The name a visitor reads: the title, else the file name without its extension. */
export function displayTitle(name: string, details: Pick<MediaDetails, 'title'> | undefined) {
  return details?.title?.trim() || name.replace(/\.[a-z0-9]{1,10}$/i, '');
}
