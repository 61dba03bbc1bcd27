// The wiki as the website reads it (decisions 022, 029): from the backend's API, never from the
// Markdown folder. The backend decides what a viewer may read; the website keeps what it answered
// per access group (roles and permissions, decision 009) and content version, so a page asks the
// backend at most once a second whether anything changed:
// - `followWikiVersion`: the wiki's content version, asked of the backend when the last answer
//   is older than FOLLOW_MS (platform/content/follow-version.server.ts: one request at a time
//   per process; everyone else waits for it);
// - `wikiFor`: the articles (and categories) this viewer's group may read, with lists, images and
//   search index,
//   fetched with the viewer's own session when the version moved;
// - `wikiArticleFor`: the one article as this viewer may see it, or null (the same 404 for a
//   missing, a limited and an unpublished article); a slug missing at the known version asks
//   for the version once more, so an article published a moment ago elsewhere is no 404;
// - `forgetWikiVersion`: after a save through the website, the next request asks at once.
import {
  WIKI_CATEGORIES,
  WIKI_STATUS_LABELS,
  type User,
  type WikiArticleData,
  type WikiCategory,
  type WikiCategoryInfo,
  type WikiSynonymsData,
  withFacts,
} from '@frischkontor/contract';
import type { ApiClient } from '@frischkontor/helium-client';
import type { RouterContextProvider } from 'react-router';
import { backendFor } from '~/platform/api/session.server';
import { followVersion } from '~/platform/content/follow-version.server';
import { renderMarkdown, type RenderedMarkdown } from '~/platform/content/markdown.server';
import { accessGroup } from '~/platform/page-store/kept-pages.server';
import type { WikiEntry } from './entry';
import { createSearchIndex, type WikiSearchIndex } from './search.server';

export type { WikiArticleMeta, WikiEntry } from './entry';

export const WIKI_IMAGE_ROUTE = '/intern/wiki/bilder';

/** Where the import puts the wiki's pictures in the media library (decision 022). */
export const WIKI_MEDIA_FOLDER = 'domain/wiki/bilder';

/** Access groups kept per process; a group asked for again after eviction is fetched again. */
const MAX_GROUPS = 50;

/** A picture of the wiki's media folder: `domain/wiki/bilder/x.svg` → `x.svg`. */
function wikiImageName(srcPath: string | undefined): string | null {
  const prefix = `${WIKI_MEDIA_FOLDER}/`;
  if (!srcPath?.startsWith(prefix)) return null;
  const name = srcPath.slice(prefix.length);
  return /^[a-z0-9][a-z0-9._-]*$/i.test(name) ? name : null;
}

/** `images/x.svg` in an article's Markdown → the name of the picture in the wiki's folder. */
function bodyImageName(src: string): string | null {
  const match = /^\.?\/?images\/([a-z0-9][a-z0-9._-]*)$/i.exec(src);
  return match ? match[1]! : null;
}

// Rendering depends on the article alone, so each version of an article is rendered once per
// process, whichever group asked first.
const rendered = new Map<string, { version: string; entry: Promise<WikiEntry> }>();

/**
 * What an entry is made of: the article's version and its review date and owner, which change
 * without a version of the text (decision 054).
 */
function stampOf(article: Pick<WikiArticleData, 'version' | 'review'>): string {
  const review = article.review;
  return `${article.version}|${review ? `${review.review_by}|${review.owner?.id ?? ''}` : ''}`;
}

function entryStamp(entry: WikiEntry): string {
  const review = entry.meta.review;
  return `${entry.meta.version}|${review ? `${review.reviewBy}|${review.ownerId ?? ''}` : ''}`;
}

/** An article's Markdown as the reader shows it (also the editor's preview). */
export function renderWikiBody(body: string): Promise<RenderedMarkdown> {
  return renderMarkdown(body, {
    headingAnchors: true,
    resolveImage: (src) => {
      const name = bodyImageName(src);
      return name ? `${WIKI_IMAGE_ROUTE}/${name}` : src;
    },
  });
}

