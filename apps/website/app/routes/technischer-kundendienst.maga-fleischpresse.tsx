import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { magaFleischpressePage } from './technischer-kundendienst.maga-fleischpresse.server';
import type { Route } from './+types/technischer-kundendienst.maga-fleischpresse';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = magaFleischpressePage;

export default function MagaFleischpresse({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
