export {
  jobs,
  jobSummaries,
  jobsVersion,
  loadJobs,
  movedJobAddress,
  openJobs,
} from './jobs.server';
