// The wiki's categories live in the contract (the backend checks them too).
import { slugify, type WikiCategory } from '@frischkontor/contract';

export { WIKI_CATEGORIES, type WikiCategory } from '@frischkontor/contract';

/** URL form of a category: `?kategorie=hr-buchhaltung`. */
export function categorySlug(category: WikiCategory): string {
  return slugify(category);
}
