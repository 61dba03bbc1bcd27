import { JOB_ADS_HISTORY } from '~/features/job-ads-editor';
import { jobAdHistoryAction, jobAdHistoryLoader } from '~/features/job-ads-editor/index.server';
import { HistoryPage } from '~/features/content-editor';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/stellen.$slug.versionen';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = jobAdHistoryLoader;
export const action = jobAdHistoryAction;

export default function JobAdHistory({ loaderData, actionData }: Route.ComponentProps) {
  return <HistoryPage kind={JOB_ADS_HISTORY} {...loaderData} actionData={actionData} />;
}
