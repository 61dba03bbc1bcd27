// Issue 16 (item 5), issue 33 (item 3): the admin panel's audit log. A table of entries naming
// actor, target, address and device in German, details on demand; the filters and the order
// narrow and sort it and stay in the address; the CSV export carries them; a card each at 390 px.
// Screenshots at 390 and 1280 px with E2E_SCREENSHOTS=<folder>.
import { createAccount, sendJson, signedInApi, signInBrowser } from '../accounts';
import { installAxe } from '../axe';
import { urls } from '../env';
import { expect, test } from '../fixtures';
import { expectScreenHolds } from '../layout-check';

const konto = `${urls.backend}/konto`;
test('the audit log shows who did what, filters it, and its retention is a setting', async ({
  page,
  context,
}) => {
  const admin = await signedInApi('admin');
  const stamp = Date.now();
  // A long address, as firms have them: it wraps instead of widening the page on a phone.
  const email = `protokoll-${stamp}.rechnungseingang@fleischerei-mueller-hamburg.example.com`;
  const id = await createAccount(admin, {
    firstname: 'Paul',
    lastname: `Protokoll${stamp}`,
    email,
    password: 'Leuchtturm-Protokoll-2026',
  });
  expect(
    (
      await sendJson(admin, 'POST', `/api/admin/users/${id}/block`, { reason: 'Zahlungsverzug' })
    ).status(),
  ).toBe(200);
  const guest = await signedInApi('guest');
  await sendJson(guest, 'POST', '/api/login', { login: email, password: 'falsch-falsch-falsch' });

  await installAxe(page);
  await signInBrowser(context, 'admin');
  await page.goto(`${konto}/`);
  // The Verwaltung's menu (its overview links every section too).
  await page
    .getByRole('navigation', { name: 'Verwaltung' })
    .getByRole('link', { name: 'Protokoll', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protokoll');

  // Everything about this person: the search finds the name.
  await page.getByRole('searchbox', { name: 'Person oder Adresse' }).fill(`protokoll${stamp}`);
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page.getByRole('status')).toHaveText('3 Einträge, 1–3 angezeigt.');
  const table = page.getByRole('table', { name: 'Einträge, Zeit, neueste zuerst' });
  const rows = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Details/ }) });
  await expect(rows.locator('td:nth-child(2)')).toHaveText([
    'Anmeldung fehlgeschlagen',
    'Konto gesperrt',
    'Benutzer angelegt',
  ]);
  const blocked = rows.nth(1);
  await expect(blocked).toContainText('admin@example.com');
  await expect(blocked).toContainText(`Paul Protokoll${stamp} <${email}>`);
  await expect(rows.first()).toContainText('Nicht angemeldet');
  // The details on demand, below the row.
  await expect(table.getByText('Zahlungsverzug')).toBeHidden();
  await blocked.getByRole('button', { name: /^Details zu „Konto gesperrt“ vom / }).click();
  await expect(table.getByText('Zahlungsverzug')).toBeVisible();
  await rows
    .first()
    .getByRole('button', { name: /^Details/ })
    .press('Enter');
  await expect(table.getByText('Passwort falsch')).toBeVisible();
  await expectScreenHolds(page, 'protokoll');

  // By action, A–Z: kept in the address, so a reload shows the same view; the export carries it.
  await table.getByRole('link', { name: /^Aktion ?, aufsteigend sortieren$/ }).click();
  await expect(page).toHaveURL(/sortierung=action/);
  await page.reload();
  const byAction = page.getByRole('table', { name: 'Einträge, Aktion A–Z' });
  await expect(byAction.locator('tbody tr:not([hidden]) td:nth-child(2)')).toHaveText([
    'Anmeldung fehlgeschlagen',
    'Benutzer angelegt',
    'Konto gesperrt',
  ]);
  const exportLink = page.getByRole('link', { name: 'Als CSV exportieren' });
  await expect(exportLink).toHaveAttribute(
    'href',
    `/konto/protokoll/export?suche=protokoll${stamp}&sortierung=action`,
  );
  const csv = await page.request.get(`${urls.backend}${await exportLink.getAttribute('href')}`);
  expect(csv.headers()['content-disposition']).toMatch(/filename="protokoll-\d{4}-\d\d-\d\d\.csv"/);
  const lines = (await csv.text()).split('\r\n');
  expect(lines.map((line) => line.split(';')[1])).toEqual([
    'Aktion',
    'Anmeldung fehlgeschlagen',
    'Benutzer angelegt',
    'Konto gesperrt',
    undefined,
  ]);

  // One action; then the person's own entries through the link on the name.
  await page.getByRole('combobox', { name: 'Aktion' }).selectOption({ label: 'Konto gesperrt' });
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page.getByRole('status')).toHaveText('1 Eintrag, 1–1 angezeigt.');
  await page
    .getByRole('table')
    .getByRole('link', { name: `Paul Protokoll${stamp} <${email}>` })
    .click();
  await expect(page).toHaveURL(`${konto}/protokoll?benutzer=${id}`);
  await expect(page.getByText(`Konto Nr. ${id} handelt oder betroffen ist`)).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('3 Einträge, 1–3 angezeigt.');
  // A day before anything happened: nothing; a day the calendar has not: said in German.
  await page.getByLabel('Bis').fill('2020-01-01');
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page.getByRole('status')).toHaveText('Keine Einträge gefunden.');
  await page.goto(`${konto}/protokoll?von=2026-02-31`);
  await expect(page.getByText('„Von“ ist kein gültiges Datum (TT.MM.JJJJ).')).toBeVisible();

  // The retention: a German message for too few days, then saved.
  await page.goto(`${konto}/einstellungen`);
  const days = page.getByRole('spinbutton', { name: 'Einträge aufbewahren (Tage)' });
  await expect(days).toHaveValue('365');
  await days.fill('5');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByText('Mindestens 30 Tage.')).toBeVisible();
  await expect(days).toBeFocused();
  await days.fill('400');
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByText('Die Einstellungen wurden gespeichert.')).toBeVisible();
  await expect(days).toHaveValue('400');
  await sendJson(admin, 'PUT', '/api/admin/settings', { audit_retention_days: 365 });
});
