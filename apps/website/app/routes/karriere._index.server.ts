import { contentPage } from '~/platform/content/pages.server';
import type { LoaderFunctionArgs } from 'react-router';
import { filterJobs, parseJobFilter } from '~/features/careers';
import { jobSummaries } from '~/features/careers/index.server';

const page = contentPage('karriere._index');

export async function careersPage({ url }: LoaderFunctionArgs & { url: URL }) {
  const all = await jobSummaries();
  const filter = parseJobFilter(url.searchParams);
  return { ...page(), jobs: filterJobs(all, filter), total: all.length, filter };
}
