import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { kundendienstPage } from './technischer-kundendienst._index.server';
import type { Route } from './+types/technischer-kundendienst._index';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = kundendienstPage;

export default function TechnischerKundendienst({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
