// Pflichtlektüre in the intranet (issue 32, item 2; decision 053): the person's list with
// „Gelesen und verstanden“, the managers' form and report, the dashboard's part; the loaders and
// actions in index.server.ts.
export { DashboardReadings } from './DashboardReadings';
export { ReadingReportPage } from './ReadingReportPage';
export { ReadingsPage } from './ReadingsPage';
export { READINGS_BASE } from './paths';
