// The wiki API (docs/backend-contract.md#wiki, decision 022): articles, revisions, diff and
// restore under BACKEND_PREFIX/wiki, with the API's session, CSRF and origin rules. Whoever may
// not read an article gets 404, exactly as for an address that does not exist.
import {
  slugify,
  WIKI_CATEGORIES,
  WIKI_STATUS_LABELS,
  WIKI_STATUSES,
  WIKI_VERSION_HEADER,
} from '@frischkontor/contract';
import { existsSync } from 'node:fs';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db';
import type { MediaRow, WikiArticleRow } from '../../db/schema';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import {
  bodyOf,
  flag,
  longText,
  oneOf,
  optionalText,
  positiveId,
  queryOf,
  text,
  validate,
} from '../../http/validation';
import type { Logger } from '../../logger';
import { readMultipart } from '../../http/multipart';
import { detectMimeType, type Library } from '../media';
import type { Settings } from '../settings';
import { canEdit, canMove, canRead, guarded, withinVisibility, type Reader } from './access';
import { categoryLimits, requireWikiReader } from './categories';
import { historyRoutes } from './history';
import { SLUG, WIKI_IMAGE_FOLDER, type WikiFiles } from './files';
import { tellAuthor, tellPublishers } from './notify';
import { createWikiPictures, pictureNames } from './pictures';
import {
  SlugTaken,
  StaleVersion,
  stateOf,
  visibilityOf,
  type ArticleState,
  type RevisionGuard,
  type WikiStore,
} from './store';

export {
  createWikiStore,
  SlugTaken,
  StaleVersion,
  stateOf,
  type ArticleState,
  type WikiStore,
} from './store';
export {
  canEdit,
  canMove,
  canRead,
  guarded,
  readerOf,
  type CategoryLimits,
  type Reader,
} from './access';
export { historyRoutes } from './history';
export { SLUG } from './files';
export {
  authorWhoLooksAfter,
  holdersOf,
  publishersOf,
  tellReviewers,
  type WikiPersonToTell,
} from './notify';
export { categoryLimits, requireWikiReader, wikiCategoriesRouter } from './categories';
export { wikiSynonymsRouter, SYNONYM_MESSAGES } from './synonyms';
export { createWikiFiles, ImportError, type WikiFiles } from './files';
export { createWikiPictures, type WikiPictures } from './pictures';

export const WIKI_MESSAGES = {
  stale: (name: string, current: number, yours: number) =>
    `Dieser Artikel wurde inzwischen von ${name} geändert (Version ${current}); die Fassung im Editor beruht auf Version ${yours} und wurde nicht gespeichert. Bitte die Änderungen in die aktuelle Fassung übernehmen.`,
  mayNotWrite: 'Keine Berechtigung, im Wiki Artikel zu schreiben.',
  mayNotEdit:
    'Dieser Artikel ist veröffentlicht oder archiviert: Ändern dürfen ihn nur Personen, die Artikel veröffentlichen dürfen.',
  mayNotMove: (label: string) =>
    `Den Status „${label}“ setzen nur Personen, die veröffentlichen dürfen.`,
  visibility: 'Nur Wiki-Administratoren legen fest, wer einen Artikel lesen darf.',
  slugTaken: 'Einen Artikel mit dieser Adresse gibt es schon.',
  slug: 'Die Adresse darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.',
  slugReserved: 'Diese Adresse ist für eine Seite des Wikis reserviert.',
  banner: 'Das Titelbild muss ein Bild aus der Mediathek des Wikis sein.',
  picture: (name: string) => `Das Bild „images/${name}“ gibt es in der Mediathek des Wikis nicht.`,
  roles: (names: string[]) => `Diese Rollen gibt es nicht: ${names.join(', ')}.`,
  noImage: 'Bitte ein Bild auswählen.',
  mayNotReview: 'Die Prüfung sehen nur Personen, die Artikel veröffentlichen dürfen.',
  imageType: 'Bitte ein Foto oder eine Grafik als PNG, JPEG, WebP oder GIF hochladen.',
} as const;

/** Pictures staff upload: raster formats only, checked by content (SVG may carry script). */
const UPLOAD_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Addresses the website uses for pages of its own under /intern/wiki. */
const RESERVED_SLUGS = new Set(['suche', 'bilder', 'neu', 'kategorien', 'synonyme', 'pruefung']);

const MAX_BODY = 200_000;

const tags = z
  .array(text('Schlagwort', 60), { error: 'Bitte die Schlagwörter als Liste angeben.' })
  .max(30, 'Höchstens 30 Schlagwörter.')
  .transform((list) => [...new Set(list)]);

const visibility = z
  .array(text('Rolle', 100), { error: 'Bitte die Rollen als Liste angeben.' })
  .max(20, 'Höchstens 20 Rollen.')
  .nullable();

const fields = {
  title: text('Titel', 200),
  description: optionalText('Beschreibung', 500).transform((v) => v ?? ''),
  category: oneOf('Kategorie', WIKI_CATEGORIES),
  tags,
  banner_media_id: positiveId('Titelbild').nullable(),
  visibility,
  pinned: flag(),
  body: longText('Text', MAX_BODY),
};

const note = optionalText('Änderungsnotiz', 300).transform((v) => v ?? '');
const version = positiveId('Version');

const slugInput = z
  .string({ error: WIKI_MESSAGES.slug })
  .trim()
  .max(100, 'Die Adresse darf höchstens 100 Zeichen lang sein.')
  .regex(SLUG, WIKI_MESSAGES.slug)
  .refine((s) => !RESERVED_SLUGS.has(s), WIKI_MESSAGES.slugReserved);

