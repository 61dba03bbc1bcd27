import { deferUntilInput } from '~/components/ui/deferred';

// The careers pages' bodies load with the visitor's first input (components/ui/deferred.tsx).
export const JobBoard = deferUntilInput(() => import('./JobBoard'));
export const JobAd = deferUntilInput(() => import('./JobAd'));
export const UnsolicitedApplication = deferUntilInput(() => import('./UnsolicitedApplication'));
export { JobFilled } from './JobFilled';
export { jobPosting } from './job-posting';
export {
  filterJobs,
  isOpen,
  JOB_FILTER_PARAMS,
  parseJobFilter,
  SCHEMA_EMPLOYMENT_TYPE,
  type JobSummary,
} from './jobs';
