// The browser runtime. The intranet is React Router's app: new-build detection, the chunk-load
// guard and data prefetch run there. Public pages hydrate islands without the router
// (decision 028): each link is a full load of a kept page, prefetched by speculation rules.
import type { Page } from '@playwright/test';
import { signInBrowser } from '../accounts';
import { urls } from '../env';
import { expect, interactive, test } from '../fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });
const intranetMenu = (page: Page) => page.getByRole('navigation', { name: 'Interner Bereich' });

/** A marker that lives exactly as long as the current document. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
}
function sameDocument(page: Page) {
  return page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument ?? false);
}

test.beforeEach(async ({ context }) => {
  // The consent banner is not under test here.
  await context.addCookies([
    { name: 'hallberg_consent', value: 'v1.statistik=0.t=1763800000', url: urls.website },
  ]);
});

test.describe('in the intranet', () => {
  test.beforeEach(async ({ context }) => {
    await signInBrowser(context, 'personal');
  });

  test('once a newer build is deployed, the next link loads its page anew', async ({ page }) => {
    await page.goto('/intern');
    await interactive(page);
    await markDocument(page);
    await intranetMenu(page).getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/intern\/profil$/);
    expect(await sameDocument(page), 'same build: navigation inside the app').toBe(true);

    await page.route('**/build.json', (route) =>
      route.fulfill({
        json: { buildId: 'ein-neuerer-build' },
        headers: { 'Cache-Control': 'no-store' },
      }),
    );
    const asked = page.waitForResponse('**/build.json');
    // The tab comes back into view: the browser asks for the deployed build.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await asked;
    await page.waitForTimeout(100);

    const documentLoad = page.waitForRequest(
      (request) =>
        request.resourceType() === 'document' &&
        request.url() === `${urls.website}/intern/dokumente`,
    );
    await intranetMenu(page).getByRole('link', { name: 'Dokumente' }).click();
    await documentLoad;
    await expect(page).toHaveURL(/\/intern\/dokumente$/);
    await expect(page.locator('h1')).toBeVisible();
    expect(await sameDocument(page), 'newer build: a new document').toBe(false);
  });

  test('a page chunk that fails to load reloads that page once, then shows the error page', async ({
    page,
    watch,
  }) => {
    watch.allowConsoleError(/Failed to load resource|dynamically imported module|net::ERR_FAILED/);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/intern');
    const routeModule = await page.evaluate(async () => {
      const manifest = () =>
        (window as { __reactRouterManifest?: { routes: Record<string, { module: string }> } })
          .__reactRouterManifest;
      for (let i = 0; i < 50 && !manifest()?.routes['routes/intern/dokumente']; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return manifest()?.routes['routes/intern/dokumente']?.module;
    });
    expect(routeModule, 'the documents page has been discovered').toBeTruthy();
    await page.route(
      (url) => url.pathname === routeModule,
      (route) => route.abort(),
    );

    await intranetMenu(page).getByRole('link', { name: 'Dokumente' }).click();
    await expect
      .poll(() => documents.filter((path) => path === '/intern/dokumente'))
      .toHaveLength(1);
    await expect(page).toHaveURL(/\/intern\/dokumente$/);
    // The server's page is there, even though its code cannot load.
    await expect(page.locator('h1')).toBeVisible();

    // Failing again within 10 s: the error page instead of another reload.
    await page.goto('/intern');
    await interactive(page);
    await intranetMenu(page).getByRole('link', { name: 'Dokumente' }).click();
    await expect(page.getByRole('heading', { name: 'Da ist etwas schiefgelaufen' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(documents.filter((path) => path === '/intern/dokumente')).toHaveLength(1);
  });

  test('the data of the main menu sections is prefetched from 1 s after load', async ({ page }) => {
    const data: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.data')) data.push(url.pathname + url.search);
    });
    await page.goto('/intern');
    await page.waitForTimeout(700);
    expect(data, 'nothing before 1 s').toEqual([]);
    const expected = [
      ['/produkte-und-services', 'routes/produkte-und-services'],
      ['/foodservice', 'routes/foodservice._index'],
      ['/mkbs', 'routes/mkbs._index'],
      ['/technischer-kundendienst', 'routes/technischer-kundendienst._index'],
      ['/philosophie', 'routes/philosophie'],
    ].map(([path, route]) => `${path}.data?_routes=${encodeURIComponent(route!)}`);
    await expect.poll(() => [...data].sort()).toEqual(expected.sort());
  });

  test('no prefetch when the visitor saves data', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g' }),
      }),
    );
    const data: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) data.push(request.url());
    });
    await page.goto('/intern');
    await page.waitForTimeout(2500);
    expect(data).toEqual([]);
  });
});

test('navigation scrolls to the top, to a section link target, and back to where one was', async ({
  page,
}) => {
  await page.goto('/mkbs/web');
  await interactive(page);

  const link = page.getByRole('link', { name: 'MKBS-Paketen' });
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => Math.round(window.scrollY));
  expect(before).toBeGreaterThan(300);
  await link.click();
  await expect(page).toHaveURL(/\/mkbs#pakete$/);
  await expect
    .poll(() => page.locator('#pakete').evaluate((el) => el.getBoundingClientRect().top))
    .toBeLessThan(200);
  expect(
    await page.locator('#pakete').evaluate((el) => el.getBoundingClientRect().top),
  ).toBeGreaterThan(-5);

  await page.goBack();
  await expect(page).toHaveURL(/\/mkbs\/web$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);

  await mainMenu(page).getByRole('link', { name: 'Karriere' }).click();
  await expect(page).toHaveURL(/\/karriere$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a public page loads no router, and the page a visitor points at is fetched beforehand', async ({
  page,
}) => {
  await page.goto('/');
  await interactive(page);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  await markDocument(page);

  const link = mainMenu(page).getByRole('link', { name: 'Karriere' });
  await link.hover();
  await page.waitForTimeout(800);
  await link.click();
  await expect(page).toHaveURL(/\/karriere$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await sameDocument(page), 'a new document').toBe(false);
  const delivery = await page.evaluate(
    () =>
      (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          deliveryType?: string;
        }
      ).deliveryType,
  );
  expect(delivery).toBe('navigational-prefetch');
});

test('the two web fonts join the page together once both have loaded: one reflow, not two', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Each add notes the run of script it happened in: a run ends before its microtasks do.
    const added: { family: string; status: string; run: number }[] = [];
    (window as { fontsAdded?: typeof added }).fontsAdded = added;
    let run = 0;
    let runOpen = false;
    const add = FontFaceSet.prototype.add;
    FontFaceSet.prototype.add = function (face: FontFace) {
      if (!runOpen) {
        run += 1;
        runOpen = true;
        queueMicrotask(() => (runOpen = false));
      }
      added.push({ family: face.family, status: face.status, run });
      return add.call(this, face);
    };
  });
  await page.goto('/');
  await interactive(page);
  const added = await page.waitForFunction(() => {
    const list = (window as { fontsAdded?: { family: string; status: string; run: number }[] })
      .fontsAdded;
    return list && list.length >= 2 ? list : null;
  });
  const faces = (await added.jsonValue()) as { family: string; status: string; run: number }[];
  expect(faces.map((f) => f.family).sort()).toEqual(['"Fraunces Variable"', '"Inter Variable"']);
  expect(faces.map((f) => f.status)).toEqual(['loaded', 'loaded']);
  // In one run of script, so no layout can fall between them (a time check failed on a slow CI
  // machine, where the first add took 16 ms).
  expect(faces.map((f) => f.run)).toEqual([1, 1]);
});
