import { ReadingsPage } from '~/features/readings';
import { readingsAction, readingsLoader } from '~/features/readings/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/pflichtlektuere._index';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = readingsLoader;
export const action = readingsAction;

export default function Readings({ loaderData, actionData }: Route.ComponentProps) {
  return <ReadingsPage {...loaderData} answer={actionData} />;
}
