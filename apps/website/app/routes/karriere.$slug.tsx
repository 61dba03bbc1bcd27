import { deferUntilInput } from '~/components/ui/deferred';
import { freshPageHeaders } from '~/features/document/cache-headers';
import { pageMeta } from '~/features/seo/meta';
import { jobApplication, jobPage } from './karriere.$slug.server';
import type { Route } from './+types/karriere.$slug';

const JobAd = deferUntilInput(() => import('~/features/careers/JobAd'));

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
