import { posts } from './posts.server';

export interface PostSummary {
  slug: string;
  title: string;
  description: string;
  date: string;
  category: string;
  image: string;
  imageAlt: string;
}

export async function postSummaries(): Promise<PostSummary[]> {
  return (await posts.all()).map(({ slug, meta }) => ({
    slug,
    title: meta.title,
    description: meta.description,
    date: meta.date,
    category: meta.category,
    image: meta.image,
    imageAlt: meta.imageAlt,
  }));
}

export async function latestPosts(count: number): Promise<PostSummary[]> {
  return (await postSummaries()).slice(0, count);
}
