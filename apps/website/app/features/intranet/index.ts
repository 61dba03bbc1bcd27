// The intranet's pages in one list, and what each account may open of them.
export { INTRANET_PAGES, type Audience, type IntranetPage } from './manifest';
export { canOpen, intranetSections, type IntranetSection } from './sections';
