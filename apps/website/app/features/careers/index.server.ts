export { jobs, jobSummaries, openJobs } from './jobs.server';
