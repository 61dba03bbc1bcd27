import { freshPageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { jobApplication, jobPage } from './karriere.$slug.server';
import type { Route } from './+types/karriere.$slug';

import { JobAd, JobFilled } from '~/features/job-ads';

// Not cached: the application form carries a fresh, signed render time (the minimum fill time).
export const headers = freshPageHeaders;
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData && !args.loaderData.filled
    ? [{ 'script:ld+json': args.loaderData.jsonLd }]
    : []),
];
export const loader = jobPage;
export const action = jobApplication;

export default function JobAdPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.filled) return <JobFilled title={loaderData.title} />;
  const result = actionData && 'filled' in actionData ? undefined : actionData;
  return <JobAd job={loaderData.job} started={loaderData.started} result={result} />;
}
