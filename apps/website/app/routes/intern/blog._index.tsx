import { PostList } from '~/features/blog-editor';
import { blogListLoader } from '~/features/blog-editor/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/blog._index';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = blogListLoader;

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  return <PostList posts={loaderData.posts} publish={loaderData.publish} />;
}
