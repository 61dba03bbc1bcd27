// The collection router: one API for every collection the engine serves beside the wiki, today
// the blog (decision 033) and the job ads (decision 036), and the news and mandatory reading to
// come. Entries have the engine's revisions, version check, status workflow, diff and restore;
// what differs is a `Collection`: the permissions, the statuses guests may read, the words of
// the messages, the category's values, what `fields` must hold and whether pictures belong to
// it. Everything a reader may not read answers 404, exactly as an address that does not exist.
import { type WikiStatus } from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { MediaRow, WikiArticleRow } from '../../db/schema';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { bodyOf, flag, queryOf, validate } from '../../http/validation';
import { sendStored, type Library, type Storage } from '../media';
import type { Settings } from '../settings';
import { canEdit, canMove, collectionReaderOf, type Reader } from './access';
import { entryAnswers } from './answers';
import { COLLECTION_MESSAGES, type Collection } from './collection';
import { historyRoutes } from './history';
import { holdersOf, tellReviewers } from './notify';
import { receivePicture } from './pictures';
import { inputsOf } from './schema';
import { SLUG, slugFromTitle } from './slugs';
import { SlugTaken, StaleVersion, stateOf, type ArticleState } from './state';
import type { ContentStore } from './store';

/** Whether an entry shows the picture: as its banner or as `images/<name>` in its body. */
function shows(entry: WikiArticleRow, picture: MediaRow): boolean {
  if (entry.banner_media_id === picture.id) return true;
  for (const m of entry.body.matchAll(/images\/([A-Za-z0-9._-]+)/g))
    if (m[1] === picture.name) return true;
  return false;
}

/** What the access rules read of an entry: no visibility limits outside the wiki. */
const guardOf = (entry: WikiArticleRow) => ({
  status: entry.status,
  category: entry.category,
  visibility: null,
});

const newestFirst = (a: WikiArticleRow, b: WikiArticleRow) =>
  (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title, 'de');

/**
 * The API of one collection under its prefix: `GET /version`, `GET|POST /posts`,
 * `GET|PUT|PATCH /posts/{slug}`, `POST /posts/{slug}/status`, revisions, diff, restore and,
 * with pictures, `POST /images` and `GET /images/{name}`.
 */
