// The wiki's eleven categories (spec section 2), in the order the index shows them.
export const WIKI_CATEGORIES = [
  'Allgemeines',
  'Fleisch',
  'Einkauf',
  'Vertrieb',
  'Marketing',
  'Lager',
  'Logistik',
  'Werkstatt',
  'IT',
  'Entwicklung',
  'HR / Buchhaltung',
] as const;

export type WikiCategory = (typeof WIKI_CATEGORIES)[number];

/** URL form of a category: `?kategorie=hr-buchhaltung`. */
export function categorySlug(category: WikiCategory): string {
  return category
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
