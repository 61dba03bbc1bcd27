// The blog on the wiki's engine (issue 17, item 8; decision 033): posts are articles of the
// collection `blog` in the same tables, with the same revisions, version check, status
// workflow, diff and restore. Guests read published posts; `app.blog.write` writes drafts,
// `app.blog.publish` publishes and withdraws. Anything not published answers 404 to everyone
// else, exactly as an address that does not exist.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { can, PERMISSIONS, slugify } from '@frischkontor/contract';
import { Router, type Request, type Response } from 'express';
import matter from 'gray-matter';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db';
import type { MediaRow, WikiArticleRow } from '../../db/schema';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import { statusOf } from '../../http/guards';
import { readMultipart } from '../../http/multipart';
import {
  bodyOf,
  flag,
  longText,
  optionalText,
  positiveId,
  queryOf,
  text,
  validate,
} from '../../http/validation';
import type { Logger } from '../../logger';
import { detectMimeType, sendStored, type Library, type Storage } from '../media';
import { canEdit, canMove, canRead, type Reader } from '../wiki/access';
import { diffOf, guarded, slugFromTitle } from '../wiki';
import { SLUG } from '../wiki/files';
import { SlugTaken, StaleVersion, stateOf, type ArticleState, type WikiStore } from '../wiki/store';

export const BLOG_MEDIA_ROOT = 'domain/blog';
export const BLOG_IMAGE_FOLDER = `${BLOG_MEDIA_ROOT}/bilder`;
/** Response header with the blog's content version (changes with every save). */
export const BLOG_VERSION_HEADER = 'X-Blog-Version';

/** A blog post's statuses: a draft, or published on the website (withdrawn = draft again). */
export const BLOG_STATUSES = ['draft', 'published'] as const;
const STATUS_LABELS = { draft: 'Entwurf', published: 'Veröffentlicht' } as const;

export const BLOG_MESSAGES = {
  stale: (name: string, current: number, yours: number) =>
    `Dieser Beitrag wurde inzwischen von ${name} geändert (Version ${current}); Ihre Fassung beruht auf Version ${yours} und wurde nicht gespeichert. Bitte übernehmen Sie Ihre Änderungen in die aktuelle Fassung.`,
  mayNotWrite: 'Sie dürfen keine Blogbeiträge schreiben.',
  mayNotEdit:
    'Diesen Beitrag dürfen Sie nicht ändern: Veröffentlichte Beiträge ändern nur Personen, die veröffentlichen dürfen.',
  mayNotMove: (label: string) => `Den Status „${label}“ dürfen Sie nicht setzen.`,
  slugTaken: 'Diese Adresse ist schon vergeben.',
  slug: 'Die Adresse darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.',
  date: 'Bitte geben Sie das Datum als JJJJ-MM-TT an.',
  banner: 'Das Titelbild muss ein Bild aus der Mediathek sein.',
  bannerAlt: 'Bitte beschreiben Sie das Titelbild in einem Alternativtext.',
  noImage: 'Bitte wählen Sie ein Bild aus.',
  imageType: 'Bitte laden Sie ein Foto oder eine Grafik als PNG, JPEG, WebP oder GIF hoch.',
} as const;

const UPLOAD_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_BODY = 200_000;

/** The blog's reader: anyone; writers and publishers by permission with a full account. */
export function blogReaderOf(auth: Awaited<ReturnType<AppContext['sessions']['auth']>>): Reader {
  const full = !!auth && statusOf(auth) === 'active';
  return {
    userId: auth ? Number(auth.user.id) : 0,
    roleIds: new Set(),
    write: full && can(auth.user, PERMISSIONS.blogWrite),
    publish: full && can(auth.user, PERMISSIONS.blogPublish),
    admin: false,
    hiddenCategories: new Set(),
  };
}

const isoDate = z
  .string({ error: BLOG_MESSAGES.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, BLOG_MESSAGES.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), BLOG_MESSAGES.date);

