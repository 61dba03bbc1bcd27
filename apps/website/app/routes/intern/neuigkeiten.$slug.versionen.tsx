import { NEWS_EDITOR } from '~/features/news-editor';
import { newsHistoryAction, newsHistoryLoader } from '~/features/news-editor/index.server';
import { HistoryPage } from '~/features/content-editor';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/neuigkeiten.$slug.versionen';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = newsHistoryLoader;
export const action = newsHistoryAction;

export default function NewsItemHistory({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryPage kind={NEWS_EDITOR} {...loaderData} actionData={actionData} />;
}
