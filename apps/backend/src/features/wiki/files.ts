// Wiki articles as Markdown files with front matter, and back (decision 022): the seed import
// at first start, and `npm run wiki:export|wiki:import -w apps/backend -- <dir>`.
// A folder holds `<slug>.md` files and their pictures in `images/`; in a body, `images/<name>`
// means the file `<name>` in the media library folder `domain/wiki/bilder`.
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  ROLES,
  WIKI_CATEGORIES,
  WIKI_STATUSES,
  type WikiCategory,
  type WikiStatus,
} from '@frischkontor/contract';
import { FrontMatterError, readFrontMatter, writeFrontMatter } from '@frischkontor/server-kit';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import type { DB, MediaRow, WikiArticleRow } from '../../db/schema';
import type { Library, Storage } from '../media';
import { isValidName } from '../media';
import { SLUG, stateOf, STATE_FIELDS, type ArticleState, type ContentStore } from '../content';

export const WIKI_MEDIA_ROOT = 'domain/wiki';
export const WIKI_IMAGE_FOLDER = `${WIKI_MEDIA_ROOT}/bilder`;

const date = z.coerce.date().transform((d) => d.toISOString());

/** Front matter as the website's files have it (schema.server.ts), plus the database's fields. */
const frontMatter = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500).default(''),
  category: z.enum(WIKI_CATEGORIES),
  keywords: z.array(z.coerce.string()).max(30).default([]),
  image: z.string().optional(),
  updated: date.optional(),
  created: date.optional(),
  pinned: z.boolean().default(false),
  draft: z.boolean().default(false),
  status: z.enum(WIKI_STATUSES).optional(),
  visibility: z.array(z.string()).nullable().default(null),
});

export interface ArticleFile {
  slug: string;
  title: string;
  description: string;
  category: WikiCategory;
  tags: string[];
  image: string | null;
  status: WikiStatus;
  visibility: string[] | null;
  pinned: boolean;
  body: string;
  created: string | null;
  updated: string | null;
}

export class ImportError extends Error {}

export function parseArticleFile(slug: string, text: string): ArticleFile {
  if (!SLUG.test(slug)) throw new ImportError(`${slug}.md: Der Dateiname ist kein gültiger Slug.`);
  let head: ReturnType<typeof readFrontMatter>;
  try {
    head = readFrontMatter(text);
  } catch (error) {
    if (error instanceof FrontMatterError) throw new ImportError(`${slug}.md: ${error.message}`);
    throw error;
  }
  const { data, body: content } = head;
  const parsed = frontMatter.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((i) => `${i.path.join('.') || '(Kopf)'}: ${i.message}`)
      .join('; ');
    throw new ImportError(`${slug}.md: ungültiger Kopf (${issues})`);
  }
  const meta = parsed.data;
  return {
    slug,
    title: meta.title,
    description: meta.description,
    category: meta.category,
    tags: meta.keywords,
    image: meta.image ?? null,
    status: meta.status ?? (meta.draft ? 'draft' : 'published'),
    visibility: meta.visibility,
    pinned: meta.pinned,
    body: content.trim(),
    created: meta.created ?? meta.updated ?? null,
    updated: meta.updated ?? null,
  };
}

export function formatArticleFile(file: ArticleFile): string {
  const data: Record<string, unknown> = {
    title: file.title,
    description: file.description,
    category: file.category,
    keywords: file.tags,
  };
  if (file.image) data.image = file.image;
  if (file.updated) data.updated = new Date(file.updated).toISOString();
  if (file.created) data.created = new Date(file.created).toISOString();
  data.pinned = file.pinned;
  // The website's reader hides `draft: true`; anything not published stays hidden there.
  if (file.status !== 'published') data.draft = true;
  data.status = file.status;
  if (file.visibility) data.visibility = file.visibility;
  return writeFrontMatter(data, file.body);
}

