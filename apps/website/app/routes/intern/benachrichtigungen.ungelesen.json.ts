import { unreadLoader } from '~/features/notifications/index.server';

// The bell's count, asked for by the browser (decision 055).
export const loader = unreadLoader;