const createInput = z.object({
  slug: slugInput.optional(),
  ...fields,
  tags: tags.default([]),
  banner_media_id: fields.banner_media_id.default(null),
  visibility: visibility.default(null),
  status: oneOf('Status', WIKI_STATUSES).default('draft'),
  note,
});

const updateInput = z.object({
  version,
  title: fields.title.optional(),
  description: fields.description.optional(),
  category: fields.category.optional(),
  tags: tags.optional(),
  banner_media_id: fields.banner_media_id.optional(),
  visibility: visibility.optional(),
  pinned: fields.pinned,
  body: fields.body.optional(),
  note,
});

const statusInput = z.object({
  status: oneOf('Status', WIKI_STATUSES),
  version: version.optional(),
  note,
});

/** `Wareneingang: Ablauf & Prüfung` → `wareneingang-ablauf-pruefung` */
export function slugFromTitle(title: string): string {
  return slugify(title).slice(0, 100).replace(/-+$/, '');
}

/** `base-n` within the slug's 100 characters. */
function withSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, 100 - suffix.length).replace(/-+$/, '')}${suffix}`;
}

export function wikiRouter(
  ctx: AppContext,
  store: WikiStore,
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

  async function conflict(error: StaleVersion, yours: Record<string, unknown>) {
    const [current] = await store.views([error.current], true);
    return new HttpError(
      409,
      WIKI_MESSAGES.stale(
        current?.updated_by?.name ?? 'jemand anderem',
        error.current.version,
        error.expected,
      ),
      { reason: 'stale_version', current, yours },
    );
  }

  async function one(row: WikiArticleRow) {
    const [view] = await store.views([row], true);
    return view;
  }

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

  /** What waits for review, for those who publish (issue 28, item 4); and their mail choice. */
  async function requirePublisher(req: Request, res: Response) {
    const reader = await requireReader(req, res);
    if (!reader.publish) throw new HttpError(403, WIKI_MESSAGES.mayNotReview);
    return reader;
  }

  router.get('/review', async (req, res) => {
    const reader = await requirePublisher(req, res);
    const rows = (await store.list({ status: 'review' })).filter((row) =>
      canRead(reader, guarded(row)),
    );
    const items = [];
    for (const row of rows) {
      const { submitted } = await store.workflowOf(row);
      if (submitted)
        items.push({
          slug: row.slug,
          title: row.title,
          category: row.category,
          version: row.version,
          submitted,
        });
    }
    items.sort((a, b) => a.submitted.at.localeCompare(b.submitted.at));
    const me = await ctx.db
      .selectFrom('users')
      .select('review_mail')
      .where('id', '=', reader.userId)
      .executeTakeFirst();
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data: items, meta: { total: items.length, mail: me?.review_mail !== 0 } });
  });

  router.put('/review/mail', async (req, res) => {
    const reader = await requirePublisher(req, res);
    const { mail } = validate(
      z.object({ mail: z.boolean({ error: 'Bitte ja oder nein angeben.' }) }),
      bodyOf(req),
    );
    await ctx.db
      .updateTable('users')
      .set({ review_mail: mail ? 1 : 0 })
      .where('id', '=', reader.userId)
      .execute();
    res.json({ data: { mail } });
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

  /** A picture for an article: into `domain/wiki/bilder`, under a name not taken yet. */
  router.post('/images', async (req, res) => {
    const reader = await requireReader(req, res);
    if (!reader.write) throw new HttpError(403, WIKI_MESSAGES.mayNotWrite);
    const form = await readMultipart(req, { maxFileBytes: MAX_IMAGE_BYTES, fileFields: ['file'] });
    const file = form.files[0];
    if (!file) throw new ValidationError({ file: [WIKI_MESSAGES.noImage] });
    const extension = UPLOAD_TYPES[detectMimeType(file.data, null)];
    if (!extension) throw new ValidationError({ file: [WIKI_MESSAGES.imageType] });
    const base = slugify(file.filename.replace(/\.[^.]*$/, '')).slice(0, 80) || 'bild';
    const folder = await library.ensureFolder(WIKI_IMAGE_FOLDER);
    let name = `${base}.${extension}`;
    for (let n = 2; await library.find(`${WIKI_IMAGE_FOLDER}/${name}`); n++)
      name = `${base}-${n}.${extension}`;
    const row = await library.addFile(folder, { name, data: file.data });
    logger.info({ user: reader.userId, image: row.path }, 'Wiki-Bild hochgeladen');
    res.status(201).json({ data: { name: row.name, src: `images/${row.name}` } });
  });

  return router;
}

/**
 * Fills an empty wiki from the Markdown folder (first start; decision 022). All articles are
 * written in one transaction, so a start that fails halfway leaves it empty and the next start
 * tries again; of two processes starting together, one imports and the other finds it taken.
 */
export async function seedWiki(store: WikiStore, files: WikiFiles, dir: string, logger: Logger) {
  if ((await store.count()) > 0) return;
  if (!existsSync(dir)) {
    logger.warn(`Wiki-Ordner ${dir} nicht gefunden: das Wiki bleibt leer.`);
    return;
  }
  const started = Date.now();
  try {
    const result = await files.importFolder(dir);
    logger.info(
      `Wiki importiert: ${result.created} Artikel, ${result.images} Bilder (${Date.now() - started} ms)`,
    );
  } catch (error) {
    if (isUniqueViolation(error) && (await store.count()) > 0) return;
    throw error;
  }
}