const fields = {
  title: text('Titel', 200),
  description: optionalText('Anriss', 500).transform((v) => v ?? ''),
  category: text('Kategorie', 50),
  date: isoDate,
  banner_media_id: positiveId('Titelbild').nullable(),
  banner_alt: optionalText('Alternativtext', 300).transform((v) => v ?? null),
  byline: optionalText('Autor', 100).transform((v) => v ?? null),
  body: longText('Text', MAX_BODY),
};
const note = optionalText('Änderungsnotiz', 300).transform((v) => v ?? '');
const version = positiveId('Version');
const status = z.enum(BLOG_STATUSES, {
  error: `Bitte wählen Sie für „Status“ einen der Werte: ${BLOG_STATUSES.join(', ')}.`,
});

const createInput = z.object({
  slug: z
    .string({ error: BLOG_MESSAGES.slug })
    .trim()
    .max(100, 'Die Adresse darf höchstens 100 Zeichen lang sein.')
    .regex(SLUG, BLOG_MESSAGES.slug)
    .optional(),
  ...fields,
  banner_media_id: fields.banner_media_id.default(null),
  status: status.default('draft'),
  note,
});

const updateInput = z.object({
  version,
  title: fields.title.optional(),
  description: fields.description.optional(),
  category: fields.category.optional(),
  date: fields.date.optional(),
  banner_media_id: fields.banner_media_id.optional(),
  banner_alt: fields.banner_alt.optional(),
  byline: fields.byline.optional(),
  body: fields.body.optional(),
  note,
});

const statusInput = z.object({ status, version: version.optional(), note });
const restoreInput = z.object({ version: version.optional(), note });

/** Whether a post shows the picture: as its banner or as `images/<name>` in its body. */
function shows(post: WikiArticleRow, picture: MediaRow): boolean {
  if (post.banner_media_id === picture.id) return true;
  for (const m of post.body.matchAll(/images\/([A-Za-z0-9._-]+)/g))
    if (m[1] === picture.name) return true;
  return false;
}

