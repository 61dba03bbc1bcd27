// The wiki API (docs/backend-contract.md#wiki, decision 022): articles, revisions, diff and
// restore under BACKEND_PREFIX/wiki, with the API's session, CSRF and origin rules. The wiki is a
// collection of the content engine (decision 046) with a router of its own on the engine's
// pieces, for what only the wiki has: categories limited to roles, visibility per article,
// tags, pinning, reserved addresses, review with its queue. Whoever may
// not read an article gets 404, exactly as for an address that does not exist.
import {
  WIKI_CATEGORIES,
  WIKI_STATUS_LABELS,
  WIKI_STATUSES,
  WIKI_VERSION_HEADER,
} from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { MediaRow } from '../../db/schema';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { bodyOf, flag, oneOf, queryOf, validate } from '../../http/validation';
import { type Library } from '../media';
import type { Settings } from '../settings';
import {
  canEdit,
  canMove,
  canRead,
  entryAnswers,
  guarded,
  historyRoutes,
  reviewQueueRoutes,
  SLUG,
  slugFromTitle,
  SlugTaken,
  StaleVersion,
  stateOf,
  visibilityOf,
  withinVisibility,
  withSuffix,
  type ArticleState,
  type ContentStore,
  type Reader,
  type RevisionGuard,
} from '../content';
import { categoryLimits, requireWikiReader } from './categories';
import { WIKI_IMAGE_FOLDER } from './files';
import { WIKI_MESSAGES } from './messages';
import { tellAuthor, tellPublishers } from './notify';
import { pictureUploadRoutes } from './picture-upload';
import { createWikiPictures, pictureNames } from './pictures';
import { createInput, RESERVED_SLUGS, statusInput, updateInput } from './schema';

