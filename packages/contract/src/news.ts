// Mitteilungen: short company news in the intranet on the content engine (issue 32, decision
// 051), as both apps see them: who an item is addressed to, when it expires, and the shape of
// `GET /api/news` with each item's read mark and the person's unread count. The zod rules of an
// item's fields are the subpath `@frischkontor/contract/news` (browser code reads this root).
import { hamburgDay, type DateLike } from './dates.ts';
import { ROLES, type User } from './types.ts';
import type { WikiArticleData, WikiArticleListItem } from './wiki.ts';

/** Who an item is for: all staff, staff holding one of the chosen roles, or customers. */
export const NEWS_AUDIENCES = ['staff', 'roles', 'customers'] as const;
export type NewsAudience = (typeof NEWS_AUDIENCES)[number];

export const NEWS_AUDIENCE_LABELS: Record<NewsAudience, string> = {
  staff: 'Alle Mitarbeitenden',
  roles: 'Ausgewählte Rollen',
  customers: 'Kundinnen und Kunden',
};

/** Response header with the news' content version (changes with every save). */
export const NEWS_VERSION_HEADER = 'X-News-Version';

/** How many items the dashboard shows. */
export const NEWS_DASHBOARD_COUNT = 3;

/** What an item keeps beyond an entry (its `fields`). */
export interface NewsFields {
  audience: NewsAudience;
  /** Role names, for the audience `roles`; empty otherwise. */
  roles: string[];
  /** The last day it is shown (Hamburg), or null. */
  expires_at: string | null;
}

export const NEWS_LABELS = {
  title: 'Titel',
  body: 'Text',
  audience: 'Für wen',
  roles: 'Rollen',
  pinned: 'Oben anheften',
  expires_at: 'Anzeigen bis',
} as const;

/** The fields of a stored item, read defensively (an unknown audience addresses nobody). */
export function newsFieldsOf(fields: Record<string, unknown> | null | undefined): NewsFields {
  const audience = NEWS_AUDIENCES.find((a) => a === fields?.audience);
  const roles = Array.isArray(fields?.roles)
    ? fields.roles.filter((r): r is string => typeof r === 'string')
    : [];
  const expires = typeof fields?.expires_at === 'string' ? fields.expires_at : null;
  return { audience: audience ?? 'roles', roles: audience ? roles : [], expires_at: expires };
}

/** Past its last day (in Hamburg) an item leaves the lists and the dashboard. */
export function isExpired(fields: Pick<NewsFields, 'expires_at'>, now: DateLike = new Date()) {
  return fields.expires_at !== null && fields.expires_at < hamburgDay(now);
}

/**
 * Whether an item is addressed to this person: staff (role `Personal`) read items for all staff
 * and for roles they hold; customers (role `Kunde`) the customers' items; someone who is both
 * reads both. Admins read every item (they may write them).
 */
export function isAddressedTo(
  fields: Pick<NewsFields, 'audience' | 'roles'>,
  user: Pick<User, 'roles'>,
  names: { staff: string; customer: string } = { staff: ROLES.personal, customer: ROLES.kunde },
): boolean {
  const held = new Set(user.roles.map((r) => r.name));
  if (fields.audience === 'customers') return held.has(names.customer);
  if (!held.has(names.staff)) return false;
  return fields.audience === 'staff' || fields.roles.some((r) => held.has(r));
}

/** An item as `GET /api/news` answers it: the entry, its fields, and whether the person read it. */
export type NewsItem = WikiArticleListItem &
  Partial<Pick<WikiArticleData, 'body'>> &
  NewsFields & {
    /** The day it is dated (Hamburg). */
    date: string | null;
    read: boolean;
    expired: boolean;
  };

/** `GET /api/news`: the items addressed to the person (pinned first, then newest) and how many are unread. */
export interface NewsFeed {
  items: NewsItem[];
  unread: number;
  /** Whether the person writes news (and so also reads drafts and expired items). */
  write: boolean;
  /** The person watches the news: a notification for each new item for them (decision 055). */
  watching: boolean;
}
