// Consent banner, "Cookie-Einstellungen" and PostHog page views, against the stand-in PostHog
// host (posthog-stand-in.mjs), which records everything the browser sends it.
import type { BrowserContext, Page } from '@playwright/test';
import { signedInApi } from '../accounts';
import { urls } from '../env';
import { expect, interactive, test } from '../fixtures';

// One worker, in order: the tests share the stand-in's record (no other test file consents).
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1440, height: 900 } });

interface CapturedEvent {
  event: string;
  properties: Record<string, unknown>;
}
interface Recorded {
  method: string;
  path: string;
  text: string;
  events: CapturedEvent[];
}

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;

async function recorded(): Promise<Recorded[]> {
  return (await fetch(`${urls.posthog}/__e2e/requests`)).json() as Promise<Recorded[]>;
}

async function events(name?: string): Promise<CapturedEvent[]> {
  const all = (await recorded()).flatMap((r) => r.events);
  return name ? all.filter((e) => e.event === name) : all;
}

/** Path and query of every `$pageview` received so far, in order. */
async function pageviews(): Promise<string[]> {
  return (await events('$pageview')).map((e) => {
    const url = new URL(String(e.properties.$current_url));
    return url.pathname + url.search;
  });
}

async function grantConsentCookie(context: BrowserContext) {
  await context.addCookies([
    { name: 'hallberg_consent', value: 'v1.statistik=1.t=1763800000', url: urls.website },
  ]);
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies und Statistik' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });

test.beforeEach(async ({ context, watch }) => {
  watch.allowHost(urls.posthog);
  // posthog-js drops the events of browsers that say they are automated (navigator.webdriver).
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  );
  await fetch(`${urls.posthog}/__e2e/requests`, { method: 'DELETE' });
});

test('the banner asks first: non-modal, reachable by keyboard, equal choices, no shift, nothing sent', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).not.toHaveAttribute('aria-modal', /.*/);
  // The page stays fully usable and visible to assistive technology.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[inert], [aria-hidden="true"] main')).toHaveCount(0);

  // Fixed at the bottom: nothing of the page moved when it appeared.
  expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  // The web fonts arrive after the first paint into metric-matched fallbacks: at most a
  // sub-pixel nudge, nothing a person sees.
  expect(shift).toBeLessThan(0.005);

  // Right after the skip link in the tab order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await banner(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
    true,
  );

  const accept = banner(page).getByRole('button', { name: 'Alle akzeptieren' });
  const necessary = banner(page).getByRole('button', { name: 'Nur notwendige' });
  const look = (button: typeof accept) =>
    button.evaluate((el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return [s.backgroundColor, s.color, s.fontWeight, s.fontSize, r.width, r.height].join(' ');
    });
  expect(await look(accept)).toBe(await look(necessary));

  await page.waitForTimeout(1500);
  expect(await recorded()).toEqual([]);
  expect(requests.filter((url) => url.startsWith(urls.posthog) || /Analytics/.test(url))).toEqual(
    [],
  );
});

test('the banner moves in without animation for visitors who prefer reduced motion', async ({
  browser,
}) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion, baseURL: urls.website });
    const page = await context.newPage();
    await page.goto('/');
    const seconds = await banner(page).evaluate((el) =>
      parseFloat(getComputedStyle(el).transitionDuration),
    );
    if (reducedMotion === 'reduce') expect(seconds).toBeLessThan(0.001);
    else expect(seconds).toBe(0.3);
    await context.close();
  }
});

test('after "Alle akzeptieren" every page is counted once, with its URL, and nothing more', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner(page)).toBeHidden();

  const [cookie] = (await context.cookies()).filter((c) => c.name === 'hallberg_consent');
  expect(cookie?.value).toMatch(/^v1\.statistik=1\.t=\d{10}$/);
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.secure).toBe(false); // http here; Secure on https
  const twelveMonths = 365 * 24 * 3600;
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + twelveMonths))).toBeLessThan(120);

  // Each public page is a document of its own (decision 028): a page is counted once its
  // statistics code has loaded, so the visitor here reads each page for a moment.
  await expect.poll(pageviews, { timeout: 10_000 }).toEqual(['/']);
  await mainMenu(page).getByRole('link', { name: 'Karriere' }).click();
  await expect(page).toHaveURL(/\/karriere$/);
  await expect.poll(pageviews, { timeout: 10_000 }).toEqual(['/', '/karriere']);
  await mainMenu(page).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  // A hash change is no new page.
  await page.evaluate(() => {
    location.hash = 'inhalt';
  });

  await expect.poll(pageviews, { timeout: 10_000 }).toEqual(['/', '/karriere', '/kontakt']);
  await page.waitForTimeout(3500); // one more batch interval: still three
  expect(await pageviews()).toEqual(['/', '/karriere', '/kontakt']);

  // Only event batches went out: no flags, no remote config, no script from the PostHog host.
  for (const request of await recorded()) {
    expect(request.method).toBe('POST');
    expect(request.path).toMatch(/^\/(e|i\/v0\/e|batch)\/?$/);
  }
  const foreignScripts = await page.evaluate(
    (host) =>
      [...document.querySelectorAll('script[src]')]
        .map((s) => (s as HTMLScriptElement).src)
        .filter((src) => !src.startsWith(location.origin) || src.startsWith(host)),
    urls.posthog,
  );
  expect(foreignScripts).toEqual([]);

  // As the privacy page says: PostHog keeps nothing in the browser, no cookie, no storage.
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage).filter((key) => /ph_|posthog/i.test(key)),
  }));
  expect(storage).toEqual({ local: [], session: [] });
  expect((await context.cookies()).filter((c) => /^ph_|posthog/i.test(c.name))).toEqual([]);
  for (const request of await recorded()) expect(request.text).not.toMatch(EMAIL);
});

