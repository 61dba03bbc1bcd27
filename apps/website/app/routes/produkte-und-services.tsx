import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { produktePage } from './produkte-und-services.server';
import type { Route } from './+types/produkte-und-services';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = produktePage;

export default function ProdukteUndServices({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
