// Every browser test fails on an unexpected console error, an uncaught page error, or a
// request to any host other than our two apps.
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { urls } from './env';

interface Watch {
  /** Declares console errors this test expects (e.g. a deliberate 404). */
  allowConsoleError(pattern: RegExp): void;
  /** Declares a foreign host this test expects requests to (e.g. a stand-in analytics server). */
  allowHost(origin: string): void;
}

const ownOrigins = new Set([new URL(urls.website).origin, new URL(urls.backend).origin]);

/** The requests of a test's browser context that have not yet finished or failed. */
const inFlight = new WeakMap<BrowserContext, Set<Request>>();

function trackRequests(context: BrowserContext) {
  const open = new Set<Request>();
  inFlight.set(context, open);
  context.on('request', (request) => open.add(request));
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
}

/**
 * What a test's browser context must not do, and what the test allows it. Kept on the context
 * (`context` below), so a test that asks only the servers (`request`) or makes its own contexts
 * (`browser`) starts no browser context and no page of its own.
 */
const watched = new WeakMap<BrowserContext, Watch>();

export const test = base.extend<{ watch: Watch }>({
  context: async ({ context }, provide, testInfo) => {
    const allowedErrors: RegExp[] = [];
    const allowedHosts = new Set<string>();
    const problems: string[] = [];

    // Every page of the context, the test's `page` among them.
    context.on('page', (p: Page) => {
      p.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        // Where it came from: a failed load names no address in its text.
        const at = msg.location().url;
        if (!allowedErrors.some((re) => re.test(text)))
          problems.push(`console.error: ${text}${at ? ` (${at})` : ''}`);
      });
      p.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    });
    trackRequests(context);
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (!ownOrigins.has(url.origin) && !allowedHosts.has(url.origin)) {
        problems.push(`request to a foreign host: ${request.url()}`);
      }
    });
    watched.set(context, {
      allowConsoleError: (pattern) => allowedErrors.push(pattern),
      allowHost: (origin) => allowedHosts.add(new URL(origin).origin),
    });

    await provide(context);

    if (testInfo.status === testInfo.expectedStatus) {
      expect(problems, 'unexpected console errors, page errors or foreign requests').toEqual([]);
    }
  },
  watch: async ({ context }, provide) => {
    await provide(watched.get(context)!);
  },
});

export { expect };

/**
 * Moves the pointer like a visitor does, once the page's code is there, so parts that hydrate
 * on first input (components/ui/deferred.tsx) load, and waits until they have.
 */
export async function interact(page: Page): Promise<void> {
  await interactive(page);
  await page.mouse.move(4, 4);
  await page.mouse.move(12, 12);
  await networkQuiet(page);
  // The code being loaded is not enough on a busy machine: React hydrates the deferred parts
  // afterwards, and until then a changed select or a pressed key reaches no handler.
  // On a public page only the islands hydrate (decision 028); their controls are the ones to wait for.
  await page.waitForFunction(() => {
    const scope = document.querySelector('[data-island]') ? '[data-island] ' : 'body ';
    return [
      ...document.querySelectorAll(
        ['select', 'input', 'textarea', 'button'].map((c) => scope + c).join(),
      ),
    ].every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps$')));
  });
}

/**
 * Waits until what the page asked for has arrived: the code of its deferred parts, the person's
 * part fetched after a shared page (decision 035), the fonts. Effects that fetch run after a
 * frame, so two frames first; then no request of the context may be open. Where the context is
 * not the test's own (a second context a test made), Playwright's `networkidle` (no request for
 * 500 ms) stands in.
 */
async function networkQuiet(page: Page): Promise<void> {
  const open = inFlight.get(page.context());
  if (!open) return page.waitForLoadState('networkidle');
  await page.waitForLoadState('load');
  const ofPage = (request: Request) => {
    try {
      return request.frame().page() === page;
    } catch {
      return false; // a service worker's request has no frame
    }
  };
  const until = Date.now() + 15_000;
  for (let quiet = 0; quiet < 2;) {
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
          setTimeout(resolve, 500);
        }),
    );
    const pending = [...open].filter(ofPage);
    if (pending.length && Date.now() > until)
      throw new Error(`Requests still open after 15 s: ${pending.map((r) => r.url()).join(', ')}`);
    if (pending.length) await Promise.all(pending.map((r) => r.response().catch(() => null)));
    quiet = pending.length ? 0 : quiet + 1;
  }
}

/**
 * Waits until the page's code has loaded and React has hydrated it: the code is fetched after
 * the first paint (platform/document/after-paint.server.ts), so a test that needs it right after
 * `goto` waits here, as a visitor's first tap would. A public page hydrates its islands
 * (app/wiring/islands.client.tsx), the intranet the whole document with the router.
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.querySelector('[data-island]')
      ? '__islandsHydrated' in window
      : '__reactRouterDataRouter' in window &&
        Object.keys(document.body).some((k) => k.startsWith('__reactFiber$')),
  );
}

/**
 * Waits for the two web fonts: the after-paint script adds them to the document only once both
 * have loaded (decision 037), so `document.fonts.ready` alone may come before them.
 */
export async function webFontsLoaded(page: Page): Promise<void> {
  // The metric-matched fallbacks (local faces from app.css) are in the set as well.
  await page.waitForFunction(
    () =>
      [...document.fonts].filter(
        (face) => face.status === 'loaded' && /(Inter|Fraunces) Variable/.test(face.family),
      ).length === 2,
  );
}

/**
 * Brings the header's dropdown code, as a visitor's first Tab into the menu does: until then each
 * submenu is a native disclosure (DesktopNav), afterwards a button with aria-expanded.
 */
export async function activateMainMenu(page: Page): Promise<void> {
  await interactive(page);
  const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
  // Focus, like Tab, brings the code; the focus is then let go so the test starts from nothing.
  await nav.locator('summary').first().focus();
  await expect(nav.getByRole('button', { name: 'Produkte' })).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * A public page's HTML or text as it reads: without the soft hyphens and address break points
 * the server sets (decision 042), with plain spaces for no-break ones.
 */
export function readable(text: string): string {
  return text.replaceAll('\u00ad', '').replaceAll('<wbr>', '').replaceAll('\u00a0', ' ');
}
