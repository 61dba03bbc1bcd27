import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { foodservicePage } from './foodservice._index.server';
import type { Route } from './+types/foodservice._index';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = foodservicePage;

export default function Foodservice({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
