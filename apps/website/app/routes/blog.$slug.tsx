import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { blogPost } from './blog.server';
import type { Route } from './+types/blog.$slug';

import { BlogPost } from '~/features/blog';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = blogPost;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogPost post={loaderData.post} newer={loaderData.newer} older={loaderData.older} />;
}
