export {
  jobAdEditAction,
  jobAdEditLoader,
  jobAdListLoader,
  jobAdPreviewLoader,
} from './job-ads.server';
