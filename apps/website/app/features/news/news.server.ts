// What the intranet reads of the news (decision 051): the person's items from `GET /api/news`
// (the backend decides who reads what and keeps the read marks), one item, which the page marks
// read, „Alle als gelesen markieren“, and the newest items for the dashboard. Staff and
// customers open these pages (the guard's rule `kunde-oder-personal`); writers see drafts and
// expired items too.
import {
  can,
  NEWS_AUDIENCE_LABELS,
  NEWS_DASHBOARD_COUNT,
  newsFieldsOf,
  isExpired,
  PERMISSIONS,
  type NewsFeed,
  type NewsFields,
  type User,
  type WikiArticleData,
} from '@frischkontor/contract';
import type { ApiClient } from '@frischkontor/helium-client';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { formText, readForm } from '@frischkontor/server-kit';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { renderMarkdownFull } from '~/platform/content/markdown.server';
import type { Viewer } from '~/platform/context/viewer';
import { passesRoleRule } from '~/platform/guards/role-rules';
import { requireRole } from '~/platform/guards/viewer.server';
import type { NewsCard } from './card';

const UNAVAILABLE =
  'Die Mitteilungen sind gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.';

/** Whom an item is for, as writers read it. */
export function audienceText(fields: Pick<NewsFields, 'audience' | 'roles'>): string {
  return fields.audience === 'roles'
    ? `Rollen: ${fields.roles.join(', ')}`
    : NEWS_AUDIENCE_LABELS[fields.audience];
}

const writes = (user: User) => can(user, PERMISSIONS.newsWrite);

function card(item: NewsFeed['items'][number]): NewsCard {
  return {
    slug: item.slug,
    title: item.title,
    date: item.date,
    pinned: item.pinned,
    read: item.read,
    expired: item.expired,
    draft: item.status !== 'published',
    audience: audienceText(item),
  };
}

/** `/intern/neuigkeiten`: the person's items; writers' drafts and expired items apart. */
export async function newsListLoader(args: LoaderFunctionArgs) {
  const viewer = await requireRole(args, 'kunde-oder-personal');
  const write = writes(viewer.user);
  const api = backendFor(args.request, args.context);
  const { data: feed } = await askBackend(args.url, () =>
    api.get<{ data: NewsFeed }>('/news', write ? { all: 1 } : undefined),
  );
  const cards = feed.items.map(card);
  return {
    seo: {
      title: 'Mitteilungen',
      description: 'Neuigkeiten aus dem Unternehmen für Sie.',
      noindex: true,
    },
    items: cards.filter((c) => !c.draft && !c.expired),
    // Writers keep drafts and items past their last day in view (the history is theirs).
    others: write ? cards.filter((c) => c.draft || c.expired) : [],
    unread: feed.unread,
    watching: feed.watching,
    write,
  };
}

/**
 * „Alle als gelesen markieren“, and watching the news („Benachrichtigen bei neuen
 * Mitteilungen“, decision 055): plain forms, they work without JavaScript.
 */
export async function newsListAction(args: ActionFunctionArgs) {
  const url = new URL(args.request.url);
  await requireRole({ ...args, url }, 'kunde-oder-personal');
  const api = backendFor(args.request, args.context);
  const form = await readForm(args.request);
  return askBackend(
    url,
    async () => {
      if (formText(form, 'intent') === 'beobachten') {
        const watching = formText(form, 'on') === '1';
        await api.send('PUT', '/news/watch', { body: { watching } });
        return {
          ok: true,
          message: watching
            ? 'Sie werden bei neuen Mitteilungen benachrichtigt.'
            : 'Sie werden nicht mehr bei neuen Mitteilungen benachrichtigt.',
        };
      }
      await api.send('POST', '/news/read', { body: {} });
      return { ok: true, message: 'Alle Mitteilungen sind als gelesen markiert.' };
    },
    { unavailable: () => ({ ok: false, message: UNAVAILABLE }) },
  );
}

/** `/intern/neuigkeiten/{slug}`: one item, marked read as it is opened. */
export async function newsItemLoader(args: LoaderFunctionArgs) {
  const viewer = await requireRole(args, 'kunde-oder-personal');
  const slug = String(args.params.slug ?? '');
  const api = backendFor(args.request, args.context);
  const { data: item } = await askBackend(
    args.url,
    () =>
      api.get<{ data: WikiArticleData & { date: string | null; fields: unknown } }>(
        `/news/posts/${encodeURIComponent(slug)}`,
      ),
    { notFound: true },
  );
  const fields = newsFieldsOf(item.fields as Record<string, unknown> | null);
  const published = item.status === 'published' && !isExpired(fields);
  // Opening it marks it read; a mark that fails leaves the item unread, the page stands.
  if (published)
    await api
      .send('POST', `/news/posts/${encodeURIComponent(slug)}/read`, { body: {} })
      .catch(() => undefined);
  return {
    seo: { title: item.title, description: 'Eine Mitteilung im internen Bereich.', noindex: true },
    item: {
      slug: item.slug,
      title: item.title,
      date: item.date,
      pinned: item.pinned,
      html: renderMarkdownFull(item.body).html,
      draft: item.status !== 'published',
      expired: isExpired(fields),
      audience: audienceText(fields),
    },
    write: writes(viewer.user),
  };
}

/** The dashboard's newest items and the unread count; null for whom the news are not, or when the backend does not answer. */
export async function dashboardNews(
  viewer: Viewer,
  api: ApiClient,
): Promise<{ items: NewsCard[]; unread: number } | null> {
  if (!passesRoleRule(viewer.user, 'kunde-oder-personal')) return null;
  try {
    const { data } = await api.get<{ data: NewsFeed }>('/news');
    return { items: data.items.slice(0, NEWS_DASHBOARD_COUNT).map(card), unread: data.unread };
  } catch {
    // The news are a part of the overview: it stands without them.
    return null;
  }
}
