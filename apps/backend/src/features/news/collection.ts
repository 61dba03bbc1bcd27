// The collection `news` (decision 051): who reads an item (its audience, its last day), what a
// save must hold, and the person's own routes (the feed with read marks, marking items read).
import {
  can,
  hasRole,
  isAddressedTo,
  isAdmin,
  isExpired,
  hamburgDay,
  NEWS_LABELS,
  NEWS_VERSION_HEADER,
  newsFieldsOf,
  PERMISSIONS,
  ROLES,
  type NewsFeed,
  type NewsItem,
  type User,
  type WatchState,
} from '@frischkontor/contract';
import { newsFieldsSchema } from '@frischkontor/contract/news';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { WikiArticleRow } from '../../db/schema';
import { HttpError, MESSAGES, notFound, ValidationError } from '../../http/errors';
import { loadAccount } from '../../accounts/account';
import { bodyOf, flag, queryOf, validate } from '../../http/validation';
import {
  SLUG,
  stateOf,
  type Collection,
  type CollectionEnv,
  type EntryChange,
  type EntryInput,
  inputsOf,
  type Reader,
} from '../content';
import { createWatches, tell, withdraw } from '../watching';
import { createNewsReads } from './store';

/** A news reader: the engine's reader and the person's roles, which an item's audience names. */
export interface NewsReader extends Reader {
  user: Pick<User, 'roles'>;
}

/**
 * The reader behind a session, asked before anything is loaded: guests 401, accounts not yet
 * complete the account's 403; staff, customers and writers read, anyone else gets 403 as the
 * intranet gives them.
 */
export async function newsReaderOf(
  ctx: AppContext,
  req: Request,
  res: Response,
): Promise<NewsReader> {
  const { user } = await ctx.guards.requireFullAccount(req, res);
  if (!mayReadNews(user)) throw new HttpError(403, MESSAGES.forbidden);
  return readerOfUser(user);
}

/** Staff, customers and writers read news. */
export function mayReadNews(user: User): boolean {
  return (
    can(user, PERMISSIONS.newsWrite) || hasRole(user, ROLES.personal) || hasRole(user, ROLES.kunde)
  );
}

export function readerOfUser(user: User): NewsReader {
  const write = can(user, PERMISSIONS.newsWrite);
  return {
    userId: Number(user.id),
    roleIds: new Set(user.roles.map((r) => Number(r.id))),
    write,
    publish: write,
    admin: isAdmin(user),
    hiddenCategories: new Set(),
    user,
  };
}

const fieldsOf = (entry: WikiArticleRow) => newsFieldsOf(stateOf(entry).fields);

/** Whether the item is in the person's feed: published, not past its last day, addressed to them. */
export function inFeed(reader: Reader, entry: WikiArticleRow, now = new Date()): boolean {
  const fields = fieldsOf(entry);
  if (entry.status !== 'published' || isExpired(fields, now)) return false;
  return reader.admin || isAddressedTo(fields, (reader as NewsReader).user);
}

/** Pinned first, then newest (the day it is dated, then the time it was made). */
function pinnedThenNewest(a: WikiArticleRow, b: WikiArticleRow) {
  return (
    b.pinned - a.pinned ||
    (b.date ?? '').localeCompare(a.date ?? '') ||
    b.created_at.localeCompare(a.created_at)
  );
}

const required = (label: string) => `Bitte „${label}“ ausfüllen.`;

/** What an item needs before it goes out: a title, a text and whom it is for. */
const complete = z.object({
  title: z.string().trim().min(1, required(NEWS_LABELS.title)),
  body: z.string().trim().min(1, required(NEWS_LABELS.body)),
  fields: newsFieldsSchema,
});

const watchInput = z.object({
  watching: z.boolean({
    error: 'Bitte angeben, ob die Mitteilungen beobachtet werden (true oder false).',
  }),
});

const pinned = z.boolean({ error: `Bitte „${NEWS_LABELS.pinned}“ als ja oder nein angeben.` });

