export { jobs, jobSummaries } from './jobs.server';
