// The blog as the website reads it (decision 033): the published posts of the backend's public
// blog API (`GET /api/blog/posts?body=1`), with their pictures, followed and kept on disk by
// platform/content/published.server.ts, so public pages never wait for the backend and keep the
// last published version while it is down.
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withFacts } from '@frischkontor/contract';
import type { PictureData } from '~/components/ui/Picture';
import { env } from '~/config/env.server';
import { contentRoot, type Collection, type Entry } from '~/platform/content/collection.server';
import { renderMarkdown } from '~/platform/content/markdown.server';
import { backendFetch } from '~/platform/api/backend-fetch.server';
import {
  followPublished,
  publishedApi,
  writeAtomically,
} from '~/platform/content/published.server';

/** Where the blog's pictures are served from the snapshot. */
export const BLOG_IMAGE_ROUTE = '/blog/bilder';

export interface PostMeta {
  title: string;
  description: string;
  /** `YYYY-MM-DD`. */
  date: string;
  author: string;
  category: string;
  /** The picture's file name in the snapshot, or ''. */
  image: string;
  imageAlt: string;
}

/** A post as the backend answers it (the fields the website reads). */
export interface ApiPost {
  slug: string;
  title: string;
  description: string;
  category: string;
  status: string;
  date: string | null;
  byline: string | null;
  banner_alt: string | null;
  banner: { src_path: string } | null;
  body: string;
}

interface Snapshot {
  version: string;
  posts: ApiPost[];
  /** Picture name → width and height. */
  pictures: Record<string, { w: number; h: number }>;
}

interface State {
  list: Entry<PostMeta>[];
  bySlug: Map<string, Entry<PostMeta>>;
  pictures: Map<string, PictureData>;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const BLOG_MEDIA_FOLDER = 'domain/blog/bilder/';

/** The snapshot's folder: BLOG_SNAPSHOT_DIR, or `data/blog` beside the content folder. */
export function snapshotDir(): string {
  return env().BLOG_SNAPSHOT_DIR || join(contentRoot(), '..', 'data', 'blog');
}

function bannerName(post: ApiPost): string | null {
  const path = post.banner?.src_path;
  if (!path?.startsWith(BLOG_MEDIA_FOLDER)) return null;
  const name = path.slice(BLOG_MEDIA_FOLDER.length);
  return NAME.test(name) ? name : null;
}

function bodyImage(src: string): string | null {
  const match = /^\.?\/?images\/([A-Za-z0-9][A-Za-z0-9._-]*)$/.exec(src);
  return match ? match[1]! : null;
}

/**
 * A post's Markdown as the website shows it, `images/<name>` at `imageRoute` (the public
 * snapshot's pictures; the editor's preview shows them from the intranet).
 */
export function renderPostBody(body: string, imageRoute = BLOG_IMAGE_ROUTE) {
  return renderMarkdown(body, {
    resolveImage: (src) => {
      const name = bodyImage(src);
      return name ? `${imageRoute}/${name}` : src;
    },
  });
}

function picturesOf(post: ApiPost): string[] {
  const names = new Set<string>();
  const banner = bannerName(post);
  if (banner) names.add(banner);
  for (const m of post.body.matchAll(/\]\((?:\.\/)?images\/([A-Za-z0-9][A-Za-z0-9._-]*)/g))
    names.add(m[1]!);
  return [...names];
}

/** Width and height from the file's header (SVG viewBox, PNG, GIF); 16:10 otherwise. */
export function sizeOf(data: Buffer): { w: number; h: number } {
  const head = data.subarray(0, 4096).toString('latin1');
  const box = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(head);
  if (head.includes('<svg') && box) return { w: Math.round(+box[1]!), h: Math.round(+box[2]!) };
  if (data.subarray(1, 4).toString('latin1') === 'PNG')
    return { w: data.readUInt32BE(16), h: data.readUInt32BE(20) };
  if (head.startsWith('GIF8')) return { w: data.readUInt16LE(6), h: data.readUInt16LE(8) };
  return { w: 1600, h: 1000 };
}

async function build(snapshot: Snapshot): Promise<State> {
  const published = snapshot.posts.filter((p) => p.status === 'published' && p.date);
  published.sort((a, b) => b.date!.localeCompare(a.date!) || a.title.localeCompare(b.title));
  const list = await Promise.all(
    published.map(async (post): Promise<Entry<PostMeta>> => {
      const banner = bannerName(post);
      return {
        slug: post.slug,
        meta: {
          title: withFacts(post.title),
          description: withFacts(post.description),
          date: post.date!,
          author: post.byline ?? 'Redaktion Hallberg',
          category: post.category,
          image: banner ?? '',
          imageAlt: post.banner_alt ?? '',
        },
        body: post.body,
        content: await renderPostBody(post.body),
      };
    }),
  );
  const pictures = new Map(
    Object.entries(snapshot.pictures).map(([name, size]) => [
      name,
      { sources: {}, img: { src: `${BLOG_IMAGE_ROUTE}/${name}`, ...size } },
    ]),
  );
  return {
    list,
    bySlug: new Map(list.map((e) => [e.slug, e])),
    pictures,
  };
}

/** Fetches the published posts and the pictures not on disk yet. */
async function fetchPosts(
  version: string,
  get: <R>(path: string) => Promise<R>,
): Promise<Snapshot> {
  const posts = (await get<ApiPost[]>('/posts?body=1')).filter((p) => p.status === 'published');
  const dir = snapshotDir();
  await mkdir(join(dir, 'images'), { recursive: true });
  const pictures: Snapshot['pictures'] = {};
  for (const name of new Set(posts.flatMap(picturesOf))) {
    const file = join(dir, 'images', name);
    let data: Buffer | null = existsSync(file) ? await readFile(file) : null;
    if (!data) {
      const response = await backendFetch(
        `${publishedApi('/blog')}/images/${encodeURIComponent(name)}`,
        {
          signal: AbortSignal.timeout(env().BACKEND_TIMEOUT_MS),
        },
      );
      if (!response.ok) continue;
      data = Buffer.from(await response.arrayBuffer());
      await writeAtomically(file, data);
    }
    pictures[name] = sizeOf(data);
  }
  return { version, posts, pictures };
}

const blog = followPublished({ api: '/blog', dir: snapshotDir, fetch: fetchPosts, build });

/**
 * Counts up whenever the posts the website shows change; public pages' cache keys carry it.
 * Never waits for the backend.
 */
export const blogVersion = blog.version;

/** At start (and in tests): the snapshot from disk, then one answer of the backend. */
export const loadBlog = blog.load;

/** The published posts, newest first. */
export const posts: Collection<PostMeta> = {
  async all() {
    return (await blog.current())?.list ?? [];
  },
  async get(slug) {
    return (await blog.current())?.bySlug.get(slug);
  },
  async has(slug) {
    return (await blog.current())?.bySlug.has(slug) ?? false;
  },
};

/** A post's picture as the Picture component takes it, or null. */
export function blogImage(name: string): PictureData | null {
  return (name && blog.peek()?.pictures.get(name)) || null;
}

/** A picture of a published post, from the snapshot: its bytes, or null. */
export async function blogPicture(name: string): Promise<Buffer | null> {
  if (!NAME.test(name) || !(await blog.current())?.pictures.has(name)) return null;
  const file = join(snapshotDir(), 'images', name);
  return existsSync(file) ? readFile(file) : null;
}

/** Tests: forget everything known in this process. */
export const resetBlogForTests = blog.reset;
