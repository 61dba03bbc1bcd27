import { readingReportCsv } from '~/features/readings/index.server';

// The report of one Pflichtlektüre as CSV for audits (decision 053), for managers only.
export const loader = readingReportCsv;
