// The intranet's pages in one list, and what each account may open of them (what reads the
// website's role settings is in index.server.ts).
export { INTRANET_PAGES, type Audience, type IntranetPage } from './manifest';
export { Administration } from './Administration';
export { administrationOf, type AdministrationEntry } from './administration';
