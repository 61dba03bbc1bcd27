import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { careersPage } from './karriere._index.server';
import type { Route } from './+types/karriere._index';

import { JobBoard } from '~/features/careers';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = careersPage;

export default function Karriere({ loaderData }: Route.ComponentProps) {
  const { jobs, total, filter, blocks } = loaderData;
  return (
    <main>
      <Blocks blocks={blocks.slice(0, 1)} />
      <JobBoard jobs={jobs} total={total} filter={filter} />
      <Blocks blocks={blocks.slice(1)} />
    </main>
  );
}
