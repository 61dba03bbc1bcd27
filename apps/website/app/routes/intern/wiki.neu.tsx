import { EditorPage, WIKI_EDITOR } from '~/features/content-editor';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { wikiEditAction, wikiEditLoader } from '~/features/content-editor/index.server';
import type { Route } from './+types/wiki.neu';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = wikiEditLoader;
export const action = wikiEditAction;

export default function NewWikiArticle({ loaderData }: Route.ComponentProps) {
  return <EditorPage kind={WIKI_EDITOR} {...loaderData} article={null} created={false} />;
}
