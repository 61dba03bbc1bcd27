import { SAMPLE_RECIPE } from '@frischkontor/contract';
import type { PageData } from '~/components/sections/blocks';
import { contentPage } from '~/platform/content/pages.server';

const page = contentPage('foodservice.rezepte');

/** The page, its example table filled with the sample card's ingredients (one source: the contract). */
export function rezeptePage(): PageData {
  const { seo, blocks } = page();
  return {
    seo,
    blocks: blocks.map((b) =>
      b.type === 'table' && b.id === 'beispielkarte'
        ? { ...b, rows: SAMPLE_RECIPE.ingredients }
        : b,
    ),
  };
}
