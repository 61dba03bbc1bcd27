export {
  newsEditAction,
  newsEditLoader,
  newsHistoryAction,
  newsHistoryLoader,
} from './editing.server';