async function makeEntry(article: WikiArticleData): Promise<WikiEntry> {
  const banner = wikiImageName(article.banner?.src_path);
  const content = await renderWikiBody(article.body);
  return {
    slug: article.slug,
    meta: {
      title: withFacts(article.title),
      description: withFacts(article.description),
      category: article.category,
      keywords: article.tags,
      updated: article.updated_at.slice(0, 10),
      pinned: article.pinned,
      status: article.status,
      draft: article.status !== 'published',
      banner: banner && `${WIKI_IMAGE_ROUTE}/${banner}`,
      version: article.version,
      updatedBy: article.updated_by?.name ?? null,
      author: article.author?.name ?? article.created_by?.name ?? null,
      reviewedBy: article.reviewed_by?.name ?? null,
      review: article.review
        ? {
            owner: article.review.owner?.name ?? null,
            ownerId: article.review.owner?.id ?? null,
            reviewBy: article.review.review_by,
          }
        : null,
    },
    body: article.body,
    content,
  };
}

/** The article as the website shows it (rendered once per article version and process). */
export function toEntry(article: WikiArticleData): Promise<WikiEntry> {
  const known = rendered.get(article.slug);
  const version = stampOf(article);
  if (known?.version === version) return known.entry;
  const entry = makeEntry(article);
  rendered.set(article.slug, { version, entry });
  entry.catch(() => rendered.delete(article.slug));
  return entry;
}

export function statusLabel(entry: WikiEntry): string | null {
  return entry.meta.draft ? WIKI_STATUS_LABELS[entry.meta.status] : null;
}

/** What one access group may read of the wiki at one content version. */
export class WikiContent {
  readonly bySlug: ReadonlyMap<string, WikiEntry>;
  /** Pictures the group's articles show; no other picture is served to it. */
  readonly images: ReadonlySet<string>;
  private index: WikiSearchIndex | undefined;

  constructor(
    readonly version: string,
    /** By title, German order. */
    readonly articles: readonly WikiEntry[],
    /** The categories the group may see, in the index's order (decision 035). */
    readonly categories: readonly WikiCategory[] = WIKI_CATEGORIES,
    /** The search's synonyms, as wiki admins keep them (decision 034). */
    readonly synonyms: readonly (readonly string[])[] = [],
  ) {
    this.bySlug = new Map(articles.map((a) => [a.slug, a]));
    const images = new Set<string>();
    for (const article of articles) {
      if (article.meta.banner) images.add(article.meta.banner.slice(WIKI_IMAGE_ROUTE.length + 1));
      for (const match of article.body.matchAll(/\]\(\s*<?(\.?\/?images\/[^\s)>]+)/g)) {
        const name = bodyImageName(match[1]!);
        if (name) images.add(name);
      }
    }
    this.images = images;
  }

  /** Built on the first search, then kept with the content. */
  get search(): WikiSearchIndex {
    this.index ??= createSearchIndex(this.articles, this.synonyms);
    return this.index;
  }

  /** The same articles at another version: nothing the group reads has changed. */
  at(version: string): WikiContent {
    const same = new WikiContent(version, this.articles, this.categories, this.synonyms);
    same.index = this.index;
    return same;
  }

  /**
   * Whether these are exactly the given articles, each at the same version, categories and
   * synonyms.
   */
  holds(
    articles: readonly WikiArticleData[],
    categories: readonly WikiCategory[] = WIKI_CATEGORIES,
    synonyms: readonly (readonly string[])[] = [],
  ): boolean {
    return (
      articles.length === this.articles.length &&
      articles.every((a) => {
        const entry = this.bySlug.get(a.slug);
        return !!entry && entryStamp(entry) === stampOf(a);
      }) &&
      categories.join('|') === this.categories.join('|') &&
      JSON.stringify(synonyms) === JSON.stringify(this.synonyms)
    );
  }
}

/** Builds a group's content from the backend's answer (exported for tests and the bench). */
export async function wikiContentOf(
  version: string,
  articles: readonly WikiArticleData[],
  categories: readonly WikiCategory[] = WIKI_CATEGORIES,
  synonyms: readonly (readonly string[])[] = [],
): Promise<WikiContent> {
  const entries = await Promise.all(articles.map(toEntry));
  entries.sort((a, b) => a.meta.title.localeCompare(b.meta.title, 'de'));
  return new WikiContent(version, entries, categories, synonyms);
}

