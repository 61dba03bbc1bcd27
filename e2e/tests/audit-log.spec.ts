// Issue 16 (item 5): the admin panel's audit log. Entries name actor, target, address and
// device in German; the filters narrow by action, person and day; the view holds at 390 px.
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
  const email = `protokoll-${stamp}@example.com`;
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
  const entries = page
    .getByRole('list', { name: 'Einträge, neueste zuerst' })
    .getByRole('listitem');
  await expect(entries.getByRole('heading')).toHaveText([
    'Anmeldung fehlgeschlagen',
    'Konto gesperrt',
    'Benutzer angelegt',
  ]);
  const blocked = entries.nth(1);
  await expect(blocked).toContainText('admin@example.com');
  await expect(blocked).toContainText(`Paul Protokoll${stamp} <${email}>`);
  await expect(blocked).toContainText('Zahlungsverzug');
  await expect(entries.first()).toContainText('Nicht angemeldet');
  await expect(entries.first()).toContainText('Passwort falsch');
  await expectScreenHolds(page, 'protokoll');

  // One action; then the person's own entries through the link on the name.
  await page.getByRole('combobox', { name: 'Aktion' }).selectOption({ label: 'Konto gesperrt' });
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page.getByRole('status')).toHaveText('1 Eintrag, 1–1 angezeigt.');
  await entries
    .first()
    .getByRole('link', { name: `Paul Protokoll${stamp} <${email}>` })
    .click();
  await expect(page).toHaveURL(`${konto}/protokoll?benutzer=${id}`);
  await expect(page.getByText(`Konto Nr. ${id} handelt oder betroffen ist`)).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('3 Einträge, 1–3 angezeigt.');
  // A day before anything happened: nothing.
  await page.getByLabel('Bis').fill('2020-01-01');
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page.getByRole('status')).toHaveText('Keine Einträge gefunden.');

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
