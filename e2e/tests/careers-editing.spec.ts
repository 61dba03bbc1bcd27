// HR runs the job ads in the intranet (issue 18, item 1; decision 036): HR saves a draft with a
// title alone, no guest sees it; publishing names what is missing at the fields and on top, by
// the form's labels (issue 28); published, it is on /karriere with its pay range and valid
// JobPosting markup within seconds, at an address without „m-w-d“ (the old one leads there);
// withdrawn, it leaves the list, the sitemap and the markup, and its address answers 410
// „bereits besetzt“. Staff without the permission find neither the page nor its entry.
// Runs in the project `isolated` (playwright.config.ts): the careers list has one ad more while
// it runs, which other specs count.
import { signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, readable, test } from '../fixtures';
import { problemsAtEveryWidth } from '../layout-check';

test.describe.configure({ timeout: 180_000 });

const TITLE = 'Fleischer in der Zerlegung (m/w/d)';
const SLUG = 'fleischer-in-der-zerlegung';

test('HR writes, publishes and withdraws an ad; the careers pages follow', async ({
  browser,
  request,
  watch,
}) => {
  watch.allowConsoleError(/status of 410/);
  const context = await browser.newContext();
  await signInBrowser(context, 'personal-hr');
  const page = await context.newPage();
  await installAxe(page);

  // The entry in the navigation leads to every ad with its status.
  await page.goto('/intern');
  await page.getByRole('link', { name: 'Stellenanzeigen' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stellenanzeigen' })).toBeVisible();
  const expired = page.getByRole('listitem').filter({ hasText: 'Berufskraftfahrer' });
  await expect(expired).toContainText('Abgelaufen');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Neue Stellenanzeige' }).click();
  await interact(page);
  const form = page.locator('main form');
  const field = (label: string) => form.getByLabel(label, { exact: true });

  // A title alone is a draft.
  await field('Titel').fill(TITLE);
  await page.getByRole('button', { name: 'Als Entwurf anlegen' }).click();
  await expect(page).toHaveURL(new RegExp(`/intern/stellen/${SLUG}/bearbeiten\\?angelegt=1$`));
  await expect(page.getByRole('status')).toContainText('Angelegt als Entwurf.');
  await interact(page);

  // Publishing it names what is missing, on top and at each field, as the form labels it.
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('noch nicht veröffentlicht');
  for (const label of ['Anriss', 'Bereich', 'Arbeitsort', 'Was wir bieten', 'Ansprechperson: Name'])
    await expect(refusal.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(field('Bereich')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Bitte „Bereich“ wählen.')).toBeVisible();
  await expect(
    page.getByText('Bitte unter „Was wir bieten“ mindestens zwei Punkte nennen.'),
  ).toBeVisible();
  await expect(page.getByText('Status: Entwurf')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await problemsAtEveryWidth(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await refusal.getByRole('link', { name: 'Arbeitsort', exact: true }).click();
  await expect(page).toHaveURL(/#feld-location$/);

  await field('Anriss').fill(
    'Vollzeit in Hamburg – Sie zerlegen und portionieren Fleisch für Fleischereien.',
  );
  await field('Bereich').selectOption('Lager & Logistik');
  await field('Arbeitsort').fill('Hamburg-Rothenburgsort');
  await field('Eintritt').fill('ab 1. Februar 2027');
  await field('Arbeitszeit').fill('40 Stunden pro Woche in Frühschicht');
  await field('Gültig bis').fill('2027-03-31');
  await field('Gehalt von (optional)').fill('2.900');
  await field('Gehalt bis (optional)').fill('3.300');
  // The text in the rich editor's Markdown mode, as someone who knows Markdown writes it.
  await form.getByRole('button', { name: 'Markdown', exact: true }).click();
  await field('Text').fill(
    '## Ihr Arbeitsplatz\n\nUnsere Zerlegung liegt direkt an der Kühlhalle.',
  );
  await field('Ihre Aufgaben').fill('Zerlegen von Schweinehälften\nPortionieren');
  await field('Ihr Profil').fill('Ausbildung als Fleischer');
  await field('Was wir bieten').fill('Tarifvertrag\n30 Tage Urlaub');
  await field('Name').fill('Svenja Marquardt');
  await field('Funktion').fill('Personalreferentin');
  await field('Telefon').fill('040 66969-151');
  await field('E-Mail').fill('karriere@hallberg-frischdienst.example');

  // One point in „Ihr Profil“: saved as a draft, refused for publishing at the field, nothing
  // typed is lost.
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const profile = field('Ihr Profil');
  await expect(profile).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Bitte unter „Ihr Profil“ mindestens zwei Punkte nennen.'),
  ).toBeVisible();
  await expect(field('Anriss')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field('Arbeitsort')).toHaveValue('Hamburg-Rothenburgsort');
  await profile.fill('Ausbildung als Fleischer\nSorgfalt und Teamgeist');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Gespeichert.');

  // A draft is nowhere public.
  expect(readable(await (await request.get('/karriere')).text())).not.toContain(TITLE);
  expect((await request.get(`/karriere/${SLUG}`)).status()).toBe(404);

  // The preview shows the public page without the application form.
  await page.getByRole('link', { name: 'Vorschau' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Zerlegen von Schweinehälften')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bewerbung absenden' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Zurück zum Bearbeiten' }).click();

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('status')).toContainText('Veröffentlicht');
  await expect(page.getByText('Status: Veröffentlicht')).toBeVisible();

  // Within seconds on the list, its page with JobPosting, and the sitemap.
  await expect
    .poll(async () => readable(await (await request.get('/karriere')).text()), { timeout: 15_000 })
    .toContain(TITLE);
  const html = readable(await (await request.get(`/karriere/${SLUG}`)).text());
  const markup = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
  const posting = JSON.parse(markup![1]!) as Record<string, unknown>;
  expect(posting).toMatchObject({
    '@type': 'JobPosting',
    title: TITLE,
    identifier: { value: SLUG },
    employmentType: ['FULL_TIME'],
    directApply: true,
    hiringOrganization: { '@type': 'Organization' },
    baseSalary: { currency: 'EUR', value: { minValue: 2900, maxValue: 3300, unitText: 'MONTH' } },
  });
  expect(posting.validThrough).toMatch(/^2027-03-31T23:59:59\+0[12]:00$/);
  expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(String(posting.description)).toContain('Kühlhalle');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(
    `${urls.website}/karriere/${SLUG}</loc>`,
  );

  // The pay range as applicants read it, and the address with „m-w-d“ leads to the ad.
  await expect
    .poll(async () => readable(await (await request.get(`/karriere/${SLUG}`)).text()), {
      timeout: 15_000,
    })
    .toContain('2.900–3.300 € brutto im Monat');
  const old = await request.get(`/karriere/${SLUG}-m-w-d`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()['location']).toBe(`/karriere/${SLUG}`);

  // A change of pay, compared in the history part by part, and taken back by a restore.
  await field('Gehalt von (optional)').fill('3.000');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Gespeichert.');
  // Drafts saved on the way count too: the version is read off the form.
  const status = await page.getByText(/^Status: Veröffentlicht · Version \d+/).textContent();
  const version = Number(/Version (\d+)/.exec(status!)![1]);
  await page.getByRole('link', { name: 'Versionen' }).click();
  await page.getByRole('link', { name: `Änderungen von Version ${version} ansehen` }).click();
  const pay = page.getByRole('row', { name: /^Gehalt/ });
  await expect(pay).toContainText('2.900–3.300 € pro Monat');
  await expect(pay).toContainText('3.000–3.300 € pro Monat');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Version ${version - 1} wiederherstellen` }).click();
  await expect(
    page.getByText(`Version ${version - 1} ist als neue Version ${version + 1} wiederhergestellt.`),
  ).toBeVisible();
  await expect
    .poll(async () => readable(await (await request.get(`/karriere/${SLUG}`)).text()), {
      timeout: 15_000,
    })
    .toContain('"minValue":2900');
  await page.getByRole('link', { name: 'Bearbeiten', exact: true }).click();
  await expect(field('Gehalt von (optional)')).toHaveValue('2900');

  // Withdrawn: off the list, the sitemap and the markup; 410 for a search engine.
  await page.getByRole('button', { name: 'Zurückziehen (Stelle besetzt)' }).click();
  await expect(page.getByRole('status')).toContainText('Zurückgezogen');
  await expect
    .poll(
      async () =>
        (
          await request.get(`/karriere/${SLUG}`, { headers: { 'User-Agent': 'Googlebot/2.1' } })
        ).status(),
      { timeout: 15_000 },
    )
    .toBe(410);
  const gone = readable(await (await request.get(`/karriere/${SLUG}`)).text());
  expect(gone).toContain('Diese Stelle ist bereits besetzt');
  expect(gone).not.toContain('JobPosting');
  expect(readable(await (await request.get('/karriere')).text())).not.toContain(TITLE);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/karriere/${SLUG}<`);
  await context.close();
});

test('staff without the permission find neither the job ads nor their entry', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await signInBrowser(context, 'personal');
  const page = await context.newPage();
  await page.goto('/intern');
  await expect(page.getByRole('link', { name: 'Wiki' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stellenanzeigen' })).toHaveCount(0);
  for (const path of [
    '/intern/stellen',
    '/intern/stellen/neu',
    '/intern/stellen/einkaeufer-disponent/bearbeiten',
    '/intern/stellen/einkaeufer-disponent/versionen',
  ])
    expect((await page.request.get(path)).status()).toBe(404);
  await context.close();
});
