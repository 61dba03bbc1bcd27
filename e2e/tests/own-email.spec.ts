// A person changes their own e-mail address in the sign-in app's profile (issue 16, items 3
// and 6): the old address is told, the link from the outbox confirms the new one, and the person
// signs in with it.
import type { APIRequestContext } from '@playwright/test';
import { signedInApi, xsrf } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, test } from '../fixtures';

const konto = `${urls.backend}/konto`;
const PASSWORD = 'Leuchtturm-Adresse-Wechsel-2026';

/** The newest outbox mail to `to` with this subject: its text. */
async function mailText(admin: APIRequestContext, to: string, subject: string): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const list = await (await admin.get('/api/admin/mail/outbox?per_page=50')).json();
    const entry = (list.data as { id: number; recipient: string; subject: string }[]).find(
      (m) => m.recipient === to && m.subject === subject,
    );
    if (entry)
      return (await (await admin.get(`/api/admin/mail/outbox/${entry.id}`)).json()).data.text;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Keine E-Mail „${subject}“ an ${to} im Postausgang`);
}

test('a person changes the e-mail address, the old one is told, the new one confirms and signs in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInApi('admin');
  const roles = (await (await admin.get('/api/admin/roles')).json()).data as {
    id: number;
    name: string;
  }[];
  const stamp = Date.now();
  const before = `alt-${stamp}@example.com`;
  const after = `neu-${stamp}@example.com`;
  await admin.get('/api/csrf-cookie');
  const created = await admin.post('/api/admin/users', {
    headers: { 'X-XSRF-TOKEN': await xsrf(admin), Origin: urls.backend },
    data: {
      firstname: 'Nele',
      lastname: 'Neuadresse',
      email: before,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      roles: roles.filter((r) => r.name === 'Kunde').map((r) => r.id),
      verified: true,
      enabled: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await installAxe(page);
  await page.goto(`${konto}/auth/login?intended=${encodeURIComponent(`${konto}/auth/profile`)}`);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(before);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');
  await expect(page.getByText('kann nur die Administration ändern')).toHaveCount(0);

  const section = page.getByRole('region', { name: 'E-Mail-Adresse ändern' });
  const address = section.getByRole('textbox', { name: 'Neue E-Mail-Adresse' });
  const password = section.getByLabel('Passwort zur Bestätigung');
  // A taken address: a field error, nothing changes.
  await address.fill('admin@example.com');
  await password.fill(PASSWORD);
  await section.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(section.getByText('Diese E-Mail-Adresse ist bereits vergeben.')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toBeFocused();
  await expect(address).toHaveValue('admin@example.com');
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);

  await address.fill(after);
  await password.fill(PASSWORD);
  await section.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(
    section.getByText(/An Ihre neue E-Mail-Adresse ist ein Bestätigungslink/),
  ).toBeVisible();
  await expect(page.getByText(`Angemeldet als ${after}`)).toBeVisible();
  await expect(page.getByText('Ihre E-Mail-Adresse ist noch nicht bestätigt.')).toBeVisible();
  await expect(address).toHaveValue('');

  // The old address is told, with what to do if it was not the person.
  const notice = await mailText(admin, before, 'Ihre E-Mail-Adresse wird geändert');
  expect(notice).toContain(after);
  expect(notice).toContain('Wenn Sie das nicht waren');
  const verify = await mailText(admin, after, 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
  const link = verify.match(/http\S+\/api\/email\/verify\/\S+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await page.goto(`${konto}/auth/profile`);
  await expect(page.getByText('Ihre E-Mail-Adresse ist noch nicht bestätigt.')).toHaveCount(0);

  // Signed out, the person signs in with the new address; the old one no longer works.
  await page
    .getByRole('region', { name: 'Abmelden' })
    .getByRole('button', { name: 'Abmelden' })
    .click();
  await page.waitForURL((url) => !url.pathname.endsWith('/auth/profile'));
  await page.goto(`${konto}/auth/login?intended=${encodeURIComponent(`${konto}/auth/profile`)}`);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(before);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Diese Zugangsdaten sind uns nicht bekannt.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(after);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');
  await expect(page.getByText(`Angemeldet als ${after}`)).toBeVisible();
  await expect(page.getByText('Ihre E-Mail-Adresse ist noch nicht bestätigt.')).toHaveCount(0);
  await admin.dispose();
});
