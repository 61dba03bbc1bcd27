import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { onlineShopPage } from './foodservice.online-shop.server';
import type { Route } from './+types/foodservice.online-shop';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = onlineShopPage;

export default function OnlineShop({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
