import { freshPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { unsolicitedApplication, unsolicitedPage } from './karriere.initiativbewerbung.server';
import type { Route } from './+types/karriere.initiativbewerbung';

import { UnsolicitedApplication } from '~/features/job-ads';

// Not cached: the form carries a fresh, signed render time (the minimum fill time).
export const headers = freshPageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = unsolicitedPage;
export const action = unsolicitedApplication;

export default function InitiativbewerbungPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UnsolicitedApplication
      started={loaderData.started}
      hrEmail={loaderData.hrEmail}
      result={actionData}
    />
  );
}
