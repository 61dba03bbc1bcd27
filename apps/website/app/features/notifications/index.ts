// The person's notifications and what they watch (issue 32, item 4; decision 055): the page, and
// the bell in the intranet's header.
export { NotificationArea } from './NotificationArea';
export { NotificationsPage } from './NotificationsPage';
