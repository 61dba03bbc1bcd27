import { contentPage } from '~/platform/content/pages.server';
import type { LoaderFunctionArgs } from 'react-router';
import { filterJobAds, parseJobAdFilter } from '~/features/job-ads';
import { jobAdSummaries } from '~/features/job-ads/index.server';

const page = contentPage('karriere._index');

export async function jobBoardPage({ url }: LoaderFunctionArgs & { url: URL }) {
  const all = await jobAdSummaries();
  const filter = parseJobAdFilter(url.searchParams);
  return { ...page(), jobAds: filterJobAds(all, filter), total: all.length, filter };
}
