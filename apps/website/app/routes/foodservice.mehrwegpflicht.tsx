import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { mehrwegpflichtPage } from './foodservice.mehrwegpflicht.server';
import type { Route } from './+types/foodservice.mehrwegpflicht';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = mehrwegpflichtPage;

export default function Mehrwegpflicht({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