export function wikiRouter(
  ctx: AppContext,
  store: ContentStore,
  library: Library,
  settings: Settings,
  nudgeMail: () => void,
): Router {
  const router = Router();
  const { logger } = ctx;
  const pictures = createWikiPictures(ctx.db);

  /** The reader, or 404 for anyone who may not open the wiki. */
  function requireReader(req: Request, res: Response): Promise<Reader> {
    return requireWikiReader(ctx, req, res);
  }

  /** A category hidden from the writer is one they cannot choose: it answers as unknown. */
  function checkCategory(reader: Reader, category: string) {
    if (!reader.hiddenCategories.has(category)) return;
    const open = WIKI_CATEGORIES.filter((c) => !reader.hiddenCategories.has(c));
    throw new ValidationError({
      category: [`Bitte für „Kategorie“ einen der Werte wählen: ${open.join(', ')}.`],
    });
  }

  /** The article at :slug, or 404 if it does not exist or the reader may not read it. */
  async function readable(req: Request, res: Response) {
    const reader = await requireReader(req, res);
    const slug = String(req.params.slug ?? '');
    const article = SLUG.test(slug) ? await store.findBySlug(slug) : undefined;
    if (!article || !canRead(reader, guarded(article))) throw notFound();
    return { reader, article };
  }

  async function withVersion(res: Response) {
    res.setHeader(WIKI_VERSION_HEADER, await store.contentVersion());
  }

  /** A new banner: a picture of the wiki's folder the writer may see; any other as unknown. */
  async function checkBanner(reader: Reader, id: number | null) {
    if (id === null) return;
    const row = await library.findById(id);
    const usable =
      row &&
      !row.is_dir &&
      row.mime_type.startsWith('image/') &&
      row.path === `${WIKI_IMAGE_FOLDER}/${row.name}` &&
      (await pictures.visibleTo(reader, [row])).has(row.id);
    if (!usable) throw new ValidationError({ banner_media_id: [WIKI_MESSAGES.banner] });
  }

  /**
   * Pictures a save adds to the body must be ones the writer may see: one of an article hidden
   * from them answers as a missing one, so an article of theirs cannot open it to them.
   */
  async function checkPictures(reader: Reader, body: string, before = '') {
    const had = pictureNames(before);
    const added = [...pictureNames(body)].filter((name) => !had.has(name));
    if (!added.length) return;
    const rows = new Map<string, MediaRow>();
    for (const name of added) {
      const row = await library.find(`${WIKI_IMAGE_FOLDER}/${name}`);
      if (row && !row.is_dir) rows.set(name, row);
    }
    const visible = await pictures.visibleTo(reader, [...rows.values()]);
    const refused = added.filter((name) => !visible.has(rows.get(name)?.id ?? 0));
    if (refused.length) throw new ValidationError({ body: refused.map(WIKI_MESSAGES.picture) });
  }

  /**
   * The slug a create gets. Taken by an article the writer may read: refused, they see it
   * anyway. Taken by one hidden from them: as a free one would, with the next free suffix
   * (`-2`, `-3`, …), so they never learn that it exists.
   */
  async function freeSlug(reader: Reader, wanted: string): Promise<string> {
    const taken = await store.findBySlug(wanted);
    if (!taken) return wanted;
    if (canRead(reader, guarded(taken)))
      throw new ValidationError({ slug: [WIKI_MESSAGES.slugTaken] });
    for (let n = 2; ; n++) {
      const slug = withSuffix(wanted, n);
      if (!(await store.findBySlug(slug))) return slug;
    }
  }

  async function visibilityIds(names: string[] | null): Promise<number[] | null> {
    if (names === null) return null;
    const { ids, unknown } = await store.roleIds(names);
    if (unknown.length) throw new ValidationError({ visibility: [WIKI_MESSAGES.roles(unknown)] });
    return ids;
  }

  const { one, conflict } = entryAnswers(store, WIKI_MESSAGES.stale);

  router.get('/version', async (req, res) => {
    await requireReader(req, res);
    const version = await store.contentVersion();
    res.setHeader(WIKI_VERSION_HEADER, version);
    res.json({ data: { version } });
  });

  router.get('/articles', async (req, res) => {
    const reader = await requireReader(req, res);
    const query = queryOf(req);
    const filter = validate(
      z.object({
        category: oneOf('Kategorie', WIKI_CATEGORIES).optional(),
        status: oneOf('Status', WIKI_STATUSES).optional(),
        body: flag(),
      }),
      {
        category: query.category || undefined,
        status: query.status || undefined,
        body: query.body,
      },
    );
    // The version is read before the rows: a save in between makes the answer look older
    // than it is, never newer, so a cache keyed by it asks again.
    const version = await store.contentVersion();
    const rows = (await store.list(filter)).filter((row) => canRead(reader, guarded(row)));
    res.setHeader(WIKI_VERSION_HEADER, version);
    res.json({ data: filter.body ? await store.views(rows, true) : await store.views(rows) });
  });

  router.post('/articles', async (req, res) => {
    const reader = await requireReader(req, res);
    if (!reader.write) throw new HttpError(403, WIKI_MESSAGES.mayNotWrite);
    const input = validate(createInput, bodyOf(req));
    if (!canMove(reader, 'draft', input.status))
      throw new HttpError(403, WIKI_MESSAGES.mayNotMove(WIKI_STATUS_LABELS[input.status]));
    if (input.visibility !== null && !reader.admin)
      throw new HttpError(403, WIKI_MESSAGES.visibility);
    checkCategory(reader, input.category);
    await checkBanner(reader, input.banner_media_id);
    await checkPictures(reader, input.body);
    const wanted = input.slug ?? slugFromTitle(input.title);
    if (!SLUG.test(wanted)) throw new ValidationError({ slug: [WIKI_MESSAGES.slug] });
    if (RESERVED_SLUGS.has(wanted))
      throw new ValidationError({ slug: [WIKI_MESSAGES.slugReserved] });
    const state: ArticleState = {
      title: input.title,
      description: input.description,
      category: input.category,
      tags: input.tags,
      banner_media_id: input.banner_media_id,
      status: input.status,
      visibility: await visibilityIds(input.visibility),
      pinned: input.pinned,
      body: input.body,
      date: null,
      banner_alt: null,
      byline: null,
      fields: null,
    };
    // A slug taken between the look and the insert is looked at again (twice at most).
    for (let attempt = 1; ; attempt++) {
      const slug = await freeSlug(reader, wanted);
      try {
        const row = await store.create(slug, state, {
          userId: reader.userId,
          note: input.note || 'Angelegt',
        });
        logger.info({ user: reader.userId, article: slug }, 'Wiki-Artikel angelegt');
        await withVersion(res);
        res.status(201).json({ data: await one(row) });
        return;
      } catch (error) {
        if (!(error instanceof SlugTaken)) throw error;
        if (attempt >= 3) throw new ValidationError({ slug: [WIKI_MESSAGES.slugTaken] });
      }
    }
  });

  router.get('/articles/:slug', async (req, res) => {
    const { article } = await readable(req, res);
    await withVersion(res);
    res.json({ data: await one(article) });
  });

  const update = async (req: Request, res: Response) => {
    const { reader, article } = await readable(req, res);
    if (!reader.write) throw new HttpError(403, WIKI_MESSAGES.mayNotWrite);
    if (!canEdit(reader, guarded(article))) throw new HttpError(403, WIKI_MESSAGES.mayNotEdit);
    const body = bodyOf(req);
    const input = validate(updateInput, body);
    const current = stateOf(article);
    if (input.category !== undefined) checkCategory(reader, input.category);
    if (input.banner_media_id !== undefined && input.banner_media_id !== current.banner_media_id)
      await checkBanner(reader, input.banner_media_id);
    if (input.body !== undefined) await checkPictures(reader, input.body, current.body);
    let ids = current.visibility;
    if (input.visibility !== undefined) {
      ids = await visibilityIds(input.visibility);
      if (JSON.stringify(ids) !== JSON.stringify(current.visibility) && !reader.admin)
        throw new HttpError(403, WIKI_MESSAGES.visibility);
    }
    // Fields left out stay as they are; the status changes only through /status.
    const next: ArticleState = {
      title: input.title ?? current.title,
      description: input.description ?? current.description,
      category: input.category ?? current.category,
      tags: input.tags ?? current.tags,
      banner_media_id:
        input.banner_media_id === undefined ? current.banner_media_id : input.banner_media_id,
      status: current.status,
      visibility: ids,
      pinned: body.pinned === undefined ? current.pinned : input.pinned,
      body: input.body ?? current.body,
      date: current.date,
      banner_alt: current.banner_alt,
      byline: current.byline,
      fields: current.fields,
    };
    try {
      const row = await store.save(article, input.version, next, {
        userId: reader.userId,
        note: input.note,
      });
      logger.info({ user: reader.userId, article: article.slug }, 'Wiki-Artikel geändert');
      await withVersion(res);
      res.json({ data: await one(row) });
    } catch (error) {
      if (error instanceof StaleVersion) throw await conflict(error, body);
      throw error;
    }
  };
  router.put('/articles/:slug', update);
  router.patch('/articles/:slug', update);

  router.post('/articles/:slug/status', async (req, res) => {
    const { reader, article } = await readable(req, res);
    const body = bodyOf(req);
    const input = validate(statusInput, body);
    if (!canMove(reader, article.status, input.status))
      throw new HttpError(403, WIKI_MESSAGES.mayNotMove(WIKI_STATUS_LABELS[input.status]));
    const expected = input.version ?? article.version;
    if (input.status === article.status && expected === article.version) {
      res.json({ data: await one(article) });
      return;
    }
    try {
      const row = await store.save(
        article,
        expected,
        { ...stateOf(article), status: input.status },
        {
          userId: reader.userId,
          note: input.note || `Status: ${WIKI_STATUS_LABELS[input.status]}`,
        },
      );
      logger.info(
        { user: reader.userId, article: article.slug, status: input.status },
        'Wiki-Status geändert',
      );
      await tellAuthor(ctx, settings, nudgeMail, {
        from: article.status,
        to: input.status,
        article: row,
        actorId: reader.userId,
        comment: input.note,
      });
      if (input.status === 'review')
        await tellPublishers(ctx, settings, nudgeMail, {
          article: row,
          actorId: reader.userId,
          comment: input.note || null,
          limits: await categoryLimits(ctx.db),
        });
      await withVersion(res);
      res.json({ data: await one(row) });
    } catch (error) {
      if (error instanceof StaleVersion) throw await conflict(error, body);
      throw error;
    }
  });

  historyRoutes(router, store, {
    path: '/articles',
    find: async (req, res) => {
      const { reader, article } = await readable(req, res);
      return { reader, entry: article };
    },
    // Text written while the article was in a limited category or limited itself keeps that limit.
    mayReadRevision: (reader, revision: RevisionGuard) =>
      withinVisibility(reader, {
        category: revision.category,
        visibility: visibilityOf(revision.visibility),
      }),
    checkRestore(reader, article) {
      if (!reader.write) throw new HttpError(403, WIKI_MESSAGES.mayNotWrite);
      if (!canEdit(reader, guarded(article))) throw new HttpError(403, WIKI_MESSAGES.mayNotEdit);
    },
    // Who may read it and where it stands in the workflow stay.
    keep: (current) => ({ status: current.status, visibility: current.visibility }),
    conflict,
    async saved(res, article, restored, reader) {
      logger.info(
        { user: reader.userId, article: article.slug, restored },
        'Wiki-Version wiederhergestellt',
      );
      await withVersion(res);
    },
    view: one,
  });

  reviewQueueRoutes(router, ctx, store, {
    requireReader,
    mayNotReview: WIKI_MESSAGES.mayNotReview,
  });
  pictureUploadRoutes(router, ctx, library);

  return router;
}
