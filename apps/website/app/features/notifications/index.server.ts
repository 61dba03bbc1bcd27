export {
  NOTIFICATIONS_PATH,
  notificationsAction,
  notificationsLoader,
  openNotificationLoader,
  unreadLoader,
  type NotificationsAnswer,
} from './notifications.server';
