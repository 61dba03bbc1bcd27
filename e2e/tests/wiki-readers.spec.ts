// Issue 17, item 6 (decision 035): what readers do with the wiki. Favourites and „Zuletzt
// angesehen“ follow the person to every device, while the shared pages (decision 009) stay the
// same for everyone; „War dieser Artikel hilfreich?“ and „Fehler melden“ reach the author by mail,
// and writers see them in the history; all of it by keyboard, at 360 px, without axe violations.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  createAccount,
  DEMO_PASSWORD,
  outboxMailText,
  signedInApi,
  signInBrowser,
  type Account,
  type Address,
} from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { layoutProblems } from '../layout-check';
import { apiSend } from '../wiki-api';

test.describe.configure({ timeout: 120_000 });

// Published articles of the seed in „Einkauf“ (no other browser test reads them).
const FIRST = { slug: 'lieferantenbewertung', title: 'Lieferantenbewertung' };
const SECOND = { slug: 'saisonplanung-im-einkauf', title: 'Saisonplanung im Einkauf' };

/** A staff member of our own, so nothing another test does shows in their lists. */
async function newReader(admin: APIRequestContext): Promise<Address> {
  const email: Address = `leserin-${randomBytes(4).toString('hex')}@example.com`;
  await createAccount(
    admin,
    { firstname: 'Rita', lastname: 'Rückmeldung', email, password: DEMO_PASSWORD },
    ['Personal'],
  );
  return email;
}

async function open(browser: Browser, who: Account | Address, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await signInBrowser(context, who);
  return context.newPage();
}

