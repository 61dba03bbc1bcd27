import { useSearchParams } from 'react-router';
import { EditorPage, editorShouldRevalidate, WIKI_EDITOR } from '~/features/content-editor';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { ReviewDatePanel } from '~/features/wiki-review-dates';
import { wikiEditAction, wikiEditLoader } from '~/features/content-editor/index.server';
import type { Route } from './+types/wiki.$slug.bearbeiten';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = wikiEditLoader;
export const shouldRevalidate = editorShouldRevalidate;
export const action = wikiEditAction;

export default function EditWikiArticle({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  // A new page per article: the editor's state never carries over to another one.
  return (
    <EditorPage
      kind={WIKI_EDITOR}
      key={loaderData.article?.slug}
      {...loaderData}
      created={params.get('angelegt') === '1'}
      aside={loaderData.article && <ReviewDatePanel slug={loaderData.article.slug} />}
    />
  );
}