export function collectionRouter(
  ctx: AppContext,
  store: ContentStore,
  library: Library,
  storage: Storage,
  kind: Collection,
  settings: Settings,
  nudgeMail: () => void,
): Router {
  const router = Router();
  const { logger } = ctx;
  const input = inputsOf(kind);
  const { messages } = kind;
  const label = (status: WikiStatus) => kind.statusLabels[status] ?? status;

  async function readerFor(req: Request, res: Response) {
    return collectionReaderOf(await ctx.sessions.auth(req, res), kind);
  }

  const readableBy = (reader: Reader, row: WikiArticleRow) =>
    reader.write || kind.publicStatuses.includes(row.status);

  async function readable(req: Request, res: Response) {
    const reader = await readerFor(req, res);
    const slug = String(req.params.slug ?? '');
    const entry = SLUG.test(slug) ? await store.findBySlug(slug) : undefined;
    if (!entry || !readableBy(reader, entry)) throw notFound();
    return { reader, entry };
  }

  /** What guests would read must be complete (job ads: every field HR must fill in). */
  function checkComplete(state: ArticleState) {
    if (!kind.complete || !kind.publicStatuses.includes(state.status)) return;
    const { title, description, category, date, body, fields } = state;
    validate(kind.complete, { title, description, category, date, body, fields: fields ?? {} });
  }

  async function withVersion(res: Response) {
    res.setHeader(kind.versionHeader, await store.contentVersion());
  }

  async function checkBanner(id: number | null, alt: string | null) {
    if (id === null) return;
    const row = await library.findById(id);
    // Only the collection's own pictures: a post would name any other to everyone who reads it.
    const own = !!row && !!kind.images && row.path === `${kind.images.folder}/${row.name}`;
    if (!own || !row || row.is_dir || !row.mime_type.startsWith('image/'))
      throw new ValidationError({ banner_media_id: [COLLECTION_MESSAGES.banner] });
    if (!alt) throw new ValidationError({ banner_alt: [COLLECTION_MESSAGES.bannerAlt] });
  }

  const { one, conflict } = entryAnswers(store, messages.stale);

  /** Saves on top of `expected`; a save in between answers 409 with both versions. */
  async function saved(
    res: Response,
    entry: WikiArticleRow,
    expected: number,
    next: ArticleState,
    stamp: { userId: number; note: string },
    body: Record<string, unknown>,
  ) {
    try {
      const row = await store.save(entry, expected, next, stamp);
      await withVersion(res);
      return row;
    } catch (error) {
      if (error instanceof StaleVersion) throw await conflict(error, body);
      throw error;
    }
  }

  router.get('/version', async (_req, res) => {
    const version = await store.contentVersion();
    res.setHeader(kind.versionHeader, version);
    res.json({ data: { version } });
  });

  router.get('/posts', async (req, res) => {
    const reader = await readerFor(req, res);
    const query = validate(z.object({ body: flag() }), { body: queryOf(req).body });
    // The version first: a save in between makes the answer look older, never newer.
    const version = await store.contentVersion();
    const rows = (await store.list())
      .filter((row) => readableBy(reader, row))
      .sort(kind.sort ?? newestFirst);
    res.setHeader(kind.versionHeader, version);
    res.json({ data: query.body ? await store.views(rows, true) : await store.views(rows) });
  });

  router.post('/posts', async (req, res) => {
    const reader = await readerFor(req, res);
    if (!reader.write) throw new HttpError(403, messages.mayNotWrite);
    const data = validate(input.create, bodyOf(req));
    if (!canMove(reader, kind.statuses[0], data.status))
      throw new HttpError(403, COLLECTION_MESSAGES.mayNotMove(label(data.status)));
    await checkBanner(data.banner_media_id, data.banner_alt);
    const given = data.slug ?? slugFromTitle(data.title);
    const slug = kind.address ? kind.address(given) : given;
    if (!SLUG.test(slug)) throw new ValidationError({ slug: [COLLECTION_MESSAGES.slug] });
    const state: ArticleState = {
      title: data.title,
      description: data.description,
      category: data.category as ArticleState['category'],
      tags: [],
      banner_media_id: data.banner_media_id,
      status: data.status,
      visibility: null,
      pinned: false,
      body: data.body,
      date: data.date,
      banner_alt: data.banner_media_id ? data.banner_alt : null,
      byline: data.byline,
      fields: data.fields ?? null,
    };
    checkComplete(state);
    try {
      const row = await store.create(slug, state, {
        userId: reader.userId,
        note: data.note || 'Angelegt',
      });
      logger.info({ user: reader.userId, slug }, messages.created);
      await withVersion(res);
      res.status(201).json({ data: await one(row) });
    } catch (error) {
      if (error instanceof SlugTaken) throw new ValidationError({ slug: [messages.slugTaken] });
      throw error;
    }
  });

  router.get('/posts/:slug', async (req, res) => {
    const { entry } = await readable(req, res);
    await withVersion(res);
    res.json({ data: await one(entry) });
  });

  const update = async (req: Request, res: Response) => {
    const { reader, entry } = await readable(req, res);
    if (!reader.write) throw new HttpError(403, messages.mayNotWrite);
    if (!canEdit(reader, guardOf(entry))) throw new HttpError(403, messages.mayNotEdit);
    const body = bodyOf(req);
    const data = validate(input.update, body);
    const current = stateOf(entry);
    const keep = <T>(value: T | undefined, old: T) => (value === undefined ? old : value);
    const next: ArticleState = {
      ...current,
      title: data.title ?? current.title,
      description: data.description ?? current.description,
      category: (data.category ?? current.category) as ArticleState['category'],
      date: keep(data.date, current.date),
      banner_media_id: keep(data.banner_media_id, current.banner_media_id),
      banner_alt: keep(data.banner_alt, current.banner_alt),
      byline: keep(data.byline, current.byline),
      body: data.body ?? current.body,
      fields: keep(data.fields, current.fields) ?? null,
    };
    if (data.banner_media_id !== undefined || data.banner_alt !== undefined)
      await checkBanner(next.banner_media_id, next.banner_alt);
    if (next.banner_media_id === null) next.banner_alt = null;
    checkComplete(next);
    const row = await saved(
      res,
      entry,
      data.version,
      next,
      { userId: reader.userId, note: data.note },
      body,
    );
    logger.info({ user: reader.userId, slug: entry.slug }, messages.changed);
    res.json({ data: await one(row) });
  };
  router.put('/posts/:slug', update);
  router.patch('/posts/:slug', update);

  router.post('/posts/:slug/status', async (req, res) => {
    const { reader, entry } = await readable(req, res);
    const body = bodyOf(req);
    const data = validate(input.status, body);
    if (!reader.write || !canMove(reader, entry.status, data.status))
      throw new HttpError(403, COLLECTION_MESSAGES.mayNotMove(label(data.status)));
    const expected = data.version ?? entry.version;
    if (data.status === entry.status && expected === entry.version) {
      res.json({ data: await one(entry) });
      return;
    }
    const next: ArticleState = { ...stateOf(entry), status: data.status };
    checkComplete(next);
    const note = data.note || kind.statusNotes[data.status] || `Status: ${label(data.status)}`;
    const row = await saved(res, entry, expected, next, { userId: reader.userId, note }, body);
    logger.info(
      { user: reader.userId, slug: entry.slug, status: data.status },
      messages.statusChanged,
    );
    if (data.status === 'review' && kind.review)
      await tellReviewers(ctx, settings, nudgeMail, {
        people: await holdersOf(ctx, [kind.permissions.publish]),
        what: kind.review.what,
        title: row.title,
        actorId: reader.userId,
        comment: data.note || null,
        url: `${ctx.config.websiteUrl}${kind.review.base}/${row.slug}/bearbeiten`,
        queueUrl: `${ctx.config.websiteUrl}${kind.review.base}`,
      });
    res.json({ data: await one(row) });
  });

  // Revisions, their diff and restore: for writers only (readers see the public entry).
  historyRoutes(router, store, {
    path: '/posts',
    async find(req, res) {
      const found = await readable(req, res);
      if (!found.reader.write) throw notFound();
      return found;
    },
    // No limits to roles outside the wiki: a writer reads every revision.
    mayReadRevision: () => true,
    checkRestore(reader, entry) {
      if (!canEdit(reader, guardOf(entry))) throw new HttpError(403, messages.mayNotEdit);
    },
    // Whether the entry is public stays as it is; a public one stays complete.
    keep: (current) => ({ status: current.status }),
    check: checkComplete,
    conflict,
    saved: (res) => withVersion(res),
    view: one,
  });

  const images = kind.images;
  if (!images) return router;

  router.post('/images', async (req, res) => {
    const reader = await readerFor(req, res);
    if (!reader.write) throw new HttpError(403, messages.mayNotWrite);
    const row = await receivePicture(req, library, images.folder, () =>
      imageFolder(library, images),
    );
    logger.info({ user: reader.userId, image: row.path }, images.log);
    res.status(201).json({ data: { id: row.id, name: row.name, src: `images/${row.name}` } });
  });

  /**
   * A picture: to everyone if a public entry shows it, to writers any. The media folder itself
   * is for admins only, so a draft's picture never reaches a guest.
   */
  router.get('/images/:name', async (req, res) => {
    const reader = await readerFor(req, res);
    const name = String(req.params.name ?? '');
    const row = /^[A-Za-z0-9._-]+$/.test(name)
      ? await library.find(`${images.folder}/${name}`)
      : undefined;
    if (!row || row.is_dir) throw notFound();
    if (!reader.write) {
      const visible = (await store.list()).filter((e) => kind.publicStatuses.includes(e.status));
      if (!visible.some((entry) => shows(entry, row))) throw notFound();
    }
    await sendStored(req, res, storage, row, false, () =>
      logger.warn({ image: row.path }, images.missing),
    );
  });

  return router;
}

/** A collection's picture folder: admins only; the public reads public pictures via the API. */
export async function imageFolder(
  library: Library,
  images: NonNullable<Collection['images']>,
): Promise<MediaRow> {
  const existed = await library.find(images.root);
  const root = await library.ensureFolder(images.root);
  if (!existed) await library.setRules(root, false, []);
  return library.ensureFolder(images.folder);
}
