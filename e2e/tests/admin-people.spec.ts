// Issue 16 (b) and (c): an admin invites a staff member, who sets a password through the link
// and reads the wiki; an admin changes a user's e-mail address, and the user must confirm the
// new one. Screenshots of the user page at 390 and 1280 px with E2E_SCREENSHOTS=<folder>.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { openOutboxMail } from '../outbox';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { auditActions } from '../audit';

const konto = `${urls.backend}/konto`;
const shots = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens the newest outbox mail to `to` with this subject; returns its first link matching `link`. */
async function linkInMail(admin: Page, to: string, subject: string, link?: RegExp) {
  await openOutboxMail(admin, to, subject);
  if (!link) return '';
  return (await admin.getByRole('link', { name: link }).first().getAttribute('href'))!;
}

/**
 * The wait for the first intranet page after a sign-in in the browser. A new access group's first
 * page is rendered cold: measured alone 0.9 s after the sign-in (the same page again 0.3 s, then
 * 28 ms), over 7 s beside two other workers on a slow day (CI, 2026-11-30: the wiki for a new
 * member of staff, and the profile of an account whose new address is unconfirmed). The wait
 * covers that first render; speed is the bench's job.
 */
const FIRST_PAGE_AFTER_SIGN_IN = { timeout: 20_000 };

