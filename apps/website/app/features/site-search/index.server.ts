// The public site's search, server side (issue 19).
export {
  searchSite,
  setPublicPageSource,
  warmSiteSearch,
  type SiteSearchHit,
  type SiteSearchResults,
} from './search.server';
