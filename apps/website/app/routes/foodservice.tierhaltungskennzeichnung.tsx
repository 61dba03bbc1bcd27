import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { tierhaltungskennzeichnungPage } from './foodservice.tierhaltungskennzeichnung.server';
import type { Route } from './+types/foodservice.tierhaltungskennzeichnung';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = tierhaltungskennzeichnungPage;

export default function Tierhaltungskennzeichnung({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
