import { signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, test } from '../fixtures';

test.describe('media explorer', () => {
  test('documents: open folders in place, breadcrumbs, back and forward, shared links', async ({
    page,
    context,
    watch,
  }) => {
    watch.allowConsoleError(/400/);
    await signInBrowser(context, 'personal');
    await installAxe(page);
    await page.goto('/intern/dokumente');
    const crumbs = page.getByRole('navigation', { name: 'Ordnerpfad' });
    await expect(crumbs).toHaveText('Dokumente');
    const folder = page.getByRole('link', { name: /^Ordner:/ }).first();
    const folderName = (await folder.innerText())
      .replace(/^Ordner:\s*/, '')
      .split('\n')[0]!
      .trim();
    await folder.click();
    await expect(page).toHaveURL(
      new RegExp(`path=${encodeURIComponent(folderName).replace(/%20/g, '(\\+|%20)')}`),
    );
    await expect(crumbs).toContainText(folderName);
    await page.mouse.move(3, 3);
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await expect(crumbs).toHaveText('Dokumente');
    await page.goForward();
    await expect(crumbs).toContainText(folderName);

    const shared = page.url();
    const other = await context.newPage();
    await other.goto(shared);
    await expect(other.getByRole('navigation', { name: 'Ordnerpfad' })).toContainText(folderName);
    await other.close();

    // The root cannot be left: the first crumb is the root, and ?path=.. is refused.
    const response = await page.goto('/intern/dokumente?path=..%2F..%2Fspezifikationen');
    expect(response?.status()).toBe(400);
  });

  test('specifications: search resets to page 1, pagination "21–40 von N", list view', async ({
    page,
    context,
  }) => {
    await signInBrowser(context, 'kunde');
    await page.goto('/intern/spezifikationen?anzahl=20');
    await expect(page.getByRole('table')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Seiten' });
    const summary = nav.locator('p');
    const total = Number(/von (\d+)/.exec(await summary.innerText())?.[1]);
    expect(total).toBeGreaterThan(20);
    await nav.getByRole('link', { name: 'Weiter' }).click();
    await expect(summary).toHaveText(`21–${Math.min(40, total)} von ${total}`);
    await expect(page).toHaveURL(/seite=2/);
    if (total > 40) await nav.getByRole('link', { name: 'Letzte' }).click();
    else await expect(nav.getByText('Letzte')).toHaveAttribute('aria-disabled', 'true');
    await nav.getByRole('link', { name: 'Erste' }).click();
    await expect(summary).toContainText(`1–20 von ${total}`);
    await page.getByRole('searchbox', { name: 'Spezifikation suchen' }).fill('Rind');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/suche=Rind/);
    await expect(page).not.toHaveURL(/seite=/);
    await expect(page.getByRole('table').getByRole('link').first()).toContainText(/rind/i);
  });

  test("downloads of a non-public folder work only with the visitor's own session", async ({
    page,
    context,
    playwright,
  }) => {
    await signInBrowser(context, 'kunde');
    await page.goto('/intern/spezifikationen?ansicht=liste');
    const link = page.getByRole('table').locator('a[href*="/api/media/"]').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${urls.backend}/api/media/`));
    const withSession = await context.request.get(href!);
    expect(withSession.status()).toBe(200);
    expect(withSession.headers()['cache-control']).toContain('private');
    const anonymous = await playwright.request.newContext();
    const without = await anonymous.get(href!, { maxRedirects: 0 });
    expect([401, 403, 404]).toContain(without.status());
    await anonymous.dispose();
  });

  test('recipe cards are public: grid with thumbnails, works without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/foodservice/rezepte');
    const cards = page.locator(
      '#rezeptkarten ~ section ul > li, section[aria-label="Rezepte: Dateien"] ul > li',
    );
    expect(await cards.count()).toBeGreaterThan(0);
    const file = page
      .locator('section[aria-label="Rezepte: Dateien"] a[href*="/api/media/"]')
      .first();
    const response = await context.request.get((await file.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    await context.close();
  });

  test('offers: current flyers first with validity, then the archive; files open in a new tab', async ({
    page,
  }) => {
    await page.goto('/angebote');
    await expect(page.getByRole('heading', { name: 'Aktuelle Angebote' })).toBeVisible();
    const flyer = page.locator('section[aria-labelledby="aktuelle-angebote"] a').first();
    await expect(flyer).toHaveAttribute('target', '_blank');
    await expect(flyer).toContainText(/Gültig|Stand/);
    await expect(page.getByRole('heading', { name: 'Archiv', exact: true })).toBeVisible();
  });

  test('a guest downloads nothing that is not public', async () => {
    const api = await signedInApi('guest');
    for (const folder of [
      'domain/intranet',
      'domain/spezifikationen',
      'domain/angebote/mit_preise',
      'domain/ci',
    ]) {
      const response = await api.get(`/api/media/${folder}`);
      expect(response.status(), folder).not.toBe(200);
    }
    const open = await api.get('/api/media/domain/rezepte');
    expect(open.status()).toBe(200);
    await api.dispose();
  });
});
