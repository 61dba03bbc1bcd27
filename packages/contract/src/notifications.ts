// A person's notifications and what they watch (issue 32, item 4; decision 055):
// `GET /api/notifications`, the bell's `GET /api/notifications/unread`, marking read; watching a
// wiki article, a wiki category or the news.
import type { Paginated, PaginationMeta } from './types.ts';

/** One notification of the person: what happened, and where it leads on the website. */
export interface PersonNotification {
  id: number;
  /** `wiki.changed`, `news.published`, `reading.requested`, `review.submitted`, `wiki.published` … */
  type: string;
  title: string;
  body: string;
  /** A path on the website (`/intern/wiki/…`), or null. */
  link: string | null;
  read_at: string | null;
  created_at: string;
}

/** `GET /api/notifications`: newest first, a page, and how many are unread. */
export interface NotificationPage extends Paginated<PersonNotification> {
  meta: PaginationMeta & { unread: number };
}

/** `POST /api/notifications/{id}/read`: the unread count, and where the notification leads. */
export interface ReadNotification {
  unread: number;
  link: string | null;
}

/** What one watches: an article (by its address), a wiki category (its key), the news. */
export const WATCH_KINDS = ['article', 'category', 'news'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];

/**
 * `GET /api/wiki/watches`: the articles the person watches and may read, and every category
 * they may read with whether they watch it.
 */
export interface WikiWatches {
  articles: { slug: string; title: string }[];
  categories: { name: string; watching: boolean }[];
}

/**
 * `GET` and `PUT /api/notifications/settings`: a mail for each notification, or none; the news'
 * weekly digest by mail (Monday morning), or not. A `PUT` may give either.
 */
export interface NotificationSettings {
  mail: boolean;
  digest: boolean;
}

/** The answer to watching or no longer watching. */
export interface WatchState {
  watching: boolean;
}

/** How long a watcher's mail waits, so that reading the notification first takes it back. */
export const WATCH_MAIL_DELAY_MS = 10 * 60 * 1000;
