// The collection router: one API for every collection of the engine, today the wiki (decision
// 022), the blog (decision 033) and the job ads (decision 036), and the news and mandatory
// reading to come. Entries have the engine's revisions, version check, status workflow, diff and
// restore; what differs is a `Collection`: the permissions, the statuses guests may read, the
// words of the messages, the category's values, what `fields` must hold, whether pictures belong
// to it, and the hooks of a collection with rules of its own (who reads what, what a save must
// pass, whom a status change tells; collection.ts, defaults in hooks.ts). Everything a reader
// may not read answers 404, exactly as an address that does not exist.
import { type WikiStatus } from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { MediaRow, WikiArticleRow } from '../../db/schema';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { bodyOf, flag, queryOf, validate } from '../../http/validation';
import { sendStored, type Library, type Storage } from '../media';
import type { Settings } from '../settings';
import { canEdit, canMove, guarded } from './access';
import { entryAnswers } from './answers';
import { COLLECTION_MESSAGES, type Collection, type CollectionEnv } from './collection';
import { historyRoutes } from './history';
import { hooksOf } from './hooks';
import { receivePicture } from './pictures';
import { changedState, inputsOf, newState } from './schema';
import { SLUG, slugFromTitle } from './slugs';
import { SlugTaken, StaleVersion, stateOf, type ArticleState, type ListFilter } from './state';
import type { ContentStore } from './store';

/** Whether an entry shows the picture: as its banner or as `images/<name>` in its body. */
function shows(entry: WikiArticleRow, picture: MediaRow): boolean {
  if (entry.banner_media_id === picture.id) return true;
  for (const m of entry.body.matchAll(/images\/([A-Za-z0-9._-]+)/g))
    if (m[1] === picture.name) return true;
  return false;
}

const newestFirst = (a: WikiArticleRow, b: WikiArticleRow) =>
  (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title, 'de');

