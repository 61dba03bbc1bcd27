// Pflichtlektüre (issue 32, item 2; decision 053): wiki articles and intranet documents made
// mandatory for roles with a due date; „Gelesen und verstanden“ stored per person and round with
// the version and the time; a report per role with CSV export; reminder mails before and after
// the due date. `/api/readings` (routes.ts), the reminders (reminders.ts), the demo (seed.ts).
export { readingsRouter } from './routes';
export { remindReadings } from './reminders';
export { seedReadings } from './seed';
