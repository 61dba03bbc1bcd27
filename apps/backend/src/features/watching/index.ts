// Watching and telling (issue 32, item 4; decision 055): what people watch (store.ts) and how a
// notification with its waiting mail is made (tell.ts). The wiki and the news offer watching on
// their own routes and tell their watchers; the person's notifications are features/notifications.
export { createWatches, type Watches } from './store';
export { tell, withdraw, type Happening, type Recipient } from './tell';
