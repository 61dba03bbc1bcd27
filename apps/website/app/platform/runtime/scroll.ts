import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** docs/product.md#interface-timings: scroll to a hash target about 100 ms after navigating. */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * Completes <ScrollRestoration>, which scrolls to the top, restores the position on back and
 * forward, and scrolls to a hash target only if it is already rendered: a target in a part that
 * renders later is reached once the page has settled.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    // POP: back, forward and the first load restore a position (or the browser scrolls).
    if (!hash || type === 'POP') return;
    const timer = setTimeout(() => {
      try {
        document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      } catch {
        // Not a decodable id: nothing to scroll to.
      }
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key, type]);
}
