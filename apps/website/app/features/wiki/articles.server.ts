// The staff wiki: Markdown in content/wiki, read only here, on the server. Its text, index
// and images leave the server only in responses to signed-in staff (guarded routes).
import { defineCollection, type Entry } from '~/platform/content/collection.server';
import { WIKI_CATEGORIES, categorySlug, type WikiCategory } from './categories';
import { wikiArticleSchema, type WikiArticleMeta } from './schema.server';
import type { WikiArticleSummary } from './types';

export const WIKI_IMAGE_ROUTE = '/intern/wiki/bilder';

/** Slugs that are routes of their own under /intern/wiki. */
const RESERVED = new Set(['suche', 'bilder']);

export const wikiArticles = defineCollection({
  folder: 'wiki',
  schema: wikiArticleSchema,
  render: () => ({
    headingAnchors: true,
    resolveImage: (src) => `${WIKI_IMAGE_ROUTE}/${src.replace(/^\.?\/?images\//, '')}`,
  }),
  sort: (a, b) => a.meta.title.localeCompare(b.meta.title, 'de'),
});

export type WikiEntry = Entry<WikiArticleMeta>;

const summaries = new WeakMap<WikiEntry, WikiArticleSummary>();

/** What a card shows of an article (made once per article). */
export function summarize(entry: WikiEntry): WikiArticleSummary {
  let summary = summaries.get(entry);
  if (!summary) summaries.set(entry, (summary = makeSummary(entry)));
  return summary;
}

function makeSummary(entry: WikiEntry): WikiArticleSummary {
  const text = entry.content.text;
  const cut = text.length > 180 ? `${text.slice(0, 180).replace(/\s+\S*$/, '')} …` : text;
  return {
    slug: entry.slug,
    title: entry.meta.title,
    category: entry.meta.category,
    keywords: entry.meta.keywords,
    updated: entry.meta.updated,
    pinned: entry.meta.pinned,
    draft: entry.meta.draft,
    excerpt: cut,
  };
}

/** Articles a reader may see: drafts only for admins. */
export async function visibleArticles(includeDrafts: boolean): Promise<WikiEntry[]> {
  const all = await wikiArticles.all();
  for (const entry of all) {
    if (RESERVED.has(entry.slug))
      throw new Error(`wiki/${entry.slug}.md: "${entry.slug}" is a reserved route name`);
  }
  return includeDrafts ? all : all.filter((e) => !e.meta.draft);
}

export async function categoryCounts(includeDrafts: boolean) {
  const articles = await visibleArticles(includeDrafts);
  return WIKI_CATEGORIES.map((category) => ({
    category,
    slug: categorySlug(category),
    count: articles.filter((a) => a.meta.category === category).length,
  }));
}

export function categoryFromSlug(slug: string | null): WikiCategory | null {
  if (!slug) return null;
  return WIKI_CATEGORIES.find((c) => categorySlug(c) === slug) ?? null;
}

/** Same category and shared keywords first; never the article itself. */
export function relatedArticles(entry: WikiEntry, all: WikiEntry[], count = 4): WikiEntry[] {
  const keywords = new Set(entry.meta.keywords.map((k) => k.toLowerCase()));
  return all
    .filter((other) => other.slug !== entry.slug)
    .map((other) => {
      const shared = other.meta.keywords.filter((k) => keywords.has(k.toLowerCase())).length;
      const sameCategory = other.meta.category === entry.meta.category ? 2 : 0;
      return { other, score: shared * 3 + sameCategory };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.other.meta.title.localeCompare(b.other.meta.title, 'de'))
    .slice(0, count)
    .map((x) => x.other);
}

/** Previous and next article within the same category, alphabetically. */
export function neighbours(entry: WikiEntry, all: WikiEntry[]) {
  const inCategory = all.filter((a) => a.meta.category === entry.meta.category);
  const index = inCategory.findIndex((a) => a.slug === entry.slug);
  return { previous: inCategory[index - 1] ?? null, next: inCategory[index + 1] ?? null };
}
