import { type LoaderFunctionArgs } from 'react-router';
import { blogImage, postSummaries, posts } from '~/features/blog/index.server';
import { pageNotFound } from '~/platform/errors/not-found';

export async function blogIndex() {
  const list = await postSummaries();
  return {
    seo: {
      title: 'Blog',
      description:
        'Tipps, Hintergründe und Neuigkeiten von Hallberg Frischdienst: für Fleischereien, Gastronomie und Hotellerie – von Haltungsform bis Mehrwegpflicht.',
    },
    posts: list.map((p) => ({ ...p, picture: blogImage(p.image) })),
  };
}

export async function blogPost({ params, url }: LoaderFunctionArgs & { url: URL }) {
  const post = await posts.get(params.slug ?? '');
  if (!post) throw pageNotFound(url.pathname);
  const all = await postSummaries();
  const index = all.findIndex((p) => p.slug === post.slug);
  return {
    seo: { title: post.meta.title, description: post.meta.description, type: 'article' as const },
    post: {
      slug: post.slug,
      ...post.meta,
      html: post.content.html,
      picture: blogImage(post.meta.image),
    },
    newer: all[index - 1] ?? null,
    older: all[index + 1] ?? null,
  };
}
