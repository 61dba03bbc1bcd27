// The public site's search, for pages; server code: index.server.ts.
export { SiteSearch } from './SiteSearch';
export type { SiteSearchHit, SiteSearchResults } from './types';
