import { deferUntilInput } from '~/components/ui/deferred';
import { publicPageHeaders } from '~/features/document/cache-headers';
import { pageMeta } from '~/features/seo/meta';
import { blogIndex } from './blog.server';
import type { Route } from './+types/blog._index';

const BlogIndex = deferUntilInput(() => import('~/features/blog/BlogIndex'));

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = blogIndex;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogIndex posts={loaderData.posts} />;
}
