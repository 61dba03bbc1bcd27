import { publicPageHeaders } from '~/platform/document/cache-headers';
import { LegalPage } from '~/features/legal';
import { legalPage } from '~/features/legal/index.server';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/video-info';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = () => legalPage('video-info');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
