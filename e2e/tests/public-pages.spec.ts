import { Window } from 'happy-dom';
import { publicPages } from '../../apps/website/app/config/public-pages';
import { urls } from '../env';
import { expect, readable, test } from '../fixtures';

// What a search engine and a visitor without JavaScript get, read from the server's HTML (the
// browser meets every one of these pages in every-screen.spec.ts).
test.describe('every public page', () => {
  for (const path of publicPages) {
    test(`${path} renders a complete German page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      // Open to search engines: no noindex in a header or a meta tag.
      expect(response.headers()['x-robots-tag'] ?? '').not.toMatch(/noindex/);
      const { document } = new Window({ url: `${urls.website}${path}` });
      document.write(await response.text());
      expect(document.querySelectorAll('meta[name="robots"][content*="noindex"]')).toHaveLength(0);
      expect(document.documentElement.getAttribute('lang')).toBe('de');
      expect(document.querySelectorAll('h1')).toHaveLength(1);
      expect(readable(document.title)).toMatch(
        /.+ – Hallberg Frischdienst$|^Hallberg Frischdienst/,
      );

      const description = document
        .querySelector('meta[name="description"]')
        ?.getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(50);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        new RegExp(`^${urls.website}${path === '/' ? '/$' : `${path}$`}`),
      );
      expect(document.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);

      const text = readable(document.querySelector('main')?.textContent ?? '');
      expect(text).not.toMatch(/lorem ipsum|TODO|PLACEHOLDER/i);
      const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
      expect(words, 'substantial copy on the page').toBeGreaterThan(path === '/' ? 250 : 200);
      // The header's way in is there for a visitor without JavaScript too.
      const links = [...document.querySelectorAll('a')];
      expect(links.some((a) => a.textContent.trim() === 'Loginbereich')).toBe(true);
    });
  }
});

test('an unknown path answers 404 "Page not found: {path}"', async ({ page, watch }) => {
  watch.allowConsoleError(/404/);
  const response = await page.goto('/gibt-es-nicht/wirklich');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Seite nicht gefunden');
  await expect(page.getByText('Page not found: /gibt-es-nicht/wirklich')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite', exact: true })).toBeVisible();
});

test('an unknown job slug fails route validation: 404 "Page Not Found: {path}"', async ({
  page,
  watch,
}) => {
  watch.allowConsoleError(/404/);
  const response = await page.goto('/karriere/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /karriere/gibt-es-nicht')).toBeVisible();
});

test('bots get error pages with the right status and without client script', async ({
  request,
}) => {
  const response = await request.get('/gibt-es-nicht', {
    headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  });
  expect(response.status()).toBe(404);
  const html = readable(await response.text());
  expect(html).toContain('Page not found: /gibt-es-nicht');
  expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)[^>]*>/);
});

test('prerendered pages answer at /x and /x/ without a redirect', async ({ request }) => {
  for (const path of ['/impressum', '/impressum/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});

test('sitemap lists public pages, jobs and posts, never the intranet; robots.txt keeps crawlers out', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of publicPages)
    expect(sitemap).toContain(`<loc>${urls.website}${path === '/' ? '/' : path}</loc>`);
  expect(sitemap).toMatch(/\/karriere\/[a-z0-9-]+<\/loc>/);
  expect(sitemap).toMatch(/\/blog\/[a-z0-9-]+<\/loc>/);
  expect(sitemap).not.toContain('/intern');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /intern');
  expect(robots).toContain(`Sitemap: ${urls.website}/sitemap.xml`);
});
