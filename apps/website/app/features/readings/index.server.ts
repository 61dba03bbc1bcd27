export {
  dashboardReadings,
  readingReportAction,
  readingReportCsv,
  readingReportLoader,
  readingsAction,
  readingsLoader,
  type ReadingActionResult,
} from './readings.server';
