import { z } from 'zod';
import { defineCollection } from '~/platform/content/collection.server';

const postSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(40).max(200),
  date: z.coerce.date().transform((d) => d.toISOString().slice(0, 10)),
  author: z.string().min(3),
  category: z.string().min(3),
  /** Name of an image in app/assets/images/blog (without extension). */
  image: z.string().regex(/^[a-z0-9-]+$/),
  imageAlt: z.string().min(5),
});

export type PostMeta = z.output<typeof postSchema>;

export const posts = defineCollection({
  folder: 'blog',
  schema: postSchema,
  sort: (a, b) => b.meta.date.localeCompare(a.meta.date),
});
