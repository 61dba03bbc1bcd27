// Lists of the wiki as a reader sees them: cards, categories, related articles and neighbours,
// always over the articles the viewer's group may read (content.server.ts).
import { WIKI_CATEGORIES, categorySlug, type WikiCategory } from './categories';
import { statusLabel, type WikiContent, type WikiEntry } from './content.server';
import type { WikiArticleSummary } from './types';

const summaries = new WeakMap<WikiEntry, WikiArticleSummary>();

/** What a card shows of an article (made once per article version). */
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
    status: statusLabel(entry),
    excerpt: cut,
  };
}

/** The categories the group may see, with how many of its articles each holds. */
export function categoryCounts(content: Pick<WikiContent, 'articles' | 'categories'>) {
  return content.categories.map((category) => ({
    category,
    slug: categorySlug(category),
    count: content.articles.filter((a) => a.meta.category === category).length,
  }));
}

/** A category by its URL form, among those the group may see (a hidden one is unknown). */
export function categoryFromSlug(
  slug: string | null,
  categories: readonly WikiCategory[] = WIKI_CATEGORIES,
): WikiCategory | null {
  if (!slug) return null;
  return categories.find((c) => categorySlug(c) === slug) ?? null;
}

/** Same category and shared keywords first; never the article itself. */
export function relatedArticles(
  entry: WikiEntry,
  all: readonly WikiEntry[],
  count = 4,
): WikiEntry[] {
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
export function neighbours(entry: WikiEntry, all: readonly WikiEntry[]) {
  const inCategory = all.filter((a) => a.meta.category === entry.meta.category);
  const index = inCategory.findIndex((a) => a.slug === entry.slug);
  return { previous: inCategory[index - 1] ?? null, next: inCategory[index + 1] ?? null };
}