/**
 * The API of one collection under its prefix: `GET /version`, `GET|POST {path}`,
 * `GET|PUT|PATCH {path}/{slug}`, `POST {path}/{slug}/status`, revisions, diff, restore, with
 * pictures `POST /images` and `GET /images/{name}`, and the collection's own routes; `path` is
 * `/posts` unless the collection names another (the wiki's `/articles`).
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
  const env: CollectionEnv = { ctx, store, library, settings, nudgeMail };
  const { logger } = ctx;
  const hooks = hooksOf(kind);
  const input = kind.inputs ?? inputsOf(kind);
  const { messages } = kind;
  const path = kind.path ?? '/posts';
  const logKey = kind.logKey ?? 'slug';
  const label = (status: WikiStatus) => kind.statusLabels[status] ?? status;

  const readerFor = (req: Request, res: Response) => hooks.reader(env, req, res);

  async function readable(req: Request, res: Response) {
    const reader = await readerFor(req, res);
    const slug = String(req.params.slug ?? '');
    const entry = SLUG.test(slug) ? await store.findBySlug(slug) : undefined;
    if (!entry || !hooks.mayRead(reader, entry)) throw notFound();
    return { reader, entry };
  }

  /** What guests would read must be complete (job ads: every field HR must fill in). */
  function checkComplete(state: ArticleState) {
    if (!kind.complete || !kind.publicStatuses.includes(state.status)) return;
    const { title, description, category, date, body, fields } = state;
    validate(kind.complete, { title, description, category, date, body, fields: fields ?? {} });
  }

  const isPublic = (status: string) => kind.publicStatuses.includes(status);

  /** Tells those who watch a saved entry readers read; the save stands whatever happens here. */
  async function tellPublished(entry: WikiArticleRow, actorId: number, before: string | null) {
    if (!kind.published || !isPublic(entry.status)) return;
    try {
      await kind.published(env, { entry, actorId, first: before === null || !isPublic(before) });
    } catch (error) {
      logger.error({ err: error, [logKey]: entry.slug }, 'Beobachtende nicht benachrichtigt');
    }
  }

  async function withVersion(res: Response) {
    res.setHeader(kind.versionHeader, await store.contentVersion());
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

  router.get('/version', async (req, res) => {
    // A collection not everyone may open keeps its version to its readers too.
    if (kind.reader) await readerFor(req, res);
    const version = await store.contentVersion();
    res.setHeader(kind.versionHeader, version);
    res.json({ data: { version } });
  });

  router.get(path, async (req, res) => {
    const reader = await readerFor(req, res);
    const query = queryOf(req);
    const filters = kind.filters ?? {};
    const given = Object.fromEntries(
      Object.keys(filters).map((key) => [key, query[key] || undefined]),
    );
    const filter = validate(z.object({ ...filters, body: flag() }), { ...given, body: query.body });
    // The version first: a save in between makes the answer look older, never newer, so a
    // cache keyed by it asks again.
    const version = await store.contentVersion();
    const rows = (await store.list(filter as ListFilter)).filter((row) =>
      hooks.mayRead(reader, row),
    );
    const sort = kind.sort === undefined ? newestFirst : kind.sort;
    if (sort) rows.sort(sort);
    res.setHeader(kind.versionHeader, version);
    res.json({ data: filter.body ? await store.views(rows, true) : await store.views(rows) });
  });

  router.post(path, async (req, res) => {
    const reader = await readerFor(req, res);
    if (!reader.write) throw new HttpError(403, messages.mayNotWrite);
    const data = validate(input.create, bodyOf(req));
    if (!canMove(reader, kind.statuses[0], data.status))
      throw new HttpError(403, COLLECTION_MESSAGES.mayNotMove(label(data.status)));
    await hooks.checkInput(env, reader, data);
    const given = data.slug ?? slugFromTitle(data.title);
    const wanted = kind.address ? kind.address(given) : given;
    if (!SLUG.test(wanted)) throw new ValidationError({ slug: [COLLECTION_MESSAGES.slug] });
    const state = { ...newState(data), ...(await hooks.ownParts(env, reader, data)) };
    checkComplete(state);
    // With a rule for taken addresses, one taken between the look and the insert is looked at
    // again (twice at most).
    for (let attempt = 1; ; attempt++) {
      const slug = kind.freeSlug ? await kind.freeSlug(env, reader, wanted) : wanted;
      try {
        const row = await store.create(slug, state, {
          userId: reader.userId,
          note: data.note || 'Angelegt',
        });
        logger.info({ user: reader.userId, [logKey]: slug }, messages.created);
        await withVersion(res);
        await tellPublished(row, reader.userId, null);
        res.status(201).json({ data: await one(row) });
        return;
      } catch (error) {
        if (!(error instanceof SlugTaken)) throw error;
        if (!kind.freeSlug || attempt >= 3)
          throw new ValidationError({ slug: [messages.slugTaken] });
      }
    }
  });

  router.get(`${path}/:slug`, async (req, res) => {
    const { entry } = await readable(req, res);
    await withVersion(res);
    res.json({ data: await one(entry) });
  });

  const update = async (req: Request, res: Response) => {
    const { reader, entry } = await readable(req, res);
    if (!reader.write) throw new HttpError(403, messages.mayNotWrite);
    if (!canEdit(reader, guarded(entry))) throw new HttpError(403, messages.mayNotEdit);
    const body = bodyOf(req);
    const data = validate(input.update, body);
    const current = stateOf(entry);
    await hooks.checkInput(env, reader, data, current);
    const next = {
      ...changedState(current, data),
      ...(await hooks.ownParts(env, reader, data, current)),
    };
    checkComplete(next);
    const stamp = { userId: reader.userId, note: data.note };
    const row = await saved(res, entry, data.version, next, stamp, body);
    logger.info({ user: reader.userId, [logKey]: entry.slug }, messages.changed);
    await tellPublished(row, reader.userId, entry.status);
    res.json({ data: await one(row) });
  };
  router.put(`${path}/:slug`, update);
  router.patch(`${path}/:slug`, update);

  router.post(`${path}/:slug/status`, async (req, res) => {
    const { reader, entry } = await readable(req, res);
    const body = bodyOf(req);
    const data = validate(input.status, body);
    if (!canMove(reader, entry.status, data.status))
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
      { user: reader.userId, [logKey]: entry.slug, status: data.status },
      messages.statusChanged,
    );
    await hooks.statusChanged(env, {
      from: entry.status as WikiStatus,
      to: data.status,
      entry: row,
      actorId: reader.userId,
      note: data.note,
    });
    await tellPublished(row, reader.userId, entry.status);
    res.json({ data: await one(row) });
  });

  historyRoutes(router, store, {
    path,
    async find(req, res) {
      const found = await readable(req, res);
      if (!hooks.revisionsFor(found.reader)) throw notFound();
      return found;
    },
    mayReadRevision: (reader, revision) => hooks.revisionsFor(reader)?.(revision) ?? false,
    checkRestore(reader, entry) {
      if (!reader.write) throw new HttpError(403, messages.mayNotWrite);
      if (!canEdit(reader, guarded(entry))) throw new HttpError(403, messages.mayNotEdit);
    },
    // Who may read it and where it stands in the workflow stay; a public one stays complete.
    keep: (current) => ({ status: current.status, visibility: current.visibility }),
    check: checkComplete,
    conflict,
    async saved(res, entry, restored, reader) {
      if (messages.restored)
        logger.info({ user: reader.userId, [logKey]: entry.slug, restored }, messages.restored);
      await withVersion(res);
    },
    view: one,
  });

  kind.routes?.(router, env);

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
