// Tests and the search bench: the wiki's seed folder (content/wiki, decision 022) as the
// backend's API answers it after the first start's import, turned into the website's content by
// the same code that reads the API. The website itself never reads this folder.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { WikiArticleData, WikiCategory } from '@frischkontor/contract';
import { SEED_SYNONYMS } from '../../backend/src/features/wiki/seed-synonyms';
import { wikiContentOf, type WikiContent } from '../app/features/wiki/content.server';
import { readMarkdownFile } from '../app/platform/content/markdown.server';

export const WIKI_SEED_DIR = join(import.meta.dirname, '..', 'content', 'wiki');

/** Every seed article as `GET /api/wiki/articles?body=1` gives it to an admin. */
export async function seedArticles(dir = WIKI_SEED_DIR): Promise<WikiArticleData[]> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
  return Promise.all(
    files.map(async (file): Promise<WikiArticleData> => {
      const { data, body } = await readMarkdownFile(join(dir, file));
      const updated = new Date(String(data.updated)).toISOString();
      return {
        slug: file.slice(0, -3),
        title: String(data.title),
        description: String(data.description ?? ''),
        category: data.category as WikiCategory,
        tags: (data.keywords as string[] | undefined) ?? [],
        banner: data.image
          ? { id: 0, src_path: `domain/wiki/bilder/${String(data.image)}`, cdn_path: '' }
          : null,
        status: data.draft ? 'draft' : 'published',
        visibility: null,
        pinned: !!data.pinned,
        version: 1,
        created_at: updated,
        updated_at: updated,
        created_by: null,
        updated_by: null,
        body: body.trim(),
      };
    }),
  );
}

/** The synonym list a new backend starts with (its migration, decision 034). */
export { SEED_SYNONYMS };

/**
 * The seed as staff read it (published only) or as a writer does (`withDrafts`), with the
 * synonyms the backend starts with.
 */
export async function seedContent(options: { withDrafts?: boolean } = {}): Promise<WikiContent> {
  const all = await seedArticles();
  const readable = options.withDrafts ? all : all.filter((a) => a.status === 'published');
  return wikiContentOf(
    options.withDrafts ? 'seed+drafts' : 'seed',
    readable,
    undefined,
    SEED_SYNONYMS,
  );
}
