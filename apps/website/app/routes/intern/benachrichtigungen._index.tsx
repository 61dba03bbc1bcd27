import { NotificationsPage } from '~/features/notifications';
import { notificationsAction, notificationsLoader } from '~/features/notifications/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/benachrichtigungen._index';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = notificationsLoader;
export const action = notificationsAction;

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsPage {...loaderData} answer={actionData} />;
}
