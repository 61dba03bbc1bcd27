import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { mkbsSocialMediaPage } from './mkbs.social-media.server';
import type { Route } from './+types/mkbs.social-media';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = mkbsSocialMediaPage;

export default function MkbsSocialMedia({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
