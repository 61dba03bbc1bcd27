export {
  jobAdEditAction,
  jobAdEditLoader,
  jobAdHistoryAction,
  jobAdHistoryLoader,
  jobAdListLoader,
  jobAdPreviewLoader,
} from './job-ads.server';
