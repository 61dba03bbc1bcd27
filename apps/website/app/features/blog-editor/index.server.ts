export {
  blogEditAction,
  blogEditLoader,
  blogHistoryAction,
  blogHistoryLoader,
  blogImageLoader,
  blogListLoader,
} from './editing.server';