/** Opens a wiki page and waits until the person's part is there. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await interact(page);
  if (path.startsWith('/intern/wiki/'))
    await expect(page.getByRole('button', { name: 'Favorit', exact: true })).toBeEnabled();
  else await expect(page.getByText('Wird geladen …')).toHaveCount(0);
}

const listOf = (page: Page, name: string) =>
  page.getByRole('region', { name }).getByRole('listitem');

test('favourites and „Zuletzt angesehen“ follow the person to every device; the shared page names nobody', async ({
  browser,
  playwright,
}) => {
  const admin = await signedInApi('admin');
  const reader = await newReader(admin);
  const desk = await open(browser, reader);
  const phone = await open(browser, reader, 390);

  await visit(desk, '/intern/wiki');
  await expect(desk.getByRole('region', { name: 'Favoriten' })).toContainText(
    'Noch keine Favoriten.',
  );
  await expect(desk.getByRole('region', { name: 'Zuletzt angesehen' })).toContainText(
    'Die Artikel, die du öffnest, findest du hier wieder.',
  );

  // On the desk: the first article becomes a favourite, the second is only read.
  await visit(desk, `/intern/wiki/${FIRST.slug}`);
  const star = desk.getByRole('button', { name: 'Favorit', exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await visit(desk, `/intern/wiki/${SECOND.slug}`);

  // On the phone: the same favourite, and both articles, the last one first.
  await visit(phone, '/intern/wiki');
  await expect(listOf(phone, 'Favoriten')).toHaveText([new RegExp(FIRST.title)]);
  await expect(listOf(phone, 'Zuletzt angesehen')).toHaveText([
    new RegExp(SECOND.title),
    new RegExp(FIRST.title),
  ]);

  // A star on a card of the category: the second one too, by keyboard.
  await visit(phone, '/intern/wiki?kategorie=einkauf');
  const cardStar = phone.getByRole('button', { name: `Favorit: ${SECOND.title}` });
  await expect(cardStar).toHaveAttribute('aria-pressed', 'false');
  await cardStar.focus();
  await phone.keyboard.press('Space');
  await expect(cardStar).toHaveAttribute('aria-pressed', 'true');
  await expect(phone.getByRole('button', { name: `Favorit: ${FIRST.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Back on the desk, the first is taken out again.
  await visit(desk, `/intern/wiki/${FIRST.slug}`);
  await desk.getByRole('button', { name: 'Favorit', exact: true }).click();
  await expect(desk.getByRole('button', { name: 'Favorit', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await visit(phone, '/intern/wiki');
  await expect(listOf(phone, 'Favoriten')).toHaveText([new RegExp(SECOND.title)]);

  // The page everyone of the group shares names nobody's favourites: as this person (twice,
  // the second answer kept) and as a colleague, its lists are to be filled in by the browser.
  const colleague = await signedInApi('leser');
  const site = desk.context().request;
  const other = await playwright.request.newContext({
    baseURL: urls.website,
    storageState: await colleague.storageState(),
  });
  for (const request of [site, site, other, other]) {
    const html = await (await request.get('/intern/wiki')).text();
    const start = html.indexOf('id="favoriten"');
    const lists = html.slice(start, html.indexOf('</section>', html.indexOf('id="angesehen"')));
    expect(start).toBeGreaterThan(0);
    expect(lists).toContain('Wird geladen …');
    expect(lists).not.toContain('/intern/wiki/');
  }
  const theirs = (await (await other.get('/intern/wiki/leser.json')).json()) as {
    favorites: { slug: string }[];
  };
  expect(theirs.favorites.map((f) => f.slug)).not.toContain(SECOND.slug);
  await other.dispose();
  await colleague.dispose();
  await admin.dispose();
  await desk.context().close();
  await phone.context().close();
});

test('„War dieser Artikel hilfreich?“ and „Fehler melden“ reach the author, who sees them in the history', async ({
  browser,
}) => {
  const stamp = randomBytes(3).toString('hex');
  const title = `Gebindegrößen prüfen ${stamp}`;
  const author = await signedInApi('autor');
  const publisher = await signedInApi('personal');
  const created = await apiSend(author, 'POST', '/api/wiki/articles', {
    title,
    category: 'Einkauf',
    tags: ['Gebinde'],
    body: 'Vor jeder Bestellung die Gebindegröße im Artikelstamm prüfen.',
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;
  await apiSend(author, 'POST', `/api/wiki/articles/${slug}/status`, { status: 'review' });
  const admin = await signedInApi('admin');
  const reader = await open(browser, await newReader(admin));
  // The reader is on the wiki when the article is published elsewhere, and opens it at once:
  // within the second the website trusts the content version it knows (decision 029).
  await visit(reader, '/intern/wiki');
  const published = await apiSend(publisher, 'POST', `/api/wiki/articles/${slug}/status`, {
    status: 'published',
  });
  expect(published.status()).toBe(200);
  await visit(reader, `/intern/wiki/${slug}`);
  const panel = reader.getByRole('region', { name: 'War dieser Artikel hilfreich?' });
  await panel.getByRole('button', { name: 'Ja' }).click();
  await expect(panel.getByRole('status').first()).toHaveText('Danke für deine Rückmeldung!');
  await panel.getByLabel('Möchtest du noch etwas ergänzen?').fill('Die Tabelle der Gebinde hilft.');
  await panel.getByRole('button', { name: 'Kommentar senden' }).click();
  await expect(panel.getByText('Danke! Dein Kommentar geht an die Person')).toBeVisible();
  const comment = await outboxMailText(
    admin,
    'autor@example.com',
    `Rückmeldung zum Wiki-Artikel „${title}“: hilfreich`,
  );
  expect(comment).toContain('Rita Rückmeldung fand Ihren Wiki-Artikel');
  expect(comment).toContain('„Die Tabelle der Gebinde hilft.“');

  // „Fehler melden“: too short first, then as it should be.
  await panel.getByText('Fehler melden').click();
  const report = panel.getByLabel('Was stimmt nicht?');
  await report.fill('falsch');
  // The browser's own check would stop the form: this is the server's answer.
  await report.evaluate((el) => el.removeAttribute('minlength'));
  await panel.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(panel.getByText('mindestens 10 Zeichen')).toBeVisible();
  await report.fill('Der Artikelstamm heißt inzwischen Artikelkartei.');
  await panel.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(panel.getByText('Danke! Deine Meldung geht an die Person')).toBeVisible();
  expect(
    await outboxMailText(admin, 'autor@example.com', `Fehler gemeldet im Wiki-Artikel „${title}“`),
  ).toContain('Der Artikelstamm heißt inzwischen Artikelkartei.');

  // Opened again: the reader's own answer.
  await visit(reader, `/intern/wiki/${slug}`);
  await expect(panel.getByText(/^Deine Antwort vom .*: hilfreich\./)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Ja' })).toHaveAttribute('aria-pressed', 'true');

  // The author sees the figures on the article, the words in the history.
  const writer = await open(browser, 'autor');
  await visit(writer, `/intern/wiki/${slug}`);
  await expect(
    writer.getByText('Bisher: 1 × hilfreich, 0 × nicht hilfreich, 1 offene Fehlermeldung.'),
  ).toBeVisible();
  await writer.getByRole('link', { name: 'Rückmeldungen ansehen' }).click();
  const feedback = writer.getByRole('region', { name: 'Rückmeldungen' });
  await expect(feedback).toContainText('Die Tabelle der Gebinde hilft.');
  await expect(feedback).toContainText('Der Artikelstamm heißt inzwischen Artikelkartei.');
  await expect(feedback).toContainText('Rita Rückmeldung am');
  // A published article is changed by publishers only: they close its reports.
  await expect(feedback.getByRole('button', { name: /^Erledigt/ })).toHaveCount(0);
  const closer = await open(browser, 'personal');
  await closer.goto(`/intern/wiki/${slug}/versionen`);
  await interact(closer);
  const theirs = closer.getByRole('region', { name: 'Rückmeldungen' });
  await theirs.getByRole('button', { name: /^Erledigt/ }).click();
  await expect(theirs.getByText('Keine offenen Fehlermeldungen.')).toBeVisible();
  await expect(theirs.getByText('Erledigte Fehlermeldungen (1)')).toBeVisible();

  for (const page of [reader, writer, closer]) await page.context().close();
  for (const api of [author, publisher, admin]) await api.dispose();
});

test('the readers’ parts by keyboard, at 360 px, without axe violations', async ({ browser }) => {
  const admin = await signedInApi('admin');
  const page = await open(browser, await newReader(admin), 360);
  await installAxe(page);
  await visit(page, `/intern/wiki/${FIRST.slug}`);
  const star = page.getByRole('button', { name: 'Favorit', exact: true });
  await star.focus();
  await page.keyboard.press('Enter');
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  const panel = page.getByRole('region', { name: 'War dieser Artikel hilfreich?' });
  await panel.getByRole('button', { name: 'Nein' }).focus();
  await page.keyboard.press('Enter');
  const why = panel.getByLabel('Was hat dir gefehlt oder war unklar?');
  await expect(why).toBeFocused();
  await page.keyboard.type('Ein Beispiel für die Punktevergabe fehlt.');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Rückmeldung senden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Danke! Deine Rückmeldung geht an die Person')).toBeVisible();

  await panel.getByText('Fehler melden').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Was stimmt nicht?')).toBeFocused();
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.type('Die Punkteskala reicht bis 5, nicht bis 10.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Danke! Deine Meldung geht an die Person')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await visit(page, '/intern/wiki');
  await expect(listOf(page, 'Favoriten')).toHaveText([new RegExp(FIRST.title)]);
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
  await admin.dispose();
});

test('the website passes on the backend’s refusal: nothing of an article the person may not read', async ({
  playwright,
}) => {
  const admin = await signedInApi('admin');
  const created = await apiSend(admin, 'POST', '/api/wiki/articles', {
    title: `Nur für die Geschäftsführung ${randomBytes(3).toString('hex')}`,
    category: 'Allgemeines',
    body: 'Vertraulich.',
    status: 'published',
    visibility: ['Admin'],
  });
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;
  const staff = await signedInApi('leser');
  const site = await playwright.request.newContext({
    baseURL: urls.website,
    storageState: await staff.storageState(),
  });
  for (const intent of ['view', 'favorite', 'vote', 'report']) {
    const answer = await site.post('/intern/wiki/leser.json', {
      headers: { Origin: urls.website },
      form: { intent, slug, on: '1', helpful: 'nein', text: 'Ein Fehler in diesem Artikel.' },
    });
    expect([intent, answer.status()]).toEqual([intent, 404]);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'Diesen Artikel gibt es nicht mehr, oder du darfst ihn nicht lesen.',
    );
  }
  // From elsewhere, the website's origin check refuses before anything happens.
  const foreign = await site.post('/intern/wiki/leser.json', {
    headers: { Origin: 'https://evil.example' },
    form: { intent: 'favorite', slug: FIRST.slug, on: '1' },
  });
  expect(foreign.status()).toBe(403);
  await site.dispose();
  await staff.dispose();
  await admin.dispose();
});
