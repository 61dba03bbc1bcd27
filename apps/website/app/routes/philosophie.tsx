import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { philosophiePage } from './philosophie.server';
import type { Route } from './+types/philosophie';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = philosophiePage;

export default function Philosophie({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
