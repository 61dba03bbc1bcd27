import { Blocks } from '~/components/sections/Blocks';
import { deferUntilInput } from '~/components/ui/deferred';
import { publicPageHeaders } from '~/features/document/cache-headers';
import { pageMeta } from '~/features/seo/meta';
import { careersPage } from './karriere._index.server';
import type { Route } from './+types/karriere._index';

const JobBoard = deferUntilInput(() => import('~/features/careers/JobBoard'));

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
