import type { HeadersFunction } from 'react-router';

/**
 * Public pages are the same for every visitor: the server's page cache (a shared cache)
 * may keep them for five minutes, browsers for one.
 */
export const publicPageHeaders: HeadersFunction = () => ({
  // A minute in the browser lets prefetched page data be used; five in the server's cache.
  'Cache-Control': 'public, max-age=60, s-maxage=300',
});

/** Public pages that show files from the media library: refreshed every minute. */
export const publicListingHeaders: HeadersFunction = () => ({
  'Cache-Control': 'public, max-age=0, s-maxage=60',
});

/**
 * Public pages rendered for every visit because their form carries a fresh signed token
 * (contact, job ads): indexable, never kept by a shared cache.
 */
export const freshPageHeaders: HeadersFunction = () => ({
  'Cache-Control': 'private, no-cache',
});

/** Anything that depends on who asks. */
export const privatePageHeaders: HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});