test('withdrawing consent in "Cookie-Einstellungen" stops counting at once, without a reload', async ({
  page,
  context,
}) => {
  await grantConsentCookie(context);
  await page.goto('/');
  await interactive(page);
  await expect(banner(page)).toBeHidden();
  await expect.poll(pageviews, { timeout: 10_000 }).toEqual(['/']);

  const settingsButton = page.getByRole('button', { name: 'Cookie-Einstellungen' });
  await settingsButton.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  const necessary = banner(page).getByRole('switch', { name: /Notwendig/ });
  const statistics = banner(page).getByRole('switch', { name: 'Statistik' });
  await expect(necessary).toHaveAttribute('aria-checked', 'true');
  await expect(necessary).toBeDisabled();
  await expect(statistics).toHaveAttribute('aria-checked', 'true');
  await statistics.click();
  await expect(statistics).toHaveAttribute('aria-checked', 'false');
  await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(settingsButton).toBeFocused();
  expect((await context.cookies()).find((c) => c.name === 'hallberg_consent')?.value).toMatch(
    /^v1\.statistik=0\.t=\d+$/,
  );

  await mainMenu(page).getByRole('link', { name: 'Karriere' }).click();
  await expect(page).toHaveURL(/\/karriere$/);
  await mainMenu(page).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await page.waitForTimeout(4000);
  expect(await pageviews()).toEqual(['/']);
  expect(await events()).toHaveLength(1);

  // The settings show the stored choice.
  await settingsButton.click();
  await expect(banner(page).getByRole('switch', { name: 'Statistik' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeHidden();
});

test('"Nur notwendige" loads no statistics code at all', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(banner(page)).toBeHidden();
  await mainMenu(page).getByRole('link', { name: 'Karriere' }).click();
  await expect(page).toHaveURL(/\/karriere$/);
  await page.waitForTimeout(1500);
  expect(scripts.filter((url) => /Analytics|posthog/i.test(url))).toEqual([]);
  expect(await recorded()).toEqual([]);
});

// Needs the backend (sign-in over its JSON API, like the sign-in app does).
test('a signed-in user is known by the user id only, never by e-mail; logout forgets them', async ({
  page,
  context,
}) => {
  const api = await signedInApi('personal');
  const session = (await (await api.get('/api/session')).json()) as {
    user: { id: number | string; email: string };
  };
  await context.addCookies((await api.storageState()).cookies);
  await api.dispose();
  const userId = String(session.user.id);
  await grantConsentCookie(context);

  await page.goto('/intern');
  await expect.poll(async () => (await events('$identify')).length, { timeout: 10_000 }).toBe(1);
  const [identify] = await events('$identify');
  expect(identify!.properties.distinct_id).toBe(userId);
  await expect
    .poll(async () => (await events('$pageview')).map((e) => e.properties.distinct_id))
    .toEqual([userId]);

  await page.getByRole('button', { name: /Kontomenü/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(`${urls.website}/`);
  await expect.poll(pageviews, { timeout: 10_000 }).toEqual(['/intern', '/']);
  const afterLogout = (await events('$pageview'))[1]!;
  expect(afterLogout.properties.distinct_id).not.toBe(userId);

  for (const request of await recorded()) {
    expect(request.text).not.toContain(session.user.email);
    expect(request.text).not.toMatch(EMAIL);
  }
});

test('in the intranet each page is counted once: not again for the same link, not for a hash', async ({
  page,
  context,
}) => {
  const api = await signedInApi('personal');
  await context.addCookies((await api.storageState()).cookies);
  await api.dispose();
  await grantConsentCookie(context);

  await page.goto('/intern');
  await interactive(page);
  await expect.poll(pageviews, { timeout: 10_000 }).toEqual(['/intern']);
  const sections = page.getByRole('navigation', { name: 'Interner Bereich' });
  await sections.getByRole('link', { name: 'Wiki' }).click();
  await expect(page).toHaveURL(/\/intern\/wiki$/);
  await expect.poll(pageviews, { timeout: 10_000 }).toEqual(['/intern', '/intern/wiki']);

  // The router stays in the same document: the same link again and a hash change are no page view.
  await sections.getByRole('link', { name: 'Wiki' }).click();
  await page.evaluate(() => (window.location.hash = 'oben'));
  await expect(page).toHaveURL(/\/intern\/wiki#oben$/);
  await page.waitForTimeout(1500);
  expect(await pageviews()).toEqual(['/intern', '/intern/wiki']);

  await sections.getByRole('link', { name: 'Angebote' }).click();
  await expect
    .poll(pageviews, { timeout: 10_000 })
    .toEqual(['/intern', '/intern/wiki', '/intern/angebote']);
});
