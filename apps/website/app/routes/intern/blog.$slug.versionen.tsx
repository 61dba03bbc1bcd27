import { BLOG_EDITOR } from '~/features/blog-editor';
import { blogHistoryAction, blogHistoryLoader } from '~/features/blog-editor/index.server';
import { HistoryPage } from '~/features/content-editor';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/blog.$slug.versionen';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = blogHistoryLoader;
export const action = blogHistoryAction;

export default function BlogPostHistory({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryPage kind={BLOG_EDITOR} {...loaderData} actionData={actionData} />;
}
