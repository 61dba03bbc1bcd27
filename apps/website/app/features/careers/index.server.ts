export { jobs, jobSummaries, jobsVersion, loadJobs, openJobs } from './jobs.server';
