import { deferUntilInput } from '~/components/ui/deferred';
import { publicPageHeaders } from '~/features/document/cache-headers';
import { pageMeta } from '~/features/seo/meta';
import { blogPost } from './blog.server';
import type { Route } from './+types/blog.$slug';

const BlogPost = deferUntilInput(() => import('~/features/blog/BlogPost'));

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = blogPost;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogPost post={loaderData.post} newer={loaderData.newer} older={loaderData.older} />;
}
