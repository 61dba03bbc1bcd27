import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { blogIndex } from './blog.server';
import type { Route } from './+types/blog._index';

import { BlogIndex } from '~/features/blog';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = blogIndex;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogIndex posts={loaderData.posts} />;
}
