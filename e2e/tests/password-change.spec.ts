// „Passwort bei der nächsten Anmeldung ändern“ (issue 33, item 2; decision 057): an admin asks
// for it on the person's page; the person signs in, lands on the profile's notice and sets a new
// password there; until then the intranet shows only the profile; the admin may take it back.
import { createAccount, signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';

const konto = `${urls.backend}/konto`;
const FIRST = 'Kühlhaus-Tor-Nord-2026';
const NEXT = 'Hafenkante-Möwe-2027';

test('an admin asks for a new password; the person sets it before anything else', async ({
  browser,
}) => {
  const email = `wechsel-${Date.now()}@example.com`;
  const api = await signedInApi('admin');
  const id = await createAccount(
    api,
    { firstname: 'Wanda', lastname: 'Wechsel', email, password: FIRST },
    ['Personal'],
  );
  await api.dispose();

  const adminContext = await browser.newContext();
  await signInBrowser(adminContext, 'admin');
  const admin = await adminContext.newPage();
  await admin.goto(`${konto}/benutzer/${id}`);
  await interact(admin);
  await admin
    .getByRole('button', { name: 'Passwort bei der nächsten Anmeldung ändern lassen' })
    .click();
  await expect(admin.getByRole('status').first()).toContainText(
    'Bei der nächsten Anmeldung muss die Person ein neues Passwort festlegen',
  );
  await expect(admin.getByText('Verlangt: ein neues Passwort.')).toBeVisible();

  const context = await browser.newContext({ baseURL: urls.website });
  const page = await context.newPage();
  await installAxe(page);
  await page.goto('/intern/wiki');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(FIRST);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Neues Passwort erforderlich' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Until then the intranet shows the profile and says why.
  const other = await context.newPage();
  await other.goto('/intern/wiki');
  await expect(other).toHaveURL(/\/intern\/profil$/);
  await expect(other.getByText('Neues Passwort erforderlich')).toBeVisible();
  await other.close();

  const form = page.getByRole('region', { name: 'Passwort ändern' });
  await form.getByRole('textbox', { name: 'Aktuelles Passwort' }).fill(FIRST);
  await form.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(FIRST);
  await form.getByRole('textbox', { name: 'Passwort wiederholen' }).fill(FIRST);
  await form.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(
    form.getByRole('textbox', { name: 'Neues Passwort', exact: true }),
  ).toHaveAccessibleDescription(/Das neue Passwort muss sich vom bisherigen unterscheiden\./);
  await form.getByRole('textbox', { name: 'Aktuelles Passwort' }).fill(FIRST);
  await form.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(NEXT);
  await form.getByRole('textbox', { name: 'Passwort wiederholen' }).fill(NEXT);
  await form.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('heading', { name: 'Neues Passwort erforderlich' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(`${urls.website}/intern/wiki`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wiki');

  // The admin's page no longer says it is asked for.
  await admin.reload();
  await expect(admin.getByText('Verlangt: ein neues Passwort.')).toHaveCount(0);
  await expect(
    admin.getByRole('button', { name: 'Passwort bei der nächsten Anmeldung ändern lassen' }),
  ).toBeVisible();
  await context.close();
  await adminContext.close();
});
