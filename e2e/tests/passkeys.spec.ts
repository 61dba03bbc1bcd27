// Issue 16, item 7 and journey (f): passkeys with Chromium's virtual authenticator (CDP
// WebAuthn domain: internal transport, resident key, user verification). A person adds a passkey
// in the profile, signs out, signs in with it and reaches the intranet, renames and removes it;
// a cancelled ceremony is told in German. Item 4: a member of a role that requires a second
// factor is sent to set one up first. Screenshots with E2E_SCREENSHOTS=<folder>.
import type { BrowserContext, Page } from '@playwright/test';
import { createAccount, signedInApi } from '../accounts';
import { installAxe } from '../axe';
import { urls } from '../env';
import { expect, test } from '../fixtures';
import { expectScreenHolds } from '../layout-check';

const konto = `${urls.backend}/konto`;
const PASSWORD = 'Fingerabdruck-am-Kühlhaus-26';

/** A platform authenticator on this page's browser that verifies the user without asking. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** The person cancels (or the device refuses) the next verification. */
    refuse: (refused: boolean) =>
      cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: !refused }),
  };
}

/** „Abmelden“ in the profile; it ends on the website's home page. */
async function signOut(page: Page) {
  await page
    .getByRole('region', { name: 'Abmelden' })
    .getByRole('button', { name: 'Abmelden' })
    .click();
  await expect(page).toHaveURL(`${urls.website}/`);
}

