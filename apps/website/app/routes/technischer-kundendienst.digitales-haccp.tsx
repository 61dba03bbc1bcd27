import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { digitalesHaccpPage } from './technischer-kundendienst.digitales-haccp.server';
import type { Route } from './+types/technischer-kundendienst.digitales-haccp';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = digitalesHaccpPage;

export default function DigitalesHaccp({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
