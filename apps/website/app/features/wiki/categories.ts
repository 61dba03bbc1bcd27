// The wiki's categories live in the contract (the backend checks them too).
import type { WikiCategory } from '@frischkontor/contract';

export { WIKI_CATEGORIES, type WikiCategory } from '@frischkontor/contract';

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