async function signInWithPassword(page: Page, email: string, intended: string) {
  await page.goto(`${konto}/auth/login?intended=${encodeURIComponent(intended)}`);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

test('a person adds a passkey, signs in with it, reaches the intranet, renames and removes it', async ({
  page,
  context,
  watch,
}) => {
  test.setTimeout(120_000);
  // The wrong password and the removed passkey are refused by the API on purpose.
  watch.allowConsoleError(/status of 422/);
  const admin = await signedInApi('admin');
  const email = `passkey-${Date.now()}@example.com`;
  await createAccount(admin, { firstname: 'Pia', lastname: 'Passkey', email, password: PASSWORD }, [
    'Personal',
  ]);
  const authenticator = await virtualAuthenticator(context, page);
  await installAxe(page);

  await signInWithPassword(page, email, `${konto}/auth/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('Sie haben noch keinen Passkey.')).toBeVisible();

  // Bad input first: the password is asked before the browser's dialog.
  await section.getByRole('textbox', { name: 'Name des Passkeys' }).fill('Testgerät');
  await section.getByLabel('Passwort zur Bestätigung').fill('falsch-falsch-falsch');
  await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(section.getByText('Das Passwort ist nicht korrekt.')).toBeVisible();
  await expect(section.getByLabel('Passwort zur Bestätigung')).toBeFocused();
  expect(await authenticator.credentials()).toHaveLength(0);

  await section.getByLabel('Passwort zur Bestätigung').fill(PASSWORD);
  await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(section.getByRole('status')).toContainText(
    'Der Passkey „Testgerät“ ist hinzugefügt.',
  );
  const list = section.getByRole('list', { name: 'Ihre Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Testgerät');
  await expect(list.getByRole('listitem')).toContainText('Zuletzt verwendet: noch nie');
  expect(await authenticator.credentials()).toHaveLength(1);
  await section.scrollIntoViewIfNeeded();
  await expectScreenHolds(page, 'profil-passkeys');

  // Signed out, the intranet sends to the sign-in, where the passkey signs in alone. This
  // browser pretends to have no autofill for passkeys, so the button does it (the next test
  // takes the autofill).
  await page.setViewportSize({ width: 1440, height: 900 });
  await signOut(page);
  await context.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await page.goto(`${urls.website}/intern/wiki`);
  await expect(page).toHaveURL(/\/konto\/auth\/login/);
  await expect(page.getByRole('button', { name: 'Mit Passkey anmelden' })).toBeEnabled();
  await expectScreenHolds(page, 'anmelden-passkey');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page).toHaveURL(`${urls.website}/intern/wiki`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The profile shows when it was used; rename, then remove with the password.
  await page.goto(`${konto}/auth/profile`);
  const item = section.getByRole('list', { name: 'Ihre Passkeys' }).getByRole('listitem');
  await expect(item).not.toContainText('noch nie');
  await item.getByText('Umbenennen').click();
  await item.getByRole('textbox', { name: 'Neuer Name für „Testgerät“' }).fill('Laptop');
  await item.getByRole('button', { name: 'Namen speichern' }).click();
  await expect(section.getByRole('status')).toHaveText('Der Passkey heißt jetzt „Laptop“.');
  await expect(item).toContainText('Laptop');

  await item.getByRole('button', { name: 'Entfernen: Laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passkey „Laptop“ entfernen?' });
  await dialog.getByLabel('Passwort zur Bestätigung').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Entfernen' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Der Passkey wurde entfernt. Mit ihm ist keine Anmeldung mehr möglich.',
  );
  await expect(section.getByText('Sie haben noch keinen Passkey.')).toBeVisible();

  // The audit log has each step; the person was mailed of both changes.
  const log = await (
    await admin.get(`/api/admin/audit?search=${encodeURIComponent(email)}&size=50`)
  ).json();
  const actions = (log.data as { action: string }[]).map((e) => e.action);
  for (const action of [
    'passkey.added',
    'auth.passkey_login',
    'passkey.renamed',
    'passkey.removed',
  ])
    expect(actions).toContain(action);

  // Signed out again: the removed passkey is refused in German.
  await signOut(page);
  await page.goto(`${konto}/auth/login`);
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page.getByRole('alert')).toContainText(
    /Diesen Passkey kennen wir nicht|abgebrochen/,
  );
});

test('where the browser offers passkeys in the e-mail field, choosing one signs in', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInApi('admin');
  const email = `autofill-${Date.now()}@example.com`;
  await createAccount(
    admin,
    { firstname: 'Ali', lastname: 'Autofill', email, password: PASSWORD },
    ['Kunde'],
  );
  await virtualAuthenticator(context, page);
  await signInWithPassword(page, email, `${konto}/auth/profile`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByLabel('Passwort zur Bestätigung').fill(PASSWORD);
  await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(section.getByRole('status')).toContainText('ist hinzugefügt');
  await signOut(page);
  // The e-mail field offers the passkey (autocomplete="username webauthn"); Chromium's virtual
  // authenticator chooses it at once, as a person would from the suggestions.
  await page.goto(`${urls.website}/intern/angebote`);
  await expect(page).toHaveURL(`${urls.website}/intern/angebote`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a cancelled passkey sign-in is told in German, and the password still works', async ({
  page,
  context,
}) => {
  const authenticator = await virtualAuthenticator(context, page);
  await authenticator.refuse(true);
  await page.goto(`${konto}/auth/login`);
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Der Vorgang wurde abgebrochen oder hat zu lange gedauert. Sie können es noch einmal versuchen.',
  );
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Mit Passkey anmelden' })).toBeEnabled();
});

test('a role that requires a second factor sends its member to set one up first', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInApi('admin');
  const email = `pflicht-${Date.now()}@example.com`;
  await createAccount(admin, { firstname: 'Bea', lastname: 'Buchung', email, password: PASSWORD }, [
    'Personal',
    'Buchhaltung',
  ]);
  await virtualAuthenticator(context, page);
  await installAxe(page);

  await signInWithPassword(page, email, `${urls.website}/intern/dokumente`);
  await expect(page).toHaveURL(/\/konto\/auth\/profile\?return=.*#zweiter-faktor-pflicht$/);
  const notice = page.getByRole('region', { name: 'Zweiter Faktor erforderlich' });
  await expect(notice).toContainText(
    'Für Ihre Rolle ist die Anmeldung mit einem zweiten Faktor Pflicht.',
  );
  await expectScreenHolds(page, 'profil-zweiter-faktor-pflicht');
  await page.setViewportSize({ width: 1440, height: 900 });
  // The intranet refuses until then, and says why.
  await page.goto(`${urls.website}/intern/dokumente`);
  await expect(page).toHaveURL(`${urls.website}/intern/profil`);
  await expect(page.getByText('Zwei-Faktor-Anmeldung erforderlich')).toBeVisible();
  await page.getByRole('link', { name: 'Zweiten Faktor einrichten' }).click();

  await notice.getByRole('link', { name: 'Passkey hinzufügen' }).click();
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByLabel('Passwort zur Bestätigung').fill(PASSWORD);
  await section.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(section.getByRole('status')).toContainText('ist hinzugefügt');
  await expect(notice).toHaveCount(0);
  await page.goto(`${urls.website}/intern/dokumente`);
  await expect(page).toHaveURL(`${urls.website}/intern/dokumente`);
});