test('an admin invites a staff member, who sets a password, signs in and reads the wiki', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `ines-${stamp}@example.com`;
  const password = 'Nordsee-Krabben-am-Kai-9';

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await installAxe(admin);
  await signInBrowser(adminContext, 'admin');
  await admin.goto(`${konto}/benutzer`);
  await admin.getByRole('link', { name: 'Person einladen' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Person einladen');
  await interact(admin);
  expect(await axeViolations(admin)).toEqual([]);
  await shoot(admin, 'person-einladen');

  // Bad input first: German messages at the fields, what was typed stays.
  await admin.getByRole('textbox', { name: 'Vorname' }).fill('Ines');
  await admin.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('keine-adresse');
  await admin.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(admin.getByText('Bitte prüfen Sie die markierten Felder.')).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Ines');
  await expect(admin.getByRole('textbox', { name: 'Nachname' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await admin.getByRole('textbox', { name: 'Nachname' }).fill(`Eingeladen${stamp}`);
  await admin.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await admin.getByRole('textbox', { name: 'Telefon' }).fill('040 987654');
  await admin.getByRole('checkbox', { name: 'Personal', exact: true }).check();
  await admin.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Ines Eingeladen${stamp}`);
  await expect(admin.getByRole('status').first()).toContainText('die Einladung ist unterwegs');

  const invitation = await linkInMail(
    admin,
    email,
    'Einladung zu Ihrem Konto bei',
    /\/konto\/auth\/reset-password\?/,
  );
  await page.goto(invitation);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passwort festlegen');
  // A weak password is refused in German; the link stays usable.
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('ines1234');
  await page.getByRole('textbox', { name: 'Passwort wiederholen' }).fill('ines1234');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 10 Zeichen lang sein.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Passwort wiederholen' }).fill(password);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passwort festgelegt');

  await page.goto(`${urls.website}/intern/wiki`);
  await expect(page).toHaveURL(/\/konto\/auth\/login/);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(`${urls.website}/intern/wiki`, FIRST_PAGE_AFTER_SIGN_IN);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Zugriff verweigert')).toHaveCount(0);

  // (e) The audit log shows each step, newest first.
  await admin.goto(`${konto}/protokoll?suche=${encodeURIComponent(email)}`);
  await expect(auditActions(admin)).toHaveText([
    'Angemeldet',
    'Passwort über Link neu gesetzt',
    'Person eingeladen',
  ]);
  await adminContext.close();
});

test('an admin changes a user’s e-mail address; the user must confirm the new one', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const before = `carla-${stamp}@example.com`;
  const after = `carla.neu-${stamp}@example.com`;
  const password = 'Fischbrötchen-zum-Frühstück-4';
  // Setup over the API: an active customer with a password.
  const api = await signedInApi('admin');
  await api.get('/api/csrf-cookie');
  const token = decodeURIComponent(
    (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
  );
  const created = await api.post('/api/admin/users', {
    headers: { 'X-XSRF-TOKEN': token, Origin: urls.backend },
    data: {
      firstname: 'Carla',
      lastname: `Wechsel${stamp}`,
      email: before,
      password,
      password_confirmation: password,
      verified: true,
      enabled: true,
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  await api.dispose();

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await installAxe(admin);
  await signInBrowser(adminContext, 'admin');
  await admin.goto(`${konto}/benutzer/${id}`);
  await interact(admin);
  const form = admin.getByRole('region', { name: 'Angaben bearbeiten' });
  await form.getByRole('textbox', { name: 'Telefon' }).fill('Ruf mich an');
  await form.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(
    form.getByText('Bitte nur Ziffern, Leerzeichen und + ( ) / - verwenden.'),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Telefon' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Telefon' }).fill('+49 40 555 0101');
  await form.getByRole('textbox', { name: 'Firma' }).fill('Kantine am Kai');
  await form.getByRole('textbox', { name: 'Interne Notiz' }).fill('Rückruf nur vormittags.');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(after);
  await form.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(admin.getByRole('status').first()).toContainText(
    'An die neue E-Mail-Adresse ist ein Bestätigungslink unterwegs',
  );
  // The form shows what is stored now.
  await expect(form.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(after);
  await expect(form.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+49 40 555 0101');
  const details = admin.getByRole('region', { name: 'Stammdaten' });
  await expect(details.getByText(after)).toBeVisible();
  await expect(details.getByText('Rückruf nur vormittags.')).toBeVisible();
  await expect(admin.getByText('unbestätigt', { exact: true })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await shoot(admin, 'benutzer-bearbeiten');

  // The old address is told; the new one gets the link. Until then the account is restricted.
  await linkInMail(admin, before, 'Ihre E-Mail-Adresse wurde geändert');
  await expect(admin.getByText(after).first()).toBeVisible();
  const verify = await linkInMail(
    admin,
    after,
    'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    /\/api\/email\/verify\//,
  );
  await page.goto(`${urls.website}/intern`);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(after);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  // Restricted: the intranet's profile says what is missing.
  await expect(page).toHaveURL(`${urls.website}/intern/profil`, FIRST_PAGE_AFTER_SIGN_IN);
  await expect(page.getByText('E-Mail-Adresse noch nicht bestätigt')).toBeVisible();
  await page.goto(verify);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Mail-Adresse bestätigt');

  // (e) The audit log of this account: the change, the sign-in while unconfirmed, the confirmation.
  await admin.goto(`${konto}/protokoll?benutzer=${id}`);
  await expect(auditActions(admin)).toHaveText([
    'E-Mail-Adresse bestätigt',
    'Angemeldet',
    'Benutzerdaten geändert',
    'Benutzer angelegt',
  ]);

  // Sending the links again from the user page: a German confirmation each.
  await admin.goto(`${konto}/benutzer/${id}`);
  await admin.getByRole('button', { name: 'Link zum Zurücksetzen des Passworts senden' }).click();
  await expect(admin.getByRole('status').first()).toContainText(
    'Der Link zum Zurücksetzen des Passworts ist unterwegs',
  );
  await adminContext.close();
});

test('the user list sorts by its columns and downloads as CSV with the current filter', async ({
  page,
  context,
}) => {
  await signInBrowser(context, 'admin');
  await installAxe(page);
  await page.goto(`${konto}/benutzer?status=active`);
  await page.getByRole('link', { name: /^Registriert/ }).click();
  await expect(page).toHaveURL(`${konto}/benutzer?status=active&sortierung=created_at`);
  await expect(page.getByRole('columnheader', { name: /^Registriert/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('link', { name: /^Registriert/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Registriert/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // Filtering keeps the order.
  await page.getByRole('searchbox', { name: 'Suche' }).fill('example');
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/sortierung=-created_at/);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'benutzerliste');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Liste als CSV herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^benutzer-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^Nachname;Vorname;E-Mail-Adresse;Firma;/);
  // Only the active accounts, as filtered.
  expect(lines.slice(1).every((line) => line.includes(';aktiv;'))).toBe(true);
  expect(bytes.toString('utf8')).not.toContain('gesperrt@example.com');
});
