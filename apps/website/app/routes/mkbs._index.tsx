import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { mkbsPage } from './mkbs._index.server';
import type { Route } from './+types/mkbs._index';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = mkbsPage;

export default function Mkbs({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
