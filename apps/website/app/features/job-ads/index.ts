import { deferUntilInput } from '~/components/ui/deferred';

// The job board's page bodies load with the visitor's first input (components/ui/deferred.tsx).
export const JobBoard = deferUntilInput(() => import('./JobBoard'));
export const JobAd = deferUntilInput(() => import('./JobAd'));
export const UnsolicitedApplication = deferUntilInput(() => import('./UnsolicitedApplication'));
export { JobFilled } from './JobFilled';
export { jobPosting } from './job-posting';
export {
  filterJobAds,
  isOpen,
  JOB_AD_FILTER_PARAMS,
  parseJobAdFilter,
  SCHEMA_EMPLOYMENT_TYPE,
  type JobAdSummary,
} from './job-ads';
