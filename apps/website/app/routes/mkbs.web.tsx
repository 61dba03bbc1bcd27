import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { mkbsWebPage } from './mkbs.web.server';
import type { Route } from './+types/mkbs.web';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = mkbsWebPage;

export default function MkbsWeb({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