export function blogRouter(
  ctx: AppContext,
  store: WikiStore,
  library: Library,
  storage: Storage,
): Router {
  const router = Router();
  const { logger } = ctx;

  async function readerFor(req: Request, res: Response) {
    return blogReaderOf(await ctx.sessions.auth(req, res));
  }

  async function readable(req: Request, res: Response) {
    const reader = await readerFor(req, res);
    const slug = String(req.params.slug ?? '');
    const post = SLUG.test(slug) ? await store.findBySlug(slug) : undefined;
    if (!post || !canRead(reader, guarded(post))) throw notFound();
    return { reader, post };
  }

  async function withVersion(res: Response) {
    res.setHeader(BLOG_VERSION_HEADER, await store.contentVersion());
  }

  async function checkBanner(id: number | null, alt: string | null) {
    if (id === null) return;
    const row = await library.findById(id);
    if (!row || row.is_dir || !row.mime_type.startsWith('image/'))
      throw new ValidationError({ banner_media_id: [BLOG_MESSAGES.banner] });
    if (!alt) throw new ValidationError({ banner_alt: [BLOG_MESSAGES.bannerAlt] });
  }

  async function conflict(error: StaleVersion, yours: Record<string, unknown>) {
    const [current] = await store.views([error.current], true);
    return new HttpError(
      409,
      BLOG_MESSAGES.stale(
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

  function sorted(rows: WikiArticleRow[]) {
    return rows.sort(
      (a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title),
    );
  }

  router.get('/version', async (_req, res) => {
    const version = await store.contentVersion();
    res.setHeader(BLOG_VERSION_HEADER, version);
    res.json({ data: { version } });
  });

  router.get('/posts', async (req, res) => {
    const reader = await readerFor(req, res);
    const query = validate(z.object({ body: flag() }), { body: queryOf(req).body });
    // The version first: a save in between makes the answer look older, never newer.
    const version = await store.contentVersion();
    const rows = sorted((await store.list()).filter((row) => canRead(reader, guarded(row))));
    res.setHeader(BLOG_VERSION_HEADER, version);
    res.json({ data: query.body ? await store.views(rows, true) : await store.views(rows) });
  });

  router.post('/posts', async (req, res) => {
    const reader = await readerFor(req, res);
    if (!reader.write) throw new HttpError(403, BLOG_MESSAGES.mayNotWrite);
    const input = validate(createInput, bodyOf(req));
    if (!canMove(reader, 'draft', input.status))
      throw new HttpError(403, BLOG_MESSAGES.mayNotMove(STATUS_LABELS[input.status]));
    await checkBanner(input.banner_media_id, input.banner_alt);
    const slug = input.slug ?? slugFromTitle(input.title);
    if (!SLUG.test(slug)) throw new ValidationError({ slug: [BLOG_MESSAGES.slug] });
    const state: ArticleState = {
      title: input.title,
      description: input.description,
      category: input.category as ArticleState['category'],
      tags: [],
      banner_media_id: input.banner_media_id,
      status: input.status,
      visibility: null,
      pinned: false,
      body: input.body,
      date: input.date,
      banner_alt: input.banner_media_id ? input.banner_alt : null,
      byline: input.byline,
    };
    try {
      const row = await store.create(slug, state, {
        userId: reader.userId,
        note: input.note || 'Angelegt',
      });
      logger.info({ user: reader.userId, post: slug }, 'Blogbeitrag angelegt');
      await withVersion(res);
      res.status(201).json({ data: await one(row) });
    } catch (error) {
      if (error instanceof SlugTaken)
        throw new ValidationError({ slug: [BLOG_MESSAGES.slugTaken] });
      throw error;
    }
  });

  router.get('/posts/:slug', async (req, res) => {
    const { post } = await readable(req, res);
    await withVersion(res);
    res.json({ data: await one(post) });
  });

  const update = async (req: Request, res: Response) => {
    const { reader, post } = await readable(req, res);
    if (!reader.write) throw new HttpError(403, BLOG_MESSAGES.mayNotWrite);
    if (!canEdit(reader, guarded(post))) throw new HttpError(403, BLOG_MESSAGES.mayNotEdit);
    const body = bodyOf(req);
    const input = validate(updateInput, body);
    const current = stateOf(post);
    const next: ArticleState = {
      ...current,
      title: input.title ?? current.title,
      description: input.description ?? current.description,
      category: (input.category ?? current.category) as ArticleState['category'],
      date: input.date ?? current.date,
      banner_media_id:
        input.banner_media_id === undefined ? current.banner_media_id : input.banner_media_id,
      banner_alt: input.banner_alt === undefined ? current.banner_alt : input.banner_alt,
      byline: input.byline === undefined ? current.byline : input.byline,
      body: input.body ?? current.body,
    };
    if (input.banner_media_id !== undefined || input.banner_alt !== undefined)
      await checkBanner(next.banner_media_id, next.banner_alt);
    if (next.banner_media_id === null) next.banner_alt = null;
    try {
      const row = await store.save(post, input.version, next, {
        userId: reader.userId,
        note: input.note,
      });
      logger.info({ user: reader.userId, post: post.slug }, 'Blogbeitrag geändert');
      await withVersion(res);
      res.json({ data: await one(row) });
    } catch (error) {
      if (error instanceof StaleVersion) throw await conflict(error, body);
      throw error;
    }
  };
  router.put('/posts/:slug', update);
  router.patch('/posts/:slug', update);

  router.post('/posts/:slug/status', async (req, res) => {
    const { reader, post } = await readable(req, res);
    const body = bodyOf(req);
    const input = validate(statusInput, body);
    if (!reader.write || !canMove(reader, post.status, input.status))
      throw new HttpError(403, BLOG_MESSAGES.mayNotMove(STATUS_LABELS[input.status]));
    const expected = input.version ?? post.version;
    if (input.status === post.status && expected === post.version) {
      res.json({ data: await one(post) });
      return;
    }
    try {
      const row = await store.save(
        post,
        expected,
        { ...stateOf(post), status: input.status },
        {
          userId: reader.userId,
          note:
            input.note ||
            (input.status === 'published' ? 'Veröffentlicht' : 'Zurückgezogen (Entwurf)'),
        },
      );
      logger.info(
        { user: reader.userId, post: post.slug, status: input.status },
        'Blog-Status geändert',
      );
      await withVersion(res);
      res.json({ data: await one(row) });
    } catch (error) {
      if (error instanceof StaleVersion) throw await conflict(error, body);
      throw error;
    }
  });

  /** Revisions, their diff and restore: for writers only (readers see the published post). */
  async function writable(req: Request, res: Response) {
    const found = await readable(req, res);
    if (!found.reader.write) throw notFound();
    return found;
  }

  async function revisionAt(post: WikiArticleRow, value: unknown) {
    const number = typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0;
    const row = number ? await store.revision(post, number) : undefined;
    if (!row) throw notFound();
    return row;
  }

  router.get('/posts/:slug/revisions', async (req, res) => {
    const { post } = await writable(req, res);
    res.json({ data: await store.revisions(post) });
  });

  router.get('/posts/:slug/revisions/:version', async (req, res) => {
    const { post } = await writable(req, res);
    res.json({ data: await store.revisionView(await revisionAt(post, req.params.version)) });
  });

  router.get('/posts/:slug/diff', async (req, res) => {
    const { post } = await writable(req, res);
    const query = queryOf(req);
    const from = await revisionAt(post, query.from);
    const to = await revisionAt(post, query.to ?? String(post.version));
    res.json({ data: await diffOf(store, post, from, to) });
  });

  router.post('/posts/:slug/revisions/:version/restore', async (req, res) => {
    const { reader, post } = await writable(req, res);
    if (!canEdit(reader, guarded(post))) throw new HttpError(403, BLOG_MESSAGES.mayNotEdit);
    const old = await revisionAt(post, req.params.version);
    const body = bodyOf(req);
    const input = validate(restoreInput, body);
    // The content comes back; whether the post is published stays as it is.
    const next: ArticleState = { ...stateOf(old), status: stateOf(post).status };
    try {
      const row = await store.save(post, input.version ?? post.version, next, {
        userId: reader.userId,
        note: input.note || `Version ${old.version} wiederhergestellt`,
      });
      await withVersion(res);
      res.status(201).json({ data: await one(row) });
    } catch (error) {
      if (error instanceof StaleVersion) throw await conflict(error, body);
      throw error;
    }
  });

  router.post('/images', async (req, res) => {
    const reader = await readerFor(req, res);
    if (!reader.write) throw new HttpError(403, BLOG_MESSAGES.mayNotWrite);
    const form = await readMultipart(req, { maxFileBytes: MAX_IMAGE_BYTES, fileFields: ['file'] });
    const file = form.files[0];
    if (!file) throw new ValidationError({ file: [BLOG_MESSAGES.noImage] });
    const extension = UPLOAD_TYPES[detectMimeType(file.data, null)];
    if (!extension) throw new ValidationError({ file: [BLOG_MESSAGES.imageType] });
    const base = slugify(file.filename.replace(/\.[^.]*$/, '')).slice(0, 80) || 'bild';
    const folder = await imageFolder(library);
    let name = `${base}.${extension}`;
    for (let n = 2; await library.find(`${BLOG_IMAGE_FOLDER}/${name}`); n++)
      name = `${base}-${n}.${extension}`;
    const row = await library.addFile(folder, { name, data: file.data });
    logger.info({ user: reader.userId, image: row.path }, 'Blogbild hochgeladen');
    res.status(201).json({ data: { id: row.id, name: row.name, src: `images/${row.name}` } });
  });

  /**
   * A picture of the blog: to everyone if a published post shows it, to writers any. The media
   * folder itself is for admins only, so a draft's picture never reaches a guest.
   */
  router.get('/images/:name', async (req, res) => {
    const reader = await readerFor(req, res);
    const name = String(req.params.name ?? '');
    const row = /^[A-Za-z0-9._-]+$/.test(name)
      ? await library.find(`${BLOG_IMAGE_FOLDER}/${name}`)
      : undefined;
    if (!row || row.is_dir) throw notFound();
    if (!reader.write) {
      const published = await store.list({ status: 'published' });
      if (!published.some((post) => shows(post, row))) throw notFound();
    }
    await sendStored(req, res, storage, row, false, () =>
      logger.warn({ image: row.path }, 'Blogbild fehlt im Speicher'),
    );
  });

  return router;
}

/** The blog's media folder: admins only; the public reads published pictures via the API. */
async function imageFolder(library: Library): Promise<MediaRow> {
  const existed = await library.find(BLOG_MEDIA_ROOT);
  const root = await library.ensureFolder(BLOG_MEDIA_ROOT);
  if (!existed) await library.setRules(root, false, []);
  return library.ensureFolder(BLOG_IMAGE_FOLDER);
}

const frontMatter = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500).default(''),
  date: z.coerce.date().transform((d) => d.toISOString().slice(0, 10)),
  author: z.string().trim().max(100).optional(),
  category: z.string().trim().min(1).max(50),
  image: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  imageAlt: z.string().trim().max(300).optional(),
});

