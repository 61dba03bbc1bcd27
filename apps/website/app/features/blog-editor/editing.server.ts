// The blog's writing side (issue 17, item 8; decision 033): the content editor and history on the
// blog's API (`/api/blog`), for staff with `app.blog.write`; publishing and withdrawing for
// `app.blog.publish`. Everyone else gets the 404 of an address that does not exist.
import { can, hamburgDay, PERMISSIONS, type WikiArticleData } from '@frischkontor/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
import { askBackend } from '~/platform/api/ask-backend.server';
import { backendFor } from '~/platform/api/session.server';
import { backendPicture, pictureFile } from '~/platform/api/picture.server';
import { requireRole } from '~/platform/guards/viewer.server';
import { renderPostBody, type ApiPost } from '~/features/blog/index.server';
import {
  editAction,
  editLoader,
  historyAction,
  historyLoader,
  type EditCollection,
} from '~/features/content-editor/index.server';
import type { EditableArticle } from '~/features/content-editor';
import { BLOG_IMAGE_BASE } from './words';
import { pageNotFound } from '~/platform/errors/not-found';

/** A post as the blog's API answers writers. */
type Post = WikiArticleData & Pick<ApiPost, 'date' | 'byline' | 'banner_alt'>;

const UNAVAILABLE =
  'Der Blog ist gerade nicht erreichbar. Dein Text ist nicht verloren: Er steht weiter im Editor. Bitte versuche es gleich noch einmal.';

const today = () => hamburgDay(new Date());

/** The banner's file name in the media library (`domain/blog/bilder/<name>`). */
const bannerName = (post: Post) => post.banner?.src_path.split('/').pop() ?? '';

function editable(post: WikiArticleData): EditableArticle {
  const p = post as Post;
  return {
    slug: p.slug,
    title: p.title,
    status: p.status,
    version: p.version,
    updated_at: p.updated_at,
    updated_by: p.updated_by,
    submitted: p.submitted ?? null,
    fields: {
      title: p.title,
      slug: p.slug,
      description: p.description,
      category: p.category,
      date: p.date ?? '',
      byline: p.byline ?? '',
      banner_media_id: p.banner ? String(p.banner.id) : '',
      banner_name: bannerName(p),
      banner_alt: p.banner_alt ?? '',
      body: p.body,
    },
  };
}

const BLOG_EDITING: EditCollection = {
  base: '/intern/blog',
  api: '/blog/posts',
  images: '/blog/images',
  write: PERMISSIONS.blogWrite,
  publish: PERMISSIONS.blogPublish,
  words: {
    newTitle: 'Neuer Beitrag',
    description: 'Einen Beitrag des Blogs schreiben.',
    unavailable: UNAVAILABLE,
    gone: 'Diesen Beitrag gibt es nicht mehr, oder du darfst ihn nicht mehr bearbeiten. Dein Text steht weiter im Editor.',
  },
  fieldNames: [
    'title',
    'slug',
    'description',
    'category',
    'date',
    'byline',
    'banner_media_id',
    'banner_name',
    'banner_alt',
  ],
  errorFields: {
    title: 'title',
    slug: 'slug',
    description: 'description',
    category: 'category',
    date: 'date',
    byline: 'byline',
    banner_media_id: 'banner_alt',
    banner_alt: 'banner_alt',
  },
  fieldLabels: {
    description: 'Anriss',
    date: 'Datum',
    byline: 'Autorin oder Autor',
    banner_alt: 'Bildbeschreibung des Titelbilds',
  },
  editable,
  saveBody: (f, created) => ({
    ...(created && f.slug?.trim() ? { slug: f.slug.trim() } : {}),
    title: f.title,
    description: f.description ?? '',
    category: f.category ?? '',
    date: f.date ?? '',
    byline: f.byline ?? '',
    banner_media_id: f.banner_media_id ? Number(f.banner_media_id) : null,
    banner_alt: f.banner_media_id ? (f.banner_alt ?? '') : '',
    body: f.body,
  }),
  preview: async (body) => (await renderPostBody(body, BLOG_IMAGE_BASE.slice(0, -1))).html,
  async page(_api, read, viewer) {
    const posts = await read<Post[]>('/blog/posts');
    const categories = [...new Set(posts.map((p) => p.category))].sort((a, b) =>
      a.localeCompare(b, 'de'),
    );
    return {
      blank: {
        title: '',
        slug: '',
        description: '',
        category: '',
        date: today(),
        byline: viewer.user.name,
        banner_media_id: '',
        banner_name: '',
        banner_alt: '',
        body: '',
      },
      // Links to published posts, as readers follow them.
      links: posts
        .filter((p) => p.status === 'published')
        .map((p) => ({ title: p.title, href: `/blog/${p.slug}` })),
      choices: { category: categories },
    };
  },
  // The website follows the blog's version within a second (decision 033).
  forget: () => {},
};

export const blogEditLoader = editLoader(BLOG_EDITING);
export const blogEditAction = editAction(BLOG_EDITING);
export const blogHistoryLoader = historyLoader(BLOG_EDITING);
export const blogHistoryAction = historyAction(BLOG_EDITING);

const notFound = (url: URL) => pageNotFound(url.pathname);

/** Staff who write the blog; for everyone else the address does not exist. */
async function requireBlogWriter(args: LoaderFunctionArgs) {
  const viewer = await requireRole(args, 'personal');
  if (!can(viewer.user, PERMISSIONS.blogWrite)) throw notFound(args.url);
  return viewer;
}

export interface PostListItem {
  slug: string;
  title: string;
  status: WikiArticleData['status'];
  date: string | null;
  category: string;
  updated_at: string;
  updated_by: string | null;
}

/** `/intern/blog`: every post, drafts included, newest first. */
export async function blogListLoader(args: LoaderFunctionArgs) {
  const viewer = await requireBlogWriter(args);
  const { data: posts } = await askBackend(
    args.url,
    () => backendFor(args.request, args.context).get<{ data: Post[] }>('/blog/posts'),
    {
      refused: (error) => {
        throw data(error.message, { status: 502 });
      },
    },
  );
  return {
    seo: {
      title: 'Blog',
      description: 'Beiträge für den öffentlichen Blog schreiben und veröffentlichen.',
      noindex: true,
    },
    publish: can(viewer.user, PERMISSIONS.blogPublish),
    posts: posts.map((p): PostListItem => ({
      slug: p.slug,
      title: p.title,
      status: p.status,
      date: p.date,
      category: p.category,
      updated_at: p.updated_at,
      updated_by: p.updated_by?.name ?? null,
    })),
  };
}

/** `/intern/blog/bilder/:file`: the blog's pictures for its writers, drafts' ones included. */
export async function blogImageLoader(args: LoaderFunctionArgs) {
  const { file, type } = pictureFile(args);
  await requireBlogWriter(args);
  return backendPicture(args, `/blog/images/${encodeURIComponent(file)}`, type);
}
