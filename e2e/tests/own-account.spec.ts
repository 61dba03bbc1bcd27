// The own account in the sign-in app's profile (issue 16, item 6): a person ends a session on
// another device, downloads their data and deletes the account; the admins are told.
import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { signedInApi, xsrf } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, test } from '../fixtures';

const konto = `${urls.backend}/konto`;
const PASSWORD = 'Wolkenkratzer-Tschüss-2026';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function send(api: APIRequestContext, method: 'POST', path: string, data: unknown) {
  await api.get('/api/csrf-cookie');
  return api.fetch(path, {
    method,
    headers: { 'X-XSRF-TOKEN': await xsrf(api), Origin: urls.backend },
    data,
  });
}

test('a person ends another session, downloads the data and deletes the account', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInApi('admin');
  const roles = (await (await admin.get('/api/admin/roles')).json()).data as {
    id: number;
    name: string;
  }[];
  const email = `eigenes-konto-${Date.now()}@example.com`;
  const created = await send(admin, 'POST', '/api/admin/users', {
    firstname: 'Ella',
    lastname: 'Eigen',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    roles: roles.filter((r) => r.name === 'Kunde').map((r) => r.id),
    verified: true,
    enabled: true,
  });
  expect(created.status(), await created.text()).toBe(201);

  // The same person, signed in on another device.
  const laptop = await playwrightRequest.newContext({
    baseURL: urls.backend,
    userAgent: FIREFOX_WINDOWS,
    extraHTTPHeaders: { Accept: 'application/json' },
  });
  expect(
    (await send(laptop, 'POST', '/api/login', { login: email, password: PASSWORD })).status(),
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
  await expect(section.getByText('Das lässt sich nicht rückgängig machen.')).toBeVisible();
  const password = section.getByLabel('Passwort zur Bestätigung');
  await password.fill('falsch-falsch-falsch');
  await section.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(section.getByText('Das Passwort ist nicht korrekt.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();

  await password.fill(PASSWORD);
  await section.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Konto wurde gelöscht');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);

  // Signed out everywhere: the profile asks to sign in again, and the password no longer works.
  await page.goto(`${konto}/auth/profile`);
  await expect(page).toHaveURL(/\/konto\/auth\/login\?intended=/);
  const again = await playwrightRequest.newContext({ baseURL: urls.backend });
  expect(
    (await send(again, 'POST', '/api/login', { login: email, password: PASSWORD })).status(),
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
});
