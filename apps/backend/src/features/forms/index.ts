// Contact and application forms: the entry. The public form API in routes.ts, the admins' view
// of the submissions in admin-routes.ts.
export { CV_FOLDER, formsRouter } from './routes';
export { formsAdminRouter } from './admin-routes';
