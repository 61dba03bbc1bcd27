// A person changes their own e-mail address in the sign-in app's profile (issue 16, items 3
// and 6): the old address is told, the link from the outbox confirms the new one, and the person
// signs in with it.
import { createAccount, outboxMailText, signedInApi } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, test } from '../fixtures';

const konto = `${urls.backend}/konto`;
const PASSWORD = 'Leuchtturm-Adresse-Wechsel-2026';

test('a person changes the e-mail address, the old one is told, the new one confirms and signs in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInApi('admin');
  const stamp = Date.now();
  const before = `alt-${stamp}@example.com`;
  const after = `neu-${stamp}@example.com`;
  await createAccount(admin, {
    firstname: 'Nele',
    lastname: 'Neuadresse',
    email: before,
    password: PASSWORD,
  });

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
  const notice = await outboxMailText(admin, before, 'Ihre E-Mail-Adresse wird geändert');
  expect(notice).toContain(after);
  expect(notice).toContain('Wenn Sie das nicht waren');
  const verify = await outboxMailText(
    admin,
    after,
    'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
  );
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