export function createWikiFiles(
  db: Kysely<DB>,
  library: Library,
  storage: Storage,
  store: ContentStore,
) {
  /** The wiki's media folders: readable by staff (admins read everything). */
  async function imageFolder(): Promise<MediaRow> {
    const existed = await library.find(WIKI_MEDIA_ROOT);
    const root = await library.ensureFolder(WIKI_MEDIA_ROOT);
    if (!existed) {
      const staff = await db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', ROLES.personal)
        .executeTakeFirst();
      if (staff)
        await library.setRules(root, true, [
          { subject: 'role', subject_id: staff.id, level: 'read' },
        ]);
    }
    return library.ensureFolder(WIKI_IMAGE_FOLDER);
  }

  /** Adds the folder's pictures that the library lacks (by name); returns how many. */
  async function importImages(dir: string): Promise<number> {
    const imagesDir = join(dir, 'images');
    if (!existsSync(imagesDir)) return 0;
    const folder = await imageFolder();
    let added = 0;
    for (const name of (await readdir(imagesDir)).sort()) {
      if (!isValidName(name) || (await library.find(`${WIKI_IMAGE_FOLDER}/${name}`))) continue;
      const data = await readFile(join(imagesDir, name));
      try {
        await library.addFile(folder, { name, data });
        added++;
      } catch (error) {
        // Another process added it in the meantime.
        if (!(error instanceof HttpError && error.status === 409)) throw error;
      }
    }
    return added;
  }

  async function readFolder(dir: string): Promise<ArticleFile[]> {
    const names = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
    return Promise.all(
      names.map(async (name) =>
        parseArticleFile(name.slice(0, -3), await readFile(join(dir, name), 'utf8')),
      ),
    );
  }

  async function stateFrom(file: ArticleFile): Promise<ArticleState> {
    let banner: number | null = null;
    if (file.image) {
      const row = await library.find(`${WIKI_IMAGE_FOLDER}/${file.image}`);
      if (!row) throw new ImportError(`${file.slug}.md: Bild ${file.image} fehlt in images/.`);
      banner = row.id;
    }
    let visibility: number[] | null = null;
    if (file.visibility) {
      const { ids, unknown } = await store.roleIds(file.visibility);
      if (unknown.length)
        throw new ImportError(`${file.slug}.md: unbekannte Rolle(n) ${unknown.join(', ')}`);
      visibility = ids;
    }
    return {
      title: file.title,
      description: file.description,
      category: file.category,
      tags: file.tags,
      banner_media_id: banner,
      status: file.status,
      visibility,
      pinned: file.pinned,
      body: file.body,
      date: null,
      banner_alt: null,
      byline: null,
      fields: null,
    };
  }

  /**
   * Reads a folder into the database: new slugs are created with the files' dates, changed
   * articles get a new revision, unchanged ones are left alone. Every file is checked before
   * anything is written, and the articles are written in one transaction.
   */
  async function importFolder(dir: string, userId: number | null = null) {
    const files = await readFolder(dir);
    const images = await importImages(dir);
    const planned = await Promise.all(
      files.map(async (file) => ({ file, state: await stateFrom(file) })),
    );
    const counts = { created: 0, updated: 0, unchanged: 0, images };
    await db.transaction().execute(async (trx) => {
      for (const { file, state } of planned) {
        const existing = await trx
          .selectFrom('wiki_articles')
          .selectAll()
          .where('collection', '=', store.collection)
          .where('slug', '=', file.slug)
          .executeTakeFirst();
        if (!existing) {
          await store.create(
            file.slug,
            state,
            {
              userId,
              note: 'Import',
              at: file.updated ?? undefined,
              createdAt: file.created ?? undefined,
            },
            trx,
          );
          counts.created++;
        } else if (!sameState(stateOf(existing), state)) {
          await store.save(existing, existing.version, state, { userId, note: 'Import' }, trx);
          counts.updated++;
        } else counts.unchanged++;
      }
    });
    return counts;
  }

  /** Writes every article and the pictures they use; returns how many of each. */
  async function exportFolder(dir: string) {
    const rows = await store.list();
    const imagesDir = join(dir, 'images');
    await mkdir(imagesDir, { recursive: true });
    const roles = await store.roleNames();
    const folder = await library.find(WIKI_IMAGE_FOLDER);
    const pictures = folder ? (await library.children(folder)).filter((r) => !r.is_dir) : [];
    const written = new Set<string>();
    const copy = async (row: MediaRow) => {
      if (written.has(row.name) || !row.storage_key) return;
      written.add(row.name);
      await pipeline(
        await storage.read('files', row.storage_key),
        createWriteStream(join(imagesDir, row.name)),
      );
    };
    for (const row of pictures) await copy(row);
    for (const row of rows) {
      const banner = row.banner_media_id ? await library.findById(row.banner_media_id) : undefined;
      if (banner) await copy(banner);
      await writeFile(join(dir, `${row.slug}.md`), formatArticleFile(fileOf(row, banner, roles)));
    }
    return { articles: rows.length, images: written.size };
  }

  return { imageFolder, importImages, importFolder, exportFolder, readFolder };
}

function fileOf(row: WikiArticleRow, banner: MediaRow | undefined, roles: Map<number, string>) {
  const state = stateOf(row);
  return {
    slug: row.slug,
    title: state.title,
    description: state.description,
    category: state.category,
    tags: state.tags,
    image: banner?.name ?? null,
    status: state.status,
    visibility: state.visibility?.map((id) => roles.get(id) ?? `#${id}`).sort() ?? null,
    pinned: state.pinned,
    body: state.body,
    created: row.created_at,
    updated: row.updated_at,
  } satisfies ArticleFile;
}

export function sameState(a: ArticleState, b: ArticleState): boolean {
  return STATE_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}

export type WikiFiles = ReturnType<typeof createWikiFiles>;
