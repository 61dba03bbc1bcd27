import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { jobBoardPage } from './karriere._index.server';
import type { Route } from './+types/karriere._index';

import { JobBoard } from '~/features/job-ads';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = jobBoardPage;

export default function Karriere({ loaderData }: Route.ComponentProps) {
  const { jobAds, total, filter, blocks } = loaderData;
  return (
    <main>
      <Blocks blocks={blocks.slice(0, 1)} />
      <JobBoard jobAds={jobAds} total={total} filter={filter} />
      <Blocks blocks={blocks.slice(1)} />
    </main>
  );
}
