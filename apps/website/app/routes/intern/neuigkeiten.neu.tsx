import { NEWS_EDITOR } from '~/features/news-editor';
import { newsEditAction, newsEditLoader } from '~/features/news-editor/index.server';
import { EditorPage } from '~/features/content-editor';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/neuigkeiten.neu';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = newsEditLoader;
export const action = newsEditAction;

export default function NewNewsItem({ loaderData }: Route.ComponentProps) {
  return <EditorPage kind={NEWS_EDITOR} {...loaderData} article={null} created={false} />;
}
