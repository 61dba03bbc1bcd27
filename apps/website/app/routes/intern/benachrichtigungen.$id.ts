import { openNotificationLoader } from '~/features/notifications/index.server';

// Opening a notification: marked read, then on to where it leads (decision 055).
export const loader = openNotificationLoader;
