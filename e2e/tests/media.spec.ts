import { signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, readable, test } from '../fixtures';

test.describe('media: documents and catalogues', () => {
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

  test('specifications are a product list: number, name, group, allergens, PDF; search and filters', async ({
    page,
    context,
  }) => {
    await signInBrowser(context, 'kunde');
    await page.goto('/intern/spezifikationen');
    const table = page.getByRole('table', { name: 'Produktspezifikationen' });
    await expect(table).toBeVisible();
    const rows = table.locator('tbody tr');
    const total = await rows.count();
    expect(total).toBeGreaterThan(40);
    // Products in folders and loose ones alike; no file or folder names anywhere.
    await expect(page.locator('main')).not.toContainText(/Ordner|\.pdf/);
    await expect(page.getByRole('status')).toHaveText(`${total} Produkte`);
    await expect(rows.filter({ hasText: '17020' })).toContainText('Moutarde de Dijon');
    await expect(rows.filter({ hasText: '17020' })).toContainText('Senf');

    await page.getByRole('searchbox', { name: 'Produkt suchen' }).fill('13005');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(/suche=13005/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Putenbrust ohne Haut');
    await expect(page.getByRole('status')).toHaveText(`1 von ${total} Produkten`);

    await page.getByRole('link', { name: 'Filter zurücksetzen' }).click();
    await expect(rows).toHaveCount(total);
    await page.getByLabel('Warengruppe').selectOption('Maxi France');
    await page.getByText('Allergene ausschließen').click();
    await page.getByRole('checkbox', { name: 'Milch' }).check();
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(/kategorie=Maxi\+France&ohne=Milch/);
    const names = await rows.locator('td:nth-child(2) > span:first-child').allInnerTexts();
    expect(names.sort()).toEqual([
      'Jambon de Bayonne IGP',
      'Moutarde de Dijon',
      'Pâté de Campagne',
    ]);
  });

  test("downloads of a non-public folder work only with the visitor's own session", async ({
    page,
    context,
    playwright,
  }) => {
    await signInBrowser(context, 'kunde');
    await page.goto('/intern/spezifikationen');
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

  test('recipe cards are public: picture, category, portions, allergens; filters work without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/foodservice/rezepte');
    const cards = page.locator('#rezeptkarten ~ div ul > li');
    const total = await cards.count();
    expect(total).toBeGreaterThan(5);
    const labskaus = cards.filter({ hasText: 'Labskaus' });
    await expect(labskaus).toContainText('Hauptgericht · 12 Portionen');
    await expect(labskaus).toContainText('Allergene: Eier, Fisch');
    await expect(labskaus.locator('img')).toHaveAttribute('src', /thumbnail=1/);
    expect(readable(await page.locator('main').innerText())).not.toMatch(
      /Rezeptkarte – |\.pdf|Dateiname/,
    );

    // By ingredient, without an allergen: the address holds the filter and keeps the anchor.
    await page.getByRole('searchbox', { name: 'Rezept oder Zutat suchen' }).fill('Sahne');
    await page.getByText('Allergene ausschließen').click();
    await page.getByRole('checkbox', { name: 'Eier' }).check();
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(/suche=Sahne&kategorie=&ohne=Eier#rezeptkarten$/);
    const titles = (
      await cards.locator('a > span:nth-child(2) > span:nth-child(2)').allInnerTexts()
    ).map(readable);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).not.toContain('Quiche Lorraine');
    expect(titles).toContain('Hühnerfrikassee mit Reis');
    await expect(page.getByRole('status')).toHaveText(`${titles.length} von ${total} Rezepten`);

    const file = cards.first().locator('a[href*="/api/media/"]');
    const response = await context.request.get((await file.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    await context.close();
  });

  test('offers: this week’s flyer with its first page and validity, next week’s ahead, earlier ones by date', async ({
    page,
  }) => {
    await page.goto('/angebote');
    // This week's flyer (Monday to Saturday), and next week's from the day it is published.
    const cards = page.locator('section[aria-labelledby="aktuelle-angebote"] li');
    const first = cards.first();
    expect(readable(await first.innerText())).toMatch(
      /Angebote KW \d+\s+Gültig \d\d\.(\d\d\.)?–\d\d\.\d\d\.\d{4}/,
    );
    await expect(first.locator('a')).toHaveAttribute('target', '_blank');
    const preview = first.locator('img');
    await expect(preview).toHaveAttribute('alt', /^Erste Seite des Flyers „Angebote KW \d+“$/);
    await preview.scrollIntoViewIfNeeded();
    await expect(preview).toHaveJSProperty('complete', true);
    // Sharp: the picture has at least as many pixels as it is shown with on a HiDPI screen.
    const { natural, shown } = await preview.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth,
      shown: img.getBoundingClientRect().width,
    }));
    expect(natural).toBeGreaterThanOrEqual(2 * shown);
    await expect(cards.filter({ hasText: 'Vorschau' })).toHaveCount(1);

    // The ended ones as a dated list, newest first (on Sunday this week's has joined them).
    const archive = page.locator('section[aria-labelledby="fruehere-angebote"] ol > li');
    expect(await archive.count()).toBeGreaterThanOrEqual(4);
    const dates = await archive.locator('a > span:first-child').allInnerTexts();
    const ends = dates.map((d) => readable(d).replace(/^.*(\d\d)\.(\d\d)\.(\d{4})$/, '$3-$2-$1'));
    expect(ends.every((d) => /^\d{4}-\d\d-\d\d$/.test(d))).toBe(true);
    expect([...ends].sort().reverse()).toEqual(ends);
    expect(readable(await page.locator('main').innerText())).not.toMatch(
      /aktuell\b|archiv\b|Ordner|Pro Seite|\.pdf/,
    );
  });

  test('an admin edits a recipe card’s details; the website shows and finds them', async ({
    page,
    context,
  }) => {
    await signInBrowser(context, 'admin');
    await installAxe(page);
    const path = 'domain/rezepte/Rezeptkarte – Rinderroulade klassisch.pdf';
    await page.goto(
      `${urls.backend}/konto/medien?${new URLSearchParams({ pfad: 'domain/rezepte', eintrag: path })}`,
    );
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Angaben speichern' }) });
    await expect(form.getByLabel('Titel')).toHaveValue('Rinderroulade klassisch');
    await expect(form.getByRole('checkbox', { name: 'Milch' })).not.toBeChecked();

    // A validity that ends before it starts is refused with the fields kept.
    await form.getByLabel('Gültig ab').fill('2026-12-10');
    await form.getByLabel('Gültig bis').fill('2026-12-01');
    await form.getByLabel('Portionen').fill('20 Portionen');
    await form.getByRole('button', { name: 'Angaben speichern' }).click();
    await expect(form.getByText('„Gültig bis“ liegt vor „Gültig ab“.')).toBeVisible();
    await expect(form.getByLabel('Portionen')).toHaveValue('20 Portionen');

    await form.getByLabel('Gültig ab').fill('');
    await form.getByLabel('Gültig bis').fill('');
    await form.getByRole('checkbox', { name: 'Milch' }).check();
    const ingredients = form.getByLabel('Zutaten');
    await ingredients.fill(`${await ingredients.inputValue()}\nBlätterteig`);
    await form.getByRole('button', { name: 'Angaben speichern' }).click();
    await expect(page.getByText('Die Angaben wurden gespeichert.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/foodservice/rezepte?suche=bl%C3%A4tterteig#rezeptkarten');
    const cards = page.locator('#rezeptkarten ~ div ul > li');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Rinderroulade klassisch');
    await expect(cards.first()).toContainText('Hauptgericht · 20 Portionen');
    await expect(cards.first()).toContainText('Milch');
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
