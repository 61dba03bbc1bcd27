// Hydration on first input, for parts of a page that are plain reading matter until someone
// touches them. The server renders everything; in the browser, the code of a deferred
// component is fetched when the visitor first moves, taps, scrolls a wheel or presses a key
// (or the router starts a navigation), and React then hydrates it: React keeps the server
// HTML in place until then and replays clicks that land on it. Links and forms work before
// that as ordinary HTML. See docs/decisions/004-hydrate-page-bodies-on-first-input.md.
import type { ComponentType } from 'react';

export const INPUT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const;

/** Set on `window` by the after-paint script when an input came before the page's code. */
export const EARLY_INPUT_FLAG = '__earlyInput';

const isServer = typeof window === 'undefined';

let release: (() => void) | undefined;
let released: Promise<void> | undefined;

function untilReleased(): Promise<void> {
  released ??= new Promise<void>((resolve) => {
    if ((window as unknown as Record<string, unknown>)[EARLY_INPUT_FLAG]) return resolve();
    const done = () => {
      for (const e of INPUT_EVENTS) window.removeEventListener(e, done, true);
      resolve();
    };
    release = done;
    for (const e of INPUT_EVENTS)
      window.addEventListener(e, done, { capture: true, passive: true });
  });
  return released;
}

/** Loads every deferred component now (the router calls this when a navigation starts). */
export function releaseDeferred(): void {
  if (isServer) return;
  void untilReleased();
  release?.();
}

/**
 * A component whose code the browser loads after the first input or navigation. While it
 * loads it suspends (the nearest Suspense boundary keeps the server HTML, or during a
 * navigation the old page). On the server the code is loaded when this module is, so pages
 * render in one pass, without streamed boundaries.
 */
export function deferUntilInput<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return deferred(load, untilReleased);
}

/**
 * Like React.lazy, but rendered in one pass on the server (its code is loaded with this
 * module there): for rarely needed parts such as the error page.
 */
export function loadOnDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return deferred(load, () => Promise.resolve());
}

/** On the server: the code of every deferred component, loading since its module was. */
const serverLoads = new Set<Promise<void>>();

/**
 * Resolves once the code every deferred component started loading on the server is there. A
 * test file that imports such a module awaits it before it ends, or the loads outlive it.
 */
export async function serverCodeLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}

function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  until: () => Promise<void>,
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  let waiting: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));
  if (isServer) serverLoads.add(start());

  function Deferred(props: P) {
    if (Loaded) return <Loaded {...props} />;
    // Suspends: React renders again once the code is there.
    throw isServer ? start() : (waiting ??= until().then(start));
  }
  return Deferred;
}
