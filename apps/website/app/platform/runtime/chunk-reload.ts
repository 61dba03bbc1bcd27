// On a chunk-load error the page reloads, at most once per path within 10 s (docs/product.md).
// A second failure in that time shows the error page instead of reloading in a loop.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const RELOAD_GUARD_MS = 10_000;
const KEY = 'hallberg:chunk-reload:';

/** A script or style chunk of the build could not be loaded (Chrome, Firefox, Safari, Vite). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/** No reload for `path` in the last 10 s. Without sessionStorage there is no reload at all. */
export function mayReload(
  path: string,
  now = Date.now(),
  storage: Pick<Storage, 'getItem'> = globalThis.sessionStorage,
): boolean {
  try {
    return !(now - Number(storage.getItem(KEY + path)) < RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

export function rememberReload(
  path: string,
  now = Date.now(),
  storage: Pick<Storage, 'setItem'> = globalThis.sessionStorage,
): void {
  try {
    storage.setItem(KEY + path, String(now));
  } catch {
    // mayReload() says no without storage, so there is nothing to remember.
  }
}

/**
 * For the error boundary: true while a chunk-load error reloads the page (render nothing then);
 * false when the error page should show.
 */
export function useChunkErrorReload(error: unknown): boolean {
  const { pathname } = useLocation();
  const reload = isChunkLoadError(error) && mayReload(pathname);
  useEffect(() => {
    if (!reload) return;
    rememberReload(pathname);
    window.location.reload();
  }, [reload, pathname]);
  return reload;
}
