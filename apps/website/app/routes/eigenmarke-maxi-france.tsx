import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { maxiFrancePage } from './eigenmarke-maxi-france.server';
import type { Route } from './+types/eigenmarke-maxi-france';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = maxiFrancePage;

export default function EigenmarkeMaxiFrance({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