/** The roles an item names must exist (a typo would address nobody). */
async function checkRoles({ store }: CollectionEnv, input: EntryInput | EntryChange) {
  if (!input.fields) return;
  const { unknown } = await store.roleIds(newsFieldsOf(input.fields).roles);
  if (unknown.length)
    throw new ValidationError({
      'fields.roles': [`Diese Rollen gibt es nicht: ${unknown.join(', ')}.`],
    });
}

const base: Collection = {
  permissions: { write: PERMISSIONS.newsWrite, publish: PERMISSIONS.newsWrite },
  statuses: ['draft', 'published'],
  statusLabels: { draft: 'Entwurf', published: 'Veröffentlicht' },
  publicStatuses: ['published'],
  statusNotes: { published: 'Veröffentlicht', draft: 'Zurückgezogen (Entwurf)' },
  versionHeader: NEWS_VERSION_HEADER,
  messages: {
    stale: (name, current, yours) =>
      `Diese Mitteilung wurde inzwischen von ${name} geändert (Version ${current}); die Fassung im Editor beruht auf Version ${yours} und wurde nicht gespeichert. Bitte die Änderungen in die aktuelle Fassung übernehmen.`,
    mayNotWrite: 'Keine Berechtigung, Mitteilungen zu schreiben.',
    mayNotEdit: 'Keine Berechtigung, diese Mitteilung zu ändern.',
    slugTaken: 'Diese Adresse ist schon vergeben.',
    created: 'Mitteilung angelegt',
    changed: 'Mitteilung geändert',
    statusChanged: 'Status einer Mitteilung geändert',
    restored: 'Version einer Mitteilung wiederhergestellt',
  },
  labels: { title: NEWS_LABELS.title, body: NEWS_LABELS.body, date: 'Datum' },
  fields: newsFieldsSchema as unknown as z.ZodType<Record<string, unknown>>,
  complete,
  sort: pinnedThenNewest,
};

const derived = inputsOf(base);

