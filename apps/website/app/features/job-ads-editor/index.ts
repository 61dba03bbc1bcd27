// HR's job ads in the intranet (issue 18, item 1; decision 036).
export { JobAdForm } from './JobAdForm';
export { JobAdList } from './JobAdList';
export { JOB_ADS_HISTORY } from './history-kind';
export type * from './types';
