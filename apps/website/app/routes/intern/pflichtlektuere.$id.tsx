import { ReadingReportPage } from '~/features/readings';
import { readingReportAction, readingReportLoader } from '~/features/readings/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/pflichtlektuere.$id';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = readingReportLoader;
export const action = readingReportAction;

export default function ReadingReport({ loaderData, actionData }: Route.ComponentProps) {
  return <ReadingReportPage {...loaderData} answer={actionData} />;
}