export const NEWS: Collection = {
  ...base,
  inputs: {
    create: derived.create.extend({ pinned: pinned.default(false) }),
    update: derived.update.extend({ pinned: pinned.optional() }),
    status: derived.status,
  },
  reader: ({ ctx }, req, res) => newsReaderOf(ctx, req, res),
  // Writers read every item, drafts and expired ones too; everyone else their feed.
  mayRead: (reader, entry) => reader.write || inFeed(reader, entry),
  checkInput: async (env, _reader, input) => checkRoles(env, input),
  // An item is dated the day it is written unless it names a day; it is for all staff unless it
  // says otherwise.
  ownParts: async (_env, _reader, input, current) => ({
    date: input.date ?? current?.date ?? hamburgDay(),
    ...(current || input.fields
      ? {}
      : { fields: { audience: 'staff', roles: [], expires_at: null } }),
  }),
  // Withdrawn: what it told and has not yet been read or mailed is taken back (decision 055).
  async statusChanged({ ctx }, { from, to, entry }) {
    if (from === 'published' && to !== 'published') await withdraw(ctx, `news:${entry.id}`);
  },
  // Those who watch the news hear of a new item addressed to them, once (decision 055).
  async published({ ctx, settings, nudgeMail, store }, { entry, actorId, first }) {
    if (!first) return;
    const watching = await createWatches(ctx.db).watchers([['news', '']]);
    const readers = [];
    for (const person of watching) {
      const user = await loadAccount(ctx.db, person.id);
      if (user && mayReadNews(user) && inFeed(readerOfUser(user), entry)) readers.push(person);
    }
    await tell(ctx, settings, nudgeMail, readers, actorId, {
      type: 'news.published',
      topic: `news:${entry.id}`,
      title: `Neue Mitteilung: „${entry.title}“`,
      body: `${(await store.people([actorId])).get(actorId)?.name ?? 'Jemand'} hat eine Mitteilung veröffentlicht.`,
      link: `/intern/neuigkeiten/${entry.slug}`,
    });
  },
  routes(router, { ctx, store }) {
    const reads = createNewsReads(ctx.db);
    const watches = createWatches(ctx.db);

    /** `PUT /api/news/watch` with `watching`: a notification for each new item, or none. */
    router.put('/watch', async (req, res) => {
      const reader = await newsReaderOf(ctx, req, res);
      const { watching } = validate(watchInput, bodyOf(req));
      if (watching) await watches.watch(reader.userId, 'news', '');
      else await watches.unwatch(reader.userId, 'news', '');
      res.json({ data: { watching } satisfies WatchState });
    });

    /** `GET /api/news`: the person's items, read marks and unread count; writers `?all=1` every item. */
    router.get('/', async (req, res) => {
      const reader = await newsReaderOf(ctx, req, res);
      const query = validate(z.object({ all: flag(), body: flag() }), {
        all: queryOf(req).all,
        body: queryOf(req).body,
      });
      const now = new Date();
      const version = await store.contentVersion();
      const rows = await store.list();
      const feed = rows.filter((row) => inFeed(reader, row, now));
      const shown = (query.all && reader.write ? rows : feed).sort(pinnedThenNewest);
      const read = await reads.readOf(
        reader.userId,
        shown.map((r) => r.id),
      );
      const views = query.body ? await store.views(shown, true) : await store.views(shown);
      const items: NewsItem[] = views.map((view, i) => {
        const fields = fieldsOf(shown[i]!);
        return {
          ...view,
          date: shown[i]!.date,
          ...fields,
          read: read.has(shown[i]!.id),
          expired: isExpired(fields, now),
        };
      });
      const feedRead = await reads.readOf(
        reader.userId,
        feed.map((r) => r.id),
      );
      const data: NewsFeed = {
        items,
        unread: feed.filter((r) => !feedRead.has(r.id)).length,
        write: reader.write,
        watching: await watches.isWatching(reader.userId, 'news', ''),
      };
      res.setHeader(NEWS_VERSION_HEADER, version);
      res.json({ data });
    });

    /**
     * `GET /api/news/roles`: the roles a writer may address an item to; not the areas' own
     * (`Personal` is „all staff“, customers are an audience of their own, admins read every item).
     */
    router.get('/roles', async (req, res) => {
      const reader = await newsReaderOf(ctx, req, res);
      if (!reader.write) throw new HttpError(403, MESSAGES.forbidden);
      const areas = new Set<string>(Object.values(ROLES));
      const names = [...(await store.roleNames()).values()].filter((name) => !areas.has(name));
      res.json({ data: names.sort((a, b) => a.localeCompare(b, 'de')) });
    });

    /** How many of the person's items are unread. */
    async function unread(reader: Reader) {
      const feed = (await store.list()).filter((row) => inFeed(reader, row));
      const read = await reads.readOf(
        reader.userId,
        feed.map((r) => r.id),
      );
      return feed.filter((r) => !read.has(r.id)).length;
    }

    /** Opening an item marks it read (the website's item page posts this). */
    router.post('/posts/:slug/read', async (req, res) => {
      const reader = await newsReaderOf(ctx, req, res);
      const slug = String(req.params.slug ?? '');
      const entry = SLUG.test(slug) ? await store.findBySlug(slug) : undefined;
      if (!entry || !(reader.write || inFeed(reader, entry))) throw notFound();
      await reads.markRead(reader.userId, [entry.id]);
      res.json({ data: { read: true, unread: await unread(reader) } });
    });

    /** „Alle als gelesen markieren“: every item of the person's feed. */
    router.post('/read', async (req, res) => {
      const reader = await newsReaderOf(ctx, req, res);
      const feed = (await store.list()).filter((row) => inFeed(reader, row));
      await reads.markRead(
        reader.userId,
        feed.map((r) => r.id),
      );
      res.json({ data: { unread: 0 } });
    });
  },
};
