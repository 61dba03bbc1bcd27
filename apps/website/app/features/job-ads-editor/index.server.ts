export {
  jobAdEditAction,
  jobAdEditLoader,
  jobAdListLoader,
  jobAdPreviewLoader,
} from './job-ads.server';
export { jobAdHistoryAction, jobAdHistoryLoader } from './history.server';
