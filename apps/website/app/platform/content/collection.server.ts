import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { env } from '~/config/env.server';
import {
  readMarkdownFile,
  renderMarkdown,
  type RenderedMarkdown,
  type RenderOptions,
} from './markdown.server';

/** Finds `apps/website/content`, from the source tree in development and from `build/server` in production. */
export function contentRoot(): string {
  const configured = env().CONTENT_DIR;
  if (configured) return resolve(configured);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, 'content');
    if (existsSync(join(candidate, 'jobs'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Content folder not found: set CONTENT_DIR to the website\'s "content" folder.');
}

export class ContentError extends Error {}

export interface Entry<T> {
  slug: string;
  meta: T;
  /** The Markdown as written, without frontmatter. */
  body: string;
  content: RenderedMarkdown;
}

export interface Collection<T> {
  all(): Promise<Entry<T>[]>;
  get(slug: string): Promise<Entry<T> | undefined>;
  has(slug: string): Promise<boolean>;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A folder of Markdown files with validated frontmatter, read and rendered once per process.
 * A file with bad frontmatter stops the start with a message naming the file and the field.
 */
export function defineCollection<S extends z.ZodType>(options: {
  folder: string;
  schema: S;
  render?: (slug: string) => RenderOptions;
  sort?: (a: Entry<z.output<S>>, b: Entry<z.output<S>>) => number;
}): Collection<z.output<S>> {
  type T = z.output<S>;
  let loading: Promise<{ list: Entry<T>[]; bySlug: Map<string, Entry<T>> }> | undefined;

  async function load() {
    const dir = join(contentRoot(), options.folder);
    const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
    const list = await Promise.all(
      files.map(async (file) => {
        const slug = file.slice(0, -3);
        if (!SLUG.test(slug))
          throw new ContentError(`${options.folder}/${file}: file name must be a lowercase slug`);
        const { data, body } = await readMarkdownFile(join(dir, file));
        const parsed = options.schema.safeParse(data);
        if (!parsed.success) {
          const issues = parsed.error.issues
            .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
            .join('; ');
          throw new ContentError(`${options.folder}/${file}: invalid frontmatter (${issues})`);
        }
        const content = await renderMarkdown(body, options.render?.(slug));
        return { slug, meta: parsed.data as T, body, content };
      }),
    );
    if (options.sort) list.sort(options.sort);
    return { list, bySlug: new Map(list.map((e) => [e.slug, e])) };
  }

  const ready = () => (loading ??= load());

  return {
    all: async () => (await ready()).list,
    get: async (slug) => (await ready()).bySlug.get(slug),
    has: async (slug) => (await ready()).bySlug.has(slug),
  };
}
