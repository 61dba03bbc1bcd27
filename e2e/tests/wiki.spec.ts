import { signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { wikiSentinels } from '../wiki-content';

test.describe('wiki for staff', () => {
  test.beforeEach(async ({ context }) => {
    await signInBrowser(context, 'personal');
  });

  test('index: pinned and recent articles, categories with counts, no axe violations', async ({
    page,
  }) => {
    await installAxe(page);
    await page.goto('/intern/wiki');
    await expect(page.getByRole('heading', { name: 'Wichtig für alle' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zuletzt aktualisiert' })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link');
    await expect(categories).toHaveCount(12);
    await expect(categories.filter({ hasText: 'IT' })).toContainText(/\(\d+\)/);
    await page.mouse.move(5, 5);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('filter by category is in the URL and works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await signInBrowser(context, 'personal');
    const page = await context.newPage();
    await page.goto('/intern/wiki?kategorie=hr-buchhaltung');
    await expect(page.getByRole('heading', { level: 2, name: /HR \/ Buchhaltung/ })).toBeVisible();
    const cards = page.locator('main ul.grid-fit > li');
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    for (const text of await cards.locator('p').first().allTextContents())
      expect(text).toContain('HR / Buchhaltung');
    await page.goto('/intern/wiki?q=urlaub');
    await expect(page.getByRole('heading', { name: /Treffer für „urlaub“/ })).toBeVisible();
    await context.close();
  });

  test('a question the wiki cannot answer: „Keine Treffer“ and suggestions, at 390 px too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await installAxe(page);
    await page.goto('/intern/wiki');
    await interact(page);
    const box = page.getByRole('combobox', { name: 'Wiki durchsuchen' });
    await box.click();
    await page.keyboard.type('kita zuschuss', { delay: 30 });
    await expect(
      page.getByText('Keine Treffer für „kita zuschuss“. Vielleicht hilft dir:'),
    ).toBeVisible();
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=kita\+zuschuss/);
    await expect(
      page.getByRole('heading', { name: 'Keine Treffer für „kita zuschuss“' }),
    ).toBeVisible();
    await expect(page.getByText('Vielleicht hilft dir:')).toBeVisible();
    const similar = page.getByRole('list', { name: 'Ähnliche Artikel' }).getByRole('listitem');
    expect(await similar.count()).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await test.info().attach('keine-treffer-390', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await page.mouse.move(5, 5);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('search as you type with the keyboard: Ctrl+K, arrows, Enter', async ({ page }) => {
    await page.goto('/intern/wiki');
    await interact(page);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Wiki durchsuchen' });
    await expect(box).toBeFocused();
    await page.keyboard.type('krankmeldug', { delay: 30 });
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toContainText('Krankmeldung');
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/intern\/wiki\/krankmeldung-und-arbeitsunfaehigkeit$/);
    await expect(page.locator('h1')).toHaveText('Krankmeldung und Arbeitsunfähigkeit');
  });

  test('"/" focuses the search; Escape closes the results', async ({ page }) => {
    await page.goto('/intern/wiki');
    await interact(page);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Wiki durchsuchen' });
    await expect(box).toBeFocused();
    await page.keyboard.type('führerschein');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('an article: banner, breadcrumbs, table of contents, anchors, related, neighbours', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await installAxe(page);
    await page.goto('/intern/wiki/einfrier-und-auftauleitfaden');
    await expect(page.getByRole('navigation', { name: 'Brotkrumen' })).toContainText('Fleisch');
    const banner = page.locator('main img').first();
    await expect(banner).toHaveAttribute('src', /^\/intern\/wiki\/bilder\/banner-fleisch\.svg$/);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const toc = page.getByRole('navigation', { name: 'Inhaltsverzeichnis' });
    await expect(toc.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verwandte Artikel' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: /Weitere Artikel in Fleisch/ }),
    ).toBeVisible();
    const anchor = page.locator('a.heading-anchor').first();
    // Before the page's code is there, Enter just follows the anchor; once it is, it copies.
    await expect(async () => {
      await anchor.focus();
      await page.keyboard.press('Enter');
      // One of the page's live regions (the readers' answers have their own, decision 035).
      await expect(
        page.getByRole('status').filter({ hasText: 'Link zum Abschnitt kopiert' }),
      ).toBeVisible({ timeout: 500 });
    }).toPass();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/#[\p{L}\d-]+$/u);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an unknown article is a 404 "Page Not Found: {path}"', async ({ page, watch }) => {
    watch.allowConsoleError(/404/);
    const response = await page.goto('/intern/wiki/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /intern/wiki/gibt-es-nicht')).toBeVisible();
  });

  test('drafts are for writers and admins only', async ({ page, context, watch }) => {
    watch.allowConsoleError(/404/);
    const draft = wikiSentinels().find((s) => s.draft)!;
    // Staff who only read (personal@ writes and publishes since issue 17).
    await context.clearCookies();
    await signInBrowser(context, 'leser');
    expect((await page.goto(`/intern/wiki/${draft.slug}`))?.status()).toBe(404);
    await context.clearCookies();
    await signInBrowser(context, 'admin');
    expect((await page.goto(`/intern/wiki/${draft.slug}`))?.status()).toBe(200);
    await expect(page.getByText('Entwurf').first()).toBeVisible();
  });
});

test('staff cannot tell a draft from an unknown article: same answers for page, data and images', async ({
  playwright,
}) => {
  const draft = wikiSentinels().find((s) => s.draft)!;
  const api = await signedInApi('leser');
  const site = await playwright.request.newContext({
    baseURL: urls.website,
    storageState: await api.storageState(),
  });
  const unknown = 'gibt-es-wirklich-nicht';
  const answer = async (slug: string, suffix: string) => {
    const res = await site.get(`/intern/wiki/${slug}${suffix}`, { maxRedirects: 0 });
    const body = (await res.text())
      .replaceAll(slug, 'SLUG')
      .replace(/nonce="[^"]*"/g, 'nonce=""')
      .replace(/"nonce":"[^"]*"/g, '"nonce":""');
    const headers = res.headers();
    return {
      status: res.status(),
      type: headers['content-type'],
      cache: headers['cache-control'],
      xcache: headers['x-cache'] ?? null,
      body,
    };
  };
  for (const suffix of ['', '.data', '?_data=1']) {
    // Twice each: a kept page or a warm cache must not make one of them different.
    for (let round = 0; round < 2; round++) {
      const a = await answer(draft.slug, suffix);
      const b = await answer(unknown, suffix);
      expect(a.status, `${suffix} ${round}`).toBe(404);
      expect(a, `${suffix} ${round}`).toEqual(b);
    }
  }
  // A guest is sent to sign in for either, never told which exists.
  const guest = await playwright.request.newContext({ baseURL: urls.website });
  const forGuest = async (slug: string) => {
    const res = await guest.get(`/intern/wiki/${slug}`, { maxRedirects: 0 });
    return { status: res.status(), location: res.headers()['location']?.replaceAll(slug, 'SLUG') };
  };
  expect(await forGuest(draft.slug)).toEqual(await forGuest(unknown));
  await guest.dispose();
  await site.dispose();
  await api.dispose();
});

test.describe('the wiki never reaches a guest, a customer or an account without a role', () => {
  for (const account of ['guest', 'kunde', 'ohnerolle'] as const) {
    test(`as ${account}: articles, their data requests, search and images give nothing`, async ({
      playwright,
    }) => {
      // Over 400 requests: on a busy two-core machine more than the default 30 s.
      test.setTimeout(120_000);
      const api = await signedInApi(account);
      const site = await playwright.request.newContext({
        baseURL: urls.website,
        storageState: await api.storageState(),
      });
      const sentinels = wikiSentinels();
      const leaks: string[] = [];
      // The person's own part of the wiki's pages (decision 035).
      const own = await site.get('/intern/wiki/leser.json', { maxRedirects: 0 });
      if (own.status() === 200) leaks.push('/intern/wiki/leser.json: 200');
      for (const s of sentinels) {
        for (const path of [
          `/intern/wiki/${s.slug}`,
          `/intern/wiki/${s.slug}.data`,
          `/intern/wiki.data`,
          `/intern/wiki/suche?q=${encodeURIComponent(s.title)}`,
        ]) {
          const response = await site.get(path, { maxRedirects: 0 });
          const body = await response.text();
          if (response.status() === 200) leaks.push(`${path}: 200`);
          if (body.includes(s.title) || body.includes(s.sentence))
            leaks.push(`${path}: text of ${s.slug}`);
        }
        for (const image of s.images) {
          const response = await site.get(`/intern/wiki/bilder/${image}`, { maxRedirects: 0 });
          if (response.status() === 200) leaks.push(`image ${image}: 200`);
        }
      }
      expect(leaks).toEqual([]);
      await site.dispose();
      await api.dispose();
    });

    test(`as ${account}: the backend's wiki API and the wiki's pictures give nothing`, async () => {
      test.setTimeout(120_000);
      const api = await signedInApi(account);
      const sentinels = wikiSentinels();
      const leaks: string[] = [];
      const probe = async (path: string, accept = 'application/json') => {
        const response = await api.get(path, { maxRedirects: 0, headers: { Accept: accept } });
        const body = await response.text();
        if (response.status() !== 404) leaks.push(`${path}: ${response.status()}`);
        if (response.headers()['x-wiki-version']) leaks.push(`${path}: version header`);
        for (const s of sentinels)
          if (body.includes(s.title) || body.includes(s.sentence))
            leaks.push(`${path}: text of ${s.slug}`);
      };
      for (const path of [
        '/api/wiki/version',
        '/api/wiki/articles',
        '/api/wiki/articles?body=1',
        '/api/wiki/categories',
        '/api/wiki/me',
      ])
        await probe(path);
      for (const s of sentinels) {
        const article = `/api/wiki/articles/${s.slug}`;
        for (const sub of ['', '/revisions', '/revisions/1', '/diff?from=1&to=1', '/feedback'])
          await probe(`${article}${sub}`);
        for (const image of s.images) {
          const res = await api.get(`/api/media/domain/wiki/bilder/${image}`, {
            maxRedirects: 0,
            headers: { Accept: 'image/*' },
          });
          if (res.ok()) leaks.push(`picture ${image}: ${res.status()}`);
        }
      }
      expect(leaks).toEqual([]);
      await api.dispose();
    });
  }
});
