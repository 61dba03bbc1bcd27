// The person's notifications and what they watch (issue 32, item 4; decision 055), on the
// backend's `/api/notifications`, `/api/news/watch` and `/api/wiki/watches`: the list with
// „Als gelesen markieren“ one by one or all, opening one (read, then on to where it leads), the
// bell's count, and the settings: the news, the wiki's categories, articles, mail. Every form
// works without JavaScript.
import {
  type NewsFeed,
  type NotificationPage,
  type NotificationSettings,
  type ReadNotification,
  type UnreadNotifications,
  type User,
  type WikiWatches,
} from '@frischkontor/contract';
import type { ApiClient } from '@frischkontor/helium-client';
import { formText, readForm } from '@frischkontor/server-kit';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { passesRoleRule } from '~/platform/guards/role-rules';
import { requireViewer } from '~/platform/guards/viewer.server';

export const NOTIFICATIONS_PATH = '/intern/benachrichtigungen';

const UNAVAILABLE =
  'Die Benachrichtigungen sind gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.';

export interface NotificationsAnswer {
  ok: boolean;
  message: string;
}

// As the intranet's pages for news and the wiki let people in (the access table's rules).
const readsNews = (user: User) => passesRoleRule(user, 'kunde-oder-personal');
const readsWiki = (user: User) => passesRoleRule(user, 'personal');

/** `/intern/benachrichtigungen?seite=N`: the list, newest first, and what the person watches. */
export async function notificationsLoader(args: LoaderFunctionArgs & { url: URL }) {
  const viewer = await requireViewer(args);
  const api = backendFor(args.request, args.context);
  const page = Math.max(1, Number(args.url.searchParams.get('seite')) || 1);
  const [list, settings, news, wiki] = await askBackend(args.url, () =>
    Promise.all([
      api.get<NotificationPage>('/notifications', { page }),
      api.get<{ data: NotificationSettings }>('/notifications/settings'),
      readsNews(viewer.user) ? api.get<{ data: NewsFeed }>('/news') : null,
      readsWiki(viewer.user) ? api.get<{ data: WikiWatches }>('/wiki/watches') : null,
    ]),
  );
  return {
    seo: {
      title: 'Benachrichtigungen',
      description: 'Was sich in dem getan hat, was Sie beobachten.',
      noindex: true,
    },
    items: list.data,
    unread: list.meta.unread,
    meta: list.meta,
    mail: settings.data.mail,
    digest: settings.data.digest,
    news: news ? news.data.watching : null,
    wiki: wiki?.data ?? null,
  };
}

/** Only paths of this website: a notification never leads elsewhere. */
const ownPath = (link: string | null | undefined) =>
  link && link.startsWith('/intern/') && !link.startsWith('//') ? link : NOTIFICATIONS_PATH;

/** `/intern/benachrichtigungen/{id}`: opening one marks it read and leads on to its page. */
export async function openNotificationLoader(args: LoaderFunctionArgs & { url: URL }) {
  await requireViewer(args);
  const id = String(args.params.id ?? '');
  if (!/^[1-9]\d{0,9}$/.test(id)) return redirect(NOTIFICATIONS_PATH);
  const api = backendFor(args.request, args.context);
  const read = await askBackend(
    args.url,
    () => api.send<ReadNotification>('POST', `/notifications/${id}/read`),
    { notFound: true },
  );
  return redirect(ownPath(read.link));
}

/** `/intern/benachrichtigungen/ungelesen.json`: the bell's count. */
export async function unreadLoader(args: LoaderFunctionArgs & { url: URL }) {
  await requireViewer(args);
  const api = backendFor(args.request, args.context);
  const unread = await api
    .get<UnreadNotifications>('/notifications/unread')
    .then((answer) => answer.unread)
    .catch(() => null);
  return data({ unread }, { headers: { 'Cache-Control': 'private, no-store' } });
}

async function saveSettings(api: ApiClient, form: FormData, user: User) {
  const digest = readsNews(user) ? { digest: form.get('digest') === 'ja' } : {};
  await api.send('PUT', '/notifications/settings', {
    body: { mail: form.get('mail') === 'ja', ...digest },
  });
  if (readsNews(user))
    await api.send('PUT', '/news/watch', { body: { watching: form.get('news') === 'ja' } });
  if (readsWiki(user)) {
    const { data: wiki } = await api.get<{ data: WikiWatches }>('/wiki/watches');
    const wanted = new Set(form.getAll('kategorie').map(String));
    for (const category of wiki.categories)
      if (category.watching !== wanted.has(category.name))
        await api.send('PUT', '/wiki/watches/categories', {
          body: { category: category.name, watching: wanted.has(category.name) },
        });
  }
}

/** Marking read, one or all; no longer watching an article; the settings. */
export async function notificationsAction(args: ActionFunctionArgs & { url: URL }) {
  const viewer = await requireViewer(args);
  const api = backendFor(args.request, args.context);
  const form = await readForm(args.request);
  const intent = formText(form, 'intent');
  const answer = (message: string) => ({ ok: true, message }) satisfies NotificationsAnswer;
  return askBackend(
    args.url,
    async () => {
      switch (intent) {
        case 'read': {
          const id = formText(form, 'id');
          if (/^[1-9]\d{0,9}$/.test(id)) await api.send('POST', `/notifications/${id}/read`);
          return answer('Die Benachrichtigung ist als gelesen markiert.');
        }
        case 'read-all':
          await api.send('POST', '/notifications/read-all');
          return answer('Alle Benachrichtigungen sind als gelesen markiert.');
        case 'unwatch': {
          const slug = formText(form, 'slug');
          if (/^[a-z0-9-]{1,200}$/.test(slug))
            await api.send('DELETE', `/wiki/articles/${slug}/watch`);
          return answer(`„${formText(form, 'title')}“ wird nicht mehr beobachtet.`);
        }
        case 'settings':
          await saveSettings(api, form, viewer.user);
          return answer('Gespeichert.');
        default:
          return data<NotificationsAnswer>(
            { ok: false, message: 'Das kennen wir nicht.' },
            { status: 400 },
          );
      }
    },
    {
      unavailable: () =>
        data<NotificationsAnswer>({ ok: false, message: UNAVAILABLE }, { status: 503 }),
      refused: (error) =>
        data<NotificationsAnswer>(
          {
            ok: false,
            message:
              error.status === 404 ? 'Diese Benachrichtigung gibt es nicht mehr.' : error.message,
          },
          { status: error.status >= 500 ? 502 : error.status },
        ),
    },
  );
}
