// New builds: the browser asks GET /build.json every BUILD_CHECK_INTERVAL_MS and whenever the tab
// becomes visible. Once a different build is deployed, the next navigation is a full page load,
// so the visitor gets the new build's HTML and chunks instead of asking for old, deleted ones:
// links are followed by the browser itself, back and forward reload the page the browser has
// moved to. Form submissions and `navigate()` calls stay in the app; should they need a chunk
// that is gone, the chunk-load guard (chunk-reload.ts) reloads the page.
import { useEffect } from 'react';

let stale = false;

/** Build ids are hashes: any other id than ours means a newer deploy. */
export function isNewerBuild(own: string, seen: unknown): boolean {
  return typeof seen === 'string' && seen !== '' && seen !== own;
}

type Place = Pick<Location, 'origin' | 'pathname' | 'search'>;

/** A link (an <a>'s own URL parts) that leads to another page of this site. */
export function isOtherPage(link: Place, here: Place): boolean {
  return link.origin === here.origin && link.pathname + link.search !== here.pathname + here.search;
}

export function useBuildCheck(buildId: string, intervalMs: number): void {
  useEffect(() => {
    const check = async () => {
      if (stale) return;
      try {
        const response = await fetch('/build.json', { cache: 'no-store' });
        const body = (response.ok ? await response.json() : null) as { buildId?: unknown } | null;
        stale = isNewerBuild(buildId, body?.buildId);
      } catch {
        // Offline or deploying: ask again next time.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check();
    };
    // Stopped on window in the capture phase, the click never reaches React (which listens on
    // the document), so React Router does not take it over and the browser loads the page.
    const onClick = (event: MouseEvent) => {
      if (!stale || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest?.('a[href]:not([target],[download])');
      if (link instanceof HTMLAnchorElement && isOtherPage(link, location)) event.stopPropagation();
    };
    const onPopState = () => {
      if (stale) window.location.reload();
    };
    const timer = setInterval(() => void check(), intervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [buildId, intervalMs]);
}
