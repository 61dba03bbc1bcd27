import { isAdmin } from '@frischkontor/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
import { requireRole } from '~/platform/guards/viewer.server';
import { categorySlug } from '~/features/wiki';
import {
  categoryCounts,
  categoryFromSlug,
  neighbours,
  relatedArticles,
  summarize,
  visibleArticles,
  WIKI_IMAGE_ROUTE,
  wikiArticles,
  searchWiki,
} from '~/features/wiki/index.server';

export async function wikiIndexLoader(args: LoaderFunctionArgs) {
  const { url } = args;
  const { user } = await requireRole(args, 'personal');
  const includeDrafts = isAdmin(user);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const categoryParam = url.searchParams.get('kategorie');
  const category = categoryFromSlug(categoryParam);
  const articles = (await visibleArticles(includeDrafts)).map(summarize);

  const byUpdate = [...articles].sort((a, b) => b.updated.localeCompare(a.updated));
  return {
    seo: {
      title: 'Wiki',
      description:
        'Abläufe, Anleitungen und Wissen aus allen Abteilungen von Hallberg Frischdienst.',
      noindex: true,
    },
    q,
    category: category ? { name: category, slug: categorySlug(category) } : null,
    unknownCategory: !!categoryParam && !category,
    categories: await categoryCounts(includeDrafts),
    total: articles.length,
    pinned: articles.filter((a) => a.pinned),
    recent: byUpdate.slice(0, 6),
    results: q ? await searchWiki(q, { category, includeDrafts, limit: 30 }) : null,
    list: !q && category ? articles.filter((a) => a.category === category) : null,
  };
}

export async function wikiArticleLoader(args: LoaderFunctionArgs) {
  const { params, url } = args;
  const { user } = await requireRole(args, 'personal');
  const includeDrafts = isAdmin(user);
  const entry = await wikiArticles.get(params.slug ?? '');
  // Drafts exist only for admins: everyone else gets the same answer as for a missing slug.
  if (!entry || (entry.meta.draft && !includeDrafts))
    throw data(`Page Not Found: ${url.pathname}`, { status: 404 });
  const all = await visibleArticles(includeDrafts);
  const { previous, next } = neighbours(entry, all);
  return {
    seo: { title: entry.meta.title, description: entry.meta.description, noindex: true },
    article: {
      ...summarize(entry),
      categorySlug: categorySlug(entry.meta.category),
      banner: `${WIKI_IMAGE_ROUTE}/${entry.meta.image}`,
      html: entry.content.html,
      headings: entry.content.headings,
    },
    related: relatedArticles(entry, all).map(summarize),
    previous: previous && { slug: previous.slug, title: previous.meta.title },
    next: next && { slug: next.slug, title: next.meta.title },
  };
}
