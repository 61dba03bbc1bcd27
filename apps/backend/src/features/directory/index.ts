// The staff directory (issue 32, decision 052): `GET /api/directory` lists the active staff with
// department, job title, location and how to reach them, for staff only; `GET /api/directory/{id}`
// one person (the website's vCard). The SQL in store.ts, the rules in routes.ts.
export { directoryRouter, DIRECTORY_MESSAGES } from './routes';
