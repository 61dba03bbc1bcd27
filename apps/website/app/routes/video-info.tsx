import { publicPageHeaders } from '~/features/document/cache-headers';
import { LegalPage } from '~/features/legal';
import { legalPage } from '~/features/legal/legal.server';
import { pageMeta } from '~/features/seo/meta';
import type { Route } from './+types/video-info';

export const headers = publicPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = () => legalPage('video-info');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