const wikiVersion = followVersion<string>();

/**
 * The wiki's content version: the one known if it was asked for less than FOLLOW_MS ago,
 * otherwise the backend's answer (asked with this viewer's session). If the backend does not
 * answer, the last known version is kept while there is one.
 */
export function followWikiVersion(api: ApiClient): Promise<string> {
  return wikiVersion.current(versionQuestion(api));
}

function versionQuestion(api: ApiClient): () => Promise<string> {
  return async () =>
    String((await api.get<{ data: { version: string } }>('/wiki/version')).data.version);
}

/** After a save through the website: the next request asks the backend for the version. */
export function forgetWikiVersion(): void {
  wikiVersion.forget();
}

const groups = new Map<string, { version: string; content: Promise<WikiContent> }>();

async function fetchContent(
  api: ApiClient,
  version: string,
  previous: Promise<WikiContent> | undefined,
): Promise<WikiContent> {
  const [answer, visible, synonyms] = await Promise.all([
    api.get<{ data: WikiArticleData[] }>('/wiki/articles', { body: 1 }),
    api.get<{ data: WikiCategoryInfo[] }>('/wiki/categories'),
    api.get<{ data: WikiSynonymsData }>('/wiki/synonyms'),
  ]);
  const categories = visible.data.map((c) => c.name);
  const groups = synonyms.data.groups;
  const before = await previous?.catch(() => undefined);
  if (before?.holds(answer.data, categories, groups)) return before.at(version);
  const content = await wikiContentOf(version, answer.data, categories, groups);
  // The group's search index, built once the page that asked is answered: the first search
  // of the group seldom waits for it.
  setImmediate(() => void content.search);
  return content;
}

export interface WikiViewer {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: Pick<User, 'roles' | 'permissions'>;
}

/**
 * Everything of the wiki this viewer may read: the backend's answer to the viewer's group, at
 * the current content version. Call it only after the guards let the viewer in.
 */
export async function wikiFor(viewer: WikiViewer): Promise<WikiContent> {
  const api = backendFor(viewer.request, viewer.context);
  return contentAt(viewer, api, await followWikiVersion(api));
}

function contentAt(
  viewer: WikiViewer,
  api: ApiClient,
  version: string,
  retried = false,
): Promise<WikiContent> {
  const group = accessGroup(viewer.user);
  const held = groups.get(group);
  if (held?.version === version) {
    groups.delete(group);
    groups.set(group, held);
    // Fetched with another viewer's session: if that failed, this viewer asks for itself.
    return retried ? held.content : held.content.catch(() => contentAt(viewer, api, version, true));
  }
  const content = fetchContent(api, version, held?.content);
  const entry = { version, content };
  groups.delete(group);
  groups.set(group, entry);
  if (groups.size > MAX_GROUPS) groups.delete(groups.keys().next().value!);
  content.catch(() => {
    if (groups.get(group) === entry) groups.delete(group);
  });
  return content;
}

/**
 * The article as this viewer may see it, or null: missing and refused look the same. An article
 * not there at the known version is asked for once more at the backend's version of this moment:
 * one published a second ago through another process or the API is found at once.
 */
export async function wikiArticleFor(
  viewer: WikiViewer,
  slug: string,
): Promise<{ article: WikiEntry; content: WikiContent } | null> {
  const api = backendFor(viewer.request, viewer.context);
  let content = await contentAt(viewer, api, await followWikiVersion(api));
  if (!content.bySlug.has(slug)) {
    const now = await wikiVersion.fresh(versionQuestion(api)).catch(() => content.version);
    if (now !== content.version) content = await contentAt(viewer, api, now);
  }
  const article = content.bySlug.get(slug);
  return article ? { article, content } : null;
}

/** For tests: forget every version, group and rendering of this process. */
export function resetWikiContent(): void {
  wikiVersion.reset();
  groups.clear();
  rendered.clear();
}