/**
 * Fills an empty blog from the website's former Markdown posts (decision 033): each post
 * published with its slug, date, category, byline and teaser; its picture from `imagesDir`
 * (`<image>.svg|png|jpg|webp`) into the media library. One transaction, as the wiki's seed.
 */
export async function seedBlog(
  store: WikiStore,
  library: Library,
  dir: string,
  imagesDir: string,
  logger: Logger,
) {
  if ((await store.count()) > 0 || !existsSync(dir)) return;
  const names = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  const pictures = existsSync(imagesDir) ? await readdir(imagesDir) : [];
  const planned: { slug: string; state: ArticleState }[] = [];
  for (const file of names) {
    const slug = file.slice(0, -3);
    const { data, content } = matter(await readFile(join(dir, file), 'utf8'));
    const meta = frontMatter.parse(data);
    let banner: number | null = null;
    const picture =
      meta.image && pictures.find((p) => p.slice(0, -extname(p).length) === meta.image);
    if (picture) {
      const existing = await library.find(`${BLOG_IMAGE_FOLDER}/${picture}`);
      const row =
        existing ??
        (await library.addFile(await imageFolder(library), {
          name: picture,
          data: await readFile(join(imagesDir, picture)),
        }));
      banner = row.id;
    }
    planned.push({
      slug,
      state: {
        title: meta.title,
        description: meta.description,
        category: meta.category as ArticleState['category'],
        tags: [],
        banner_media_id: banner,
        status: 'published',
        visibility: null,
        pinned: false,
        body: content.trim(),
        date: meta.date,
        banner_alt: banner ? (meta.imageAlt ?? null) : null,
        byline: meta.author ?? null,
      },
    });
  }
  try {
    await store.db.transaction().execute(async (trx) => {
      for (const { slug, state } of planned)
        await store.create(
          slug,
          state,
          {
            userId: null,
            note: 'Import',
            at: `${state.date}T08:00:00.000Z`,
            createdAt: `${state.date}T08:00:00.000Z`,
          },
          trx,
        );
    });
    logger.info(`Blog importiert: ${planned.length} Beiträge`);
  } catch (error) {
    if (isUniqueViolation(error) && (await store.count()) > 0) return;
    throw error;
  }
}
