// The blog on the content engine (issue 17, item 8; decisions 033, 046): posts are entries of the
// collection `blog` in the same tables, with the same revisions, version check, status
// workflow, diff and restore, served by the collection router (features/content). Guests read published posts;
// `app.blog.write` writes drafts, `app.blog.publish` publishes and withdraws.
import { readFrontMatter } from '@frischkontor/server-kit';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { PERMISSIONS } from '@frischkontor/contract';
import { z } from 'zod';
import { isUniqueViolation } from '../../db';
import type { Logger } from '../../logger';
import type { Library } from '../media';
import { imageFolder, type ArticleState, type Collection, type ContentStore } from '../content';

export const BLOG_MEDIA_ROOT = 'domain/blog';
export const BLOG_IMAGE_FOLDER = `${BLOG_MEDIA_ROOT}/bilder`;
/** Response header with the blog's content version (changes with every save). */
export const BLOG_VERSION_HEADER = 'X-Blog-Version';

export const BLOG: Collection = {
  permissions: { write: PERMISSIONS.blogWrite, publish: PERMISSIONS.blogPublish },
  // A draft, submitted for review by a writer who may not publish (issue 28, item 4), or
  // published on the website (withdrawn = draft again).
  statuses: ['draft', 'review', 'published'],
  statusLabels: { draft: 'Entwurf', review: 'Zur Prüfung', published: 'Veröffentlicht' },
  review: { what: 'Blogbeitrag', base: '/intern/blog' },
  publicStatuses: ['published'],
  statusNotes: { published: 'Veröffentlicht', draft: 'Zurückgezogen (Entwurf)' },
  versionHeader: BLOG_VERSION_HEADER,
  messages: {
    stale: (name, current, yours) =>
      `Dieser Beitrag wurde inzwischen von ${name} geändert (Version ${current}); die Fassung im Editor beruht auf Version ${yours} und wurde nicht gespeichert. Bitte die Änderungen in die aktuelle Fassung übernehmen.`,
    mayNotWrite: 'Keine Berechtigung, Blogbeiträge zu schreiben.',
    mayNotEdit:
      'Dieser Beitrag ist veröffentlicht: Ändern dürfen ihn nur Personen, die Beiträge veröffentlichen dürfen.',
    slugTaken: 'Diese Adresse ist schon vergeben.',
    created: 'Blogbeitrag angelegt',
    changed: 'Blogbeitrag geändert',
    statusChanged: 'Blog-Status geändert',
  },
  images: {
    root: BLOG_MEDIA_ROOT,
    folder: BLOG_IMAGE_FOLDER,
    log: 'Blogbild hochgeladen',
    missing: 'Blogbild fehlt im Speicher',
  },
};

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
  store: ContentStore,
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
    const { data, body: content } = readFrontMatter(await readFile(join(dir, file), 'utf8'));
    const meta = frontMatter.parse(data);
    let banner: number | null = null;
    const picture =
      meta.image && pictures.find((p) => p.slice(0, -extname(p).length) === meta.image);
    if (picture) {
      const existing = await library.find(`${BLOG_IMAGE_FOLDER}/${picture}`);
      const row =
        existing ??
        (await library.addFile(await imageFolder(library, BLOG.images!), {
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
        fields: null,
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
