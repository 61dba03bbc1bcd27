import { useContext, useEffect } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext as DataRouterContext } from 'react-router';

export const PREFETCH_DELAY_MS = 1000;
export const IDLE_FALLBACK_MS = 50;

let prefetched = false;

/**
 * The URL React Router's client navigation fetches for `page`: `/x.data?_routes=…` without the
 * root route, whose loader never revalidates (root.tsx `shouldRevalidate`). Null when the page's
 * routes are not known yet or only the catch-all (404) route matches.
 */
export function pageDataHref(
  page: string,
  matches: { route: { id?: string; path?: string } }[] | null,
): string | null {
  if (!matches || matches.at(-1)?.route.path === '*') return null;
  const ids = matches.map((m) => m.route.id).filter((id) => id && id !== 'root');
  if (ids.length === 0) return null;
  // React Router 8 names the data of a path ending in `/` (the home page included) `<path>_.data`.
  const base = page.endsWith('/') ? `${page}_` : page;
  return `${base}.data?_routes=${encodeURIComponent(ids.join(','))}`;
}

/**
 * The data ("payload") of likely next pages is preloaded from 1 s after load,
 * when the browser is idle, unless the visitor saves data or is on 2G. Only data: a page's code
 * comes with its links' own intent prefetch.
 */
export function usePrefetchPageData(pages: string[]): void {
  const router = useContext(DataRouterContext)?.router;
  useEffect(() => {
    const connection = (
      navigator as { connection?: { saveData?: boolean; effectiveType?: string } }
    ).connection;
    if (!router || connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
    const prefetch = () => {
      if (prefetched) return; // once per document

      prefetched = true;
      for (const page of pages) {
        const href =
          page !== location.pathname && pageDataHref(page, matchRoutes(router.routes, page));
        if (href)
          document.head.append(
            Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'fetch', href }),
          );
      }
    };
    let timer: ReturnType<typeof setTimeout>;
    const start = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(prefetch);
        else timer = setTimeout(prefetch, IDLE_FALLBACK_MS);
      }, PREFETCH_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, [router, pages]);
}
