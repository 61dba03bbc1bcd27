// The wiki's public entry for pages; server code: index.server.ts.
export { ArticleToc } from './ArticleToc';
export { Snippet, WikiSearch } from './WikiSearch';
export { categorySlug } from './categories';
export type { WikiArticleSummary, WikiSearchHit, WikiSearchResults } from './types';
