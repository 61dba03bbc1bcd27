// The own account in the sign-in app's profile (issue 16, item 6, journeys d and e): a person
// ends a session on another device, downloads their data and deletes the account; the admins are
// told, an admin restores the account within the 30 days, and the audit log shows every step.
import { readFile } from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import { createAccount, sendJson, signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, test } from '../fixtures';
import { auditActions } from '../audit';

const konto = `${urls.backend}/konto`;
const PASSWORD = 'Wolkenkratzer-Tschüss-2026';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('a person ends another session, downloads the data and deletes the account; an admin restores it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedInApi('admin');
  const email = `eigenes-konto-${Date.now()}@example.com`;
  const id = await createAccount(admin, {
    firstname: 'Ella',
    lastname: 'Eigen',
    email,
    password: PASSWORD,
  });

  // The same person, signed in on another device.
  const laptop = await playwrightRequest.newContext({
    baseURL: urls.backend,
    userAgent: FIREFOX_WINDOWS,
    extraHTTPHeaders: { Accept: 'application/json' },
  });
  expect(
    (await sendJson(laptop, 'POST', '/api/login', { login: email, password: PASSWORD })).status(),
  ).toBe(204);
  expect((await laptop.get('/api/session')).status()).toBe(200);

  await installAxe(page);
  await page.goto(`${konto}/auth/login?intended=${encodeURIComponent(`${konto}/auth/profile`)}`);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');

  const devices = page.getByRole('region', { name: 'Angemeldete Geräte' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('Dieses Gerät')).toBeVisible();
  await expect(devices.getByText('Firefox 133 auf Windows 10')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);

  await devices.getByRole('button', { name: /^Abmelden: Firefox 133 auf Windows 10/ }).click();
  await expect(devices.getByText('Die Sitzung wurde beendet.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(
    devices.getByRole('button', { name: 'Auf allen anderen Geräten abmelden' }),
  ).toHaveCount(0);
  expect((await laptop.get('/api/session')).status()).toBe(401);
  await laptop.dispose();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Meine Daten herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^meine-daten-\d{4}-\d\d-\d\d\.json$/);
  const text = await readFile((await file.path()) as string, 'utf8');
  const data = JSON.parse(text);
  expect(data.profile).toMatchObject({ email, firstname: 'Ella', lastname: 'Eigen' });
  expect(data.roles).toEqual(['Kunde']);
  expect(data.sessions).toHaveLength(1);
  expect(text).not.toContain('password_hash');
  expect(text).not.toContain('$argon2');

  const section = page.getByRole('region', { name: 'Konto löschen' });
  await expect(
    section.getByText('Das lässt sich nur 30 Tage lang rückgängig machen.'),
  ).toBeVisible();
  const password = section.getByLabel('Passwort zur Bestätigung');
  await password.fill('falsch-falsch-falsch');
  await section.getByRole('button', { name: 'Konto löschen', exact: true }).click();
  await expect(section.getByText('Das Passwort ist nicht korrekt.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();

  await password.fill(PASSWORD);
  await section.getByRole('button', { name: 'Konto löschen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Konto wurde gelöscht');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);

  // Signed out everywhere: the profile asks to sign in again, and the password no longer works.
  await page.goto(`${konto}/auth/profile`);
  await expect(page).toHaveURL(/\/konto\/auth\/login\?intended=/);
  const again = await playwrightRequest.newContext({ baseURL: urls.backend });
  expect(
    (await sendJson(again, 'POST', '/api/login', { login: email, password: PASSWORD })).status(),
  ).toBe(422);
  await again.dispose();

  const notices = (await (await admin.get('/api/admin/notifications')).json()).data as {
    type: string;
    title: string;
  }[];
  expect(notices.find((n) => n.type === 'account.deleted')?.title).toBe(
    'Konto gelöscht: Ella Eigen',
  );
  await admin.dispose();

  // The admin finds the account under „gelöscht“ and restores it.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const panel = await adminContext.newPage();
  await installAxe(panel);
  await signInBrowser(adminContext, 'admin');
  await panel.goto(`${konto}/benutzer`);
  await expect(panel.getByRole('link', { name: 'Eigen, Ella' })).toHaveCount(0);
  await panel.getByRole('combobox', { name: 'Zustand' }).selectOption({ label: 'gelöscht' });
  await panel.getByRole('button', { name: 'Filtern' }).click();
  await panel.getByRole('link', { name: 'Eigen, Ella' }).click();
  const deleted = panel.getByRole('region', { name: 'Gelöschtes Konto' });
  await expect(deleted).toContainText('lässt es sich wiederherstellen');
  await expect(panel.getByRole('region', { name: 'Angaben bearbeiten' })).toHaveCount(0);
  await panel.waitForLoadState('networkidle');
  expect(await axeViolations(panel)).toEqual([]);
  await deleted.getByRole('button', { name: 'Konto wiederherstellen' }).click();
  await expect(panel.getByRole('status').first()).toHaveText(
    'Das Konto ist wiederhergestellt; die Person wurde per E-Mail informiert.',
  );
  await expect(panel.getByRole('region', { name: 'Gelöschtes Konto' })).toHaveCount(0);

  // The person signs in again.
  const back = await playwrightRequest.newContext({ baseURL: urls.backend });
  expect(
    (await sendJson(back, 'POST', '/api/login', { login: email, password: PASSWORD })).status(),
  ).toBe(204);
  await back.dispose();

  // The audit log of this account shows each step, newest first.
  await panel.getByRole('link', { name: 'Protokoll dieses Kontos' }).click();
  await expect(panel).toHaveURL(`${konto}/protokoll?benutzer=${id}`);
  await expect(auditActions(panel)).toHaveText([
    'Angemeldet',
    'Konto wiederhergestellt',
    'Anmeldung fehlgeschlagen',
    'Eigenes Konto gelöscht',
    'Eigene Daten heruntergeladen',
    'Sitzung beendet',
    'Angemeldet',
    'Angemeldet',
    'Benutzer angelegt',
  ]);
  await panel.waitForLoadState('networkidle');
  expect(await axeViolations(panel)).toEqual([]);
  await adminContext.close();
});
