import { NewsList } from '~/features/news';
import { newsListAction, newsListLoader } from '~/features/news/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/neuigkeiten._index';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = newsListLoader;
export const action = newsListAction;

export default function News({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsList {...loaderData} message={actionData?.message} />;
}
