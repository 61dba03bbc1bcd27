// Applications (issue 18): the entry. HR's tool in admin-routes.ts (its view of an application in
// admin-view.ts), the applicant's withdrawal in withdraw-routes.ts, what they accept in schema.ts,
// the database in store.ts, the mails to the applicant in mails.ts (their templates filled in
// mail-template.ts).
export { applicationsAdminRouter } from './admin-routes';
export { applicationWithdrawRouter } from './withdraw-routes';
export { storedApplicationFiles } from './files';
export { recordDeliveredMail } from './mails';
export { createRetention, type Retention } from './retention';
export { recordApplication, withdrawUrl } from './store';
export { withdrawSignature } from './store';
