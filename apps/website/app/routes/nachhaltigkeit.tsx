import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { nachhaltigkeitPage } from './nachhaltigkeit.server';
import type { Route } from './+types/nachhaltigkeit';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = nachhaltigkeitPage;

export default function Nachhaltigkeit({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
