import { useSearchParams } from 'react-router';
import { BLOG_EDITOR } from '~/features/blog-editor';
import { blogEditAction, blogEditLoader } from '~/features/blog-editor/index.server';
import { EditorPage, editorShouldRevalidate } from '~/features/content-editor';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/blog.$slug.bearbeiten';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = blogEditLoader;
export const shouldRevalidate = editorShouldRevalidate;
export const action = blogEditAction;

export default function EditBlogPost({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  // A new page per post: the editor's state never carries over to another one.
  return (
    <EditorPage
      kind={BLOG_EDITOR}
      key={loaderData.article?.slug}
      {...loaderData}
      created={params.get('angelegt') === '1'}
    />
  );
}
