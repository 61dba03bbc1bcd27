// The intranet's one search (`/intern/suche`, issue 32, item 6): the page body; the loaders in
// index.server.ts.
export { IntranetSearch, SEARCH_PATH } from './IntranetSearch';
export { KIND_NAMES, type IntranetHit, type IntranetKind, type IntranetResults } from './types';
