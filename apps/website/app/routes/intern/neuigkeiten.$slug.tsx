import { NewsItemPage } from '~/features/news';
import { newsItemLoader } from '~/features/news/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/neuigkeiten.$slug';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = newsItemLoader;

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  return <NewsItemPage key={loaderData.item.slug} {...loaderData} />;
}
