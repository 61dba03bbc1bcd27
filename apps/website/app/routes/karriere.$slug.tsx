import { freshPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { jobApplication, jobPage } from './karriere.$slug.server';
import type { Route } from './+types/karriere.$slug';

import { JobAd } from '~/features/careers';

// Not cached: the application form carries a fresh, signed render time (the minimum fill time).
export const headers = freshPageHeaders;
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  { 'script:ld+json': args.loaderData?.jsonLd },
];
export const loader = jobPage;
export const action = jobApplication;

export default function JobAdPage({ loaderData, actionData }: Route.ComponentProps) {
  return <JobAd job={loaderData.job} started={loaderData.started} result={actionData} />;
}
