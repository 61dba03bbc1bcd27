import { can, hamburgDay, PERMISSIONS } from '@frischkontor/contract';
import { type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { requireRole } from '~/platform/guards/viewer.server';
import { categorySlug } from '~/features/wiki';
import { articleReviewOf, reviewedOutcomeOf } from '~/features/wiki-review-dates';
import {
  categoryCounts,
  categoryFromSlug,
  countWikiSearch,
  neighbours,
  relatedArticles,
  searchWiki,
  summarize,
  wikiArticleFor,
  wikiFor,
  type WikiContent,
} from '~/features/wiki/index.server';
import { pageNotFound } from '~/platform/errors/not-found';

function notFound(url: URL): never {
  throw pageNotFound(url.pathname);
}

/**
 * The wiki as this viewer may read it (staff only; the backend decides per article). A backend
 * that refuses the viewer altogether answers like an unknown address; one that is down, 503.
 */
export async function viewerWiki(args: LoaderFunctionArgs): Promise<WikiContent> {
  const viewer = await wikiViewer(args);
  return askBackend(args.url, () => wikiFor(viewer), { notFound: true });
}

async function wikiViewer(args: LoaderFunctionArgs) {
  const { user } = await requireRole(args, 'personal');
  return { request: args.request, context: args.context, user };
}

export async function wikiIndexLoader(args: LoaderFunctionArgs) {
  const { url } = args;
  const wiki = await viewerWiki(args);
  const { user } = await requireRole(args, 'personal');
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const categoryParam = url.searchParams.get('kategorie');
  const category = categoryFromSlug(categoryParam, wiki.categories);
  const articles = wiki.articles.map(summarize);

  const byUpdate = [...articles].sort((a, b) => b.updated.localeCompare(a.updated));
  const results = q ? searchWiki(wiki.search, q, { category, limit: 30 }) : null;
  countWikiSearch(args.request, args.context, {
    query: q,
    hits: results?.hits.length ?? 0,
    before: url.searchParams.get('vorher'),
  });
  return {
    // Permissions are part of the access group that shares this page (decision 009).
    canWrite: can(user, PERMISSIONS.wikiWrite),
    canLimitCategories: can(user, PERMISSIONS.wikiAdmin),
    // What waits for a decision, for those who make it (the wiki they read holds it).
    inReview: can(user, PERMISSIONS.wikiPublish)
      ? wiki.articles.filter((a) => a.meta.status === 'review').length
      : null,
    seo: {
      title: 'Wiki',
      description:
        'Abläufe, Anleitungen und Wissen aus allen Abteilungen von Hallberg Frischdienst.',
      noindex: true,
    },
    q,
    category: category ? { name: category, slug: categorySlug(category) } : null,
    unknownCategory: !!categoryParam && !category,
    categories: categoryCounts(wiki),
    total: articles.length,
    pinned: articles.filter((a) => a.pinned),
    recent: byUpdate.slice(0, 6),
    results,
    list: !q && category ? articles.filter((a) => a.category === category) : null,
  };
}

export async function wikiArticleLoader(args: LoaderFunctionArgs) {
  const { params, url } = args;
  const viewer = await wikiViewer(args);
  const { user } = viewer;
  // Missing, unpublished for a reader, limited to other roles: the same answer. An article
  // published a second ago elsewhere is asked for once more (wikiArticleFor).
  const found = await askBackend(url, () => wikiArticleFor(viewer, params.slug ?? ''), {
    notFound: true,
  });
  if (!found) notFound(url);
  const { article: entry, content: wiki } = found;
  const { previous, next } = neighbours(entry, wiki.articles);
  return {
    // Published articles change only through publishers (decision 022); permissions are part
    // of the access group that shares this page (decision 009).
    canEdit:
      can(user, PERMISSIONS.wikiPublish) ||
      (can(user, PERMISSIONS.wikiWrite) &&
        (entry.meta.status === 'draft' || entry.meta.status === 'review')),
    canWrite: can(user, PERMISSIONS.wikiWrite),
    seo: { title: entry.meta.title, description: entry.meta.description, noindex: true },
    article: {
      ...summarize(entry),
      categorySlug: categorySlug(entry.meta.category),
      banner: entry.meta.banner,
      updatedBy: entry.meta.updatedBy,
      author: entry.meta.author,
      reviewedBy: entry.meta.reviewedBy,
      // Owner and „prüfen bis“ (decision 054): the same for everyone in the access group.
      review: entry.meta.draft ? null : articleReviewOf(entry.meta.review, hamburgDay()),
      html: entry.content.html,
      headings: entry.content.headings,
    },
    // What „Geprüft, unverändert“ came to (the address says it: part of the kept page's key).
    reviewed: reviewedOutcomeOf(url),
    related: relatedArticles(entry, wiki.articles).map(summarize),
    previous: previous && { slug: previous.slug, title: previous.meta.title },
    next: next && { slug: next.slug, title: next.meta.title },
  };
}
