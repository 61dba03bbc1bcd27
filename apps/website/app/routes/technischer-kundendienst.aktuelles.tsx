import { Blocks } from '~/components/sections/Blocks';
import { publicPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { kundendienstAktuellesPage } from './technischer-kundendienst.aktuelles.server';
import type { Route } from './+types/technischer-kundendienst.aktuelles';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = kundendienstAktuellesPage;

export default function KundendienstAktuelles({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <Blocks blocks={loaderData.blocks} />
    </main>
  );
}
