import { BLOG_EDITOR } from '~/features/blog-editor';
import { blogEditAction, blogEditLoader } from '~/features/blog-editor/index.server';
import { EditorPage } from '~/features/content-editor';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/blog.neu';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = blogEditLoader;
export const action = blogEditAction;

export default function NewBlogPost({ loaderData }: Route.ComponentProps) {
  return <EditorPage kind={BLOG_EDITOR} {...loaderData} article={null} created={false} />;
}
