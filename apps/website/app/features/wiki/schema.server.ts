import { z } from 'zod';
import { WIKI_CATEGORIES } from './categories';

const keywordList = z.array(z.string().min(2)).min(3).max(12);

/**
 * Frontmatter of a wiki article (content/wiki/<slug>.md, docs/product.md#wiki). `description` is
 * the category followed by comma-separated keywords: "IT, VPN, Homeoffice, Fernzugriff".
 */
export const wikiArticleSchema = z
  .object({
    title: z.string().min(5).max(90),
    description: z.string().min(10),
    category: z.enum(WIKI_CATEGORIES),
    keywords: keywordList,
    /** Banner image file in content/wiki/images/. */
    image: z.string().regex(/^[a-z0-9-]+\.(svg|png|jpe?g|webp)$/),
    updated: z.coerce.date().transform((d) => d.toISOString().slice(0, 10)),
    pinned: z.boolean().default(false),
    draft: z.boolean().default(false),
  })
  .refine((a) => a.description.startsWith(`${a.category},`), {
    message: 'description must start with the category followed by a comma',
    path: ['description'],
  });

export type WikiArticleMeta = z.output<typeof wikiArticleSchema>;
