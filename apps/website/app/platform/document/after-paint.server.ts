// The first paint needs the HTML and the stylesheet, nothing else: the page's code and the
// web fonts are fetched once the page has painted (or at the first input), so on a slow phone
// they do not compete with what the visitor reads first. See decision 008.
//
// `deferPageCode` makes the page's module script (React Router's, or a public page's islands
// entry) and its preloads inert, and adds an inline script to <head> that brings them to life
// after the first paint, together with the fonts.
// Visitors coming from one of our own pages, or reloading, get the fonts at once: they are in
// the browser's cache, and there is no reason to show the fallback.
import fontSans from '@frischkontor/design/fonts/inter-latin-wght-normal.woff2?url';
import fontDisplay from '@frischkontor/design/fonts/fraunces-latin-wght-normal.woff2?url';
import { EARLY_INPUT_FLAG, INPUT_EVENTS } from '~/components/ui/deferred';
import { TYPED_FIELDS_KEY } from '~/platform/runtime/typed-before-hydration';

/** A web font as `FontFace` takes it; the metric-matched fallbacks live in app.css. */
export interface WebFont {
  family: string;
  url: string;
  weight: string;
  unicodeRange: string;
}

const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, ' +
  'U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const FONTS: WebFont[] = [
  { family: 'Inter Variable', url: fontSans, weight: '100 900', unicodeRange: LATIN },
  { family: 'Fraunces Variable', url: fontDisplay, weight: '100 900', unicodeRange: LATIN },
];

const INERT_MODULE_TYPE = 'text/x-after-paint';
const INERT_PRELOAD_REL = 'x-after-paint-modulepreload';

/**
 * A rendered page with React Router's module preloads and module script made inert, and the
 * script that activates them after the first paint (with this response's `nonce`). A page
 * without scripts (an error page for a bot) stays as it is.
 */
export function deferPageCode(html: string, nonce: string): string {
  const moduleScript = /<script([^>]*) type="module"/;
  if (!moduleScript.test(html)) return html;
  return html
    .replaceAll('<link rel="modulepreload"', `<link rel="${INERT_PRELOAD_REL}"`)
    .replace(moduleScript, `<script$1 type="${INERT_MODULE_TYPE}"`)
    .replace('</head>', `<script nonce="${nonce}">${AFTER_PAINT_SCRIPT}</script></head>`);
}

/** The inline script that loads fonts and page code after the first paint. */
function afterPaintScript(fonts: WebFont[]): string {
  return `(() => {
  // What someone types before the page's code is there (typed-before-hydration.ts).
  const typed = new Map();
  const noteTyped = (event) => typed.set(event.target, event.target.value);
  addEventListener('input', noteTyped, true);
  window[${JSON.stringify(TYPED_FIELDS_KEY)}] = {
    fields: typed,
    stop: () => removeEventListener('input', noteTyped, true)
  };
  const fonts = ${JSON.stringify(fonts)};
  // Both faces join the document together once both have loaded: one reflow (decision 037).
  const loadFonts = () => {
    const faces = fonts.map((f) => new FontFace(f.family, 'url(' + f.url + ')', {
      weight: f.weight, unicodeRange: f.unicodeRange, display: 'swap'
    }));
    Promise.allSettled(faces.map((face) => face.load())).then((results) => {
      results.forEach((r, i) => { if (r.status === 'fulfilled') document.fonts.add(faces[i]); });
    });
  };
  const navigation = performance.getEntriesByType('navigation')[0];
  const warm = document.referrer.startsWith(location.origin + '/') ||
    (navigation && (navigation.type === 'reload' || navigation.type === 'back_forward'));
  if (warm) loadFonts();
  let started = false;
  const activate = () => {
    for (const link of document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]'))
      link.rel = 'modulepreload';
    const inert = document.querySelector('script[type="${INERT_MODULE_TYPE}"]');
    if (!inert) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = inert.nonce;
    if (inert.src) script.src = inert.src;
    else script.text = inert.text;
    inert.replaceWith(script);
  };
  const start = () => {
    if (started) return;
    started = true;
    if (!warm) loadFonts();
    // A long page may paint before it is parsed to its end, where the scripts are.
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', activate, { once: true });
    else activate();
  };
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // An input before the code is there: load it now, and hydrate what waits for input at once.
  const inputs = ${JSON.stringify(INPUT_EVENTS)};
  const onInput = () => {
    window[${JSON.stringify(EARLY_INPUT_FLAG)}] = true;
    for (const type of inputs) removeEventListener(type, onInput, true);
    start();
  };
  for (const type of inputs) addEventListener(type, onInput, { capture: true, passive: true });
  // A tab opened in the background paints only when shown.
  setTimeout(start, 3000);
})();`;
}

const AFTER_PAINT_SCRIPT = afterPaintScript(FONTS);
