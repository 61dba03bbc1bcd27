import { useSearchParams } from 'react-router';
import { NEWS_EDITOR } from '~/features/news-editor';
import { newsEditAction, newsEditLoader } from '~/features/news-editor/index.server';
import { EditorPage, editorShouldRevalidate } from '~/features/content-editor';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/neuigkeiten.$slug.bearbeiten';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = newsEditLoader;
export const shouldRevalidate = editorShouldRevalidate;
export const action = newsEditAction;

export default function EditNewsItem({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  // A new page per item: the editor's state never carries over to another one.
  return (
    <EditorPage
      kind={NEWS_EDITOR}
      key={loaderData.article?.slug}
      {...loaderData}
      created={params.get('angelegt') === '1'}
    />
  );
}
