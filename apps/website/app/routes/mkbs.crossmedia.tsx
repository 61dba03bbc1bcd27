import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { mkbsCrossmediaPage } from './mkbs.crossmedia.server';
import type { Route } from './+types/mkbs.crossmedia';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = mkbsCrossmediaPage;

export default function MkbsCrossmedia({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
