// The sign-in app at /konto/auth: sign-in (with TOTP and backup codes), the hand-off back to
// the website (`?intended=`), registration with verification through the dev outbox, the
// screens for each account state, the profile with 2FA setup, and axe on every screen.
import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { DEMO_PASSWORD, signedInApi, signInBrowser, totpNow } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, test } from '../fixtures';
import { openOutboxMail } from '../outbox';

const konto = `${urls.backend}/konto`;
const loginWith = (intended?: string) =>
  `${konto}/auth/login${intended ? `?intended=${encodeURIComponent(intended)}` : ''}`;

async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

async function fillCredentials(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** A TOTP code works once: if another test just used this time step's code, wait for the next. */
async function enterAppCode(page: Page, secret?: string) {
  const code = () => (secret ? generateSync({ secret }) : totpNow());
  const field = page.getByRole('textbox', { name: 'Code aus der App' });
  const leftLogin = (url: URL) => !url.pathname.endsWith('/auth/login');
  await field.fill(code());
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  try {
    await page.waitForURL(leftLogin, { timeout: 8_000 });
    return;
  } catch {
    await page.waitForTimeout(30_500 - (Date.now() % 30_000));
  }
  await field.fill(code());
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await page.waitForURL(leftLogin);
}

test.describe('sign-in with two factors (zweifaktor@example.com)', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test('a wrong code is refused at the field, the app code signs in, a backup code works once', async ({
    page,
  }) => {
    const profile = `${konto}/auth/profile?return=${encodeURIComponent(`${urls.website}/intern/profil`)}`;
    await installAxe(page);
    await page.goto(loginWith(profile));
    await expectAccessible(page);
    await fillCredentials(page, 'zweifaktor@example.com');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung bestätigen');
    const codeField = page.getByRole('textbox', { name: 'Code aus der App' });
    await expect(codeField).toBeFocused();
    await expectAccessible(page);

    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Der Code ist ungültig oder wurde bereits verwendet.'),
    ).toBeVisible();
    await expect(codeField).toBeFocused();
    await expectAccessible(page);

    await enterAppCode(page);
    await expect(page).toHaveURL(profile);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');
    await expect(page.getByRole('link', { name: 'Zurück' })).toHaveAttribute(
      'href',
      `${urls.website}/intern/profil`,
    );

    // New backup codes (the demo account has none), shown once, downloadable as text.
    // Several panels ask for the password (e-mail change, 2FA, deleting the account): this one.
    const renew = page.getByRole('button', { name: 'Backup-Codes neu erzeugen' });
    await page
      .locator('form')
      .filter({ has: renew })
      .getByLabel('Passwort zur Bestätigung')
      .fill(DEMO_PASSWORD);
    await renew.click();
    await expect(page.getByRole('heading', { name: 'Ihre Backup-Codes' })).toBeFocused();
    const codes = await page
      .getByRole('list', { name: 'Backup-Codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Als Textdatei herunterladen' }).click();
    expect((await download).suggestedFilename()).toBe('backup-codes.txt');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Abmelden' }).last().click();
    await expect(page).toHaveURL(`${urls.website}/`);

    await page.goto(loginWith(`${urls.website}/intern`));
    await fillCredentials(page, 'zweifaktor@example.com');
    await page.getByRole('link', { name: 'Backup-Code verwenden' }).click();
    const backupField = page.getByRole('textbox', { name: 'Backup-Code' });
    await expect(backupField).toBeFocused();
    await expectAccessible(page);
    await backupField.fill(codes[0]!);
    await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
    await expect(page).toHaveURL(`${urls.website}/intern`);

    // The same code a second time: refused.
    await page.context().clearCookies();
    await page.goto(loginWith());
    await fillCredentials(page, 'zweifaktor@example.com');
    await page.getByRole('link', { name: 'Backup-Code verwenden' }).click();
    await page.getByRole('textbox', { name: 'Backup-Code' }).fill(codes[0]!);
    await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
    await expect(
      page.getByText('Der Code ist ungültig oder wurde bereits verwendet.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Abbrechen und abmelden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  });
});

// The hand-off works as plain HTML forms and redirects, before any script has loaded.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-in follows ?intended= to the website, refuses a foreign one, never nests', async ({
    page,
  }) => {
    await page.goto(loginWith('https://evil.example/phishing'));
    await fillCredentials(page, 'kunde@example.com');
    await expect(page).toHaveURL(`${urls.website}/intern`);

    // Signed in already: straight on to a trusted address, past the form.
    await page.goto(loginWith(`${urls.website}/intern/angebote`));
    await expect(page).toHaveURL(`${urls.website}/intern/angebote`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A hand-off inside a hand-off is not followed.
    await page.goto(loginWith(loginWith(`${urls.website}/intern/spezifikationen`)));
    await expect(page).toHaveURL(`${urls.website}/intern`);

    const foreign = await page.request.get(loginWith('//evil.example/'), { maxRedirects: 0 });
    expect(foreign.status()).toBe(302);
    expect(foreign.headers().location).toBe(`${urls.website}/intern`);
  });
});

test('wrong credentials: the API’s message at the e-mail field, focus there', async ({ page }) => {
  await installAxe(page);
  await page.goto(loginWith());
  await fillCredentials(page, 'niemand@example.com', 'falsch-falsch-falsch');
  const email = page.getByRole('textbox', { name: 'E-Mail-Adresse' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Diese Zugangsdaten sind uns nicht bekannt.');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('niemand@example.com');
  await expectAccessible(page);
});

test('register, verify through the dev outbox link, sign in, set up two factors', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `neu-${Date.now()}@example.com`;
  const intended = `${urls.website}/intern`;
  await installAxe(page);
  await page.goto(`${konto}/auth/register?intended=${encodeURIComponent(intended)}`);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Vorname' }).fill('Nora');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Neumann');
  await page.getByRole('textbox', { name: 'Firma' }).fill('Metzgerei Neumann');
  await page.getByRole('textbox', { name: 'USt-IdNr.' }).fill('DE 123 456 789');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  const password = page.getByRole('textbox', { name: 'Passwort', exact: true });
  await password.fill('kurz');
  await expect(page.getByText('Passwortstärke: sehr schwach.')).toBeVisible();
  await password.fill('Räucherkammer-am-Deich-7');
  await expect(page.getByText('Passwortstärke: sehr stark.')).toBeVisible();
  await expect(password).toHaveAccessibleDescription(/Passwortstärke: sehr stark/);
  await page
    .getByRole('textbox', { name: 'Passwort wiederholen' })
    .fill('Räucherkammer-am-Deich-8');
  await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();

  const confirmation = page.getByRole('textbox', { name: 'Passwort wiederholen' });
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toHaveAccessibleDescription(
    'Die beiden Passwörter stimmen nicht überein.',
  );
  await expectAccessible(page);
  await password.fill('Räucherkammer-am-Deich-7');
  await confirmation.fill('Räucherkammer-am-Deich-7');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  );
  await expectAccessible(page);

  // An admin finds the mail in the dev outbox; its link is clickable there.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInBrowser(adminContext, 'admin');
  await openOutboxMail(admin, email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
  const link = await admin
    .getByRole('link', { name: /\/api\/email\/verify\// })
    .getAttribute('href');
  expect(link).toContain(`${urls.backend}/api/email/verify/`);
  await adminContext.close();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/konto\/auth\/verified\?status=verified/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Mail-Adresse bestätigt');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
  await fillCredentials(page, email, 'Räucherkammer-am-Deich-7');
  // Not approved yet: still on to the intended address, where the website explains the state.
  await expect(page).toHaveURL(`${urls.website}/intern/profil`);

  await page.goto(`${konto}/auth/pending`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Konto wird geprüft');
  await expectAccessible(page);

  await page.goto(`${konto}/auth/profile`);
  await expect(page.getByRole('link', { name: 'Mehr zur Freischaltung' })).toBeVisible();
  await page.getByRole('button', { name: 'Zwei-Faktor-Authentifizierung einrichten' }).click();
  await expect(page.getByRole('heading', { name: 'Einrichtung' })).toBeFocused();
  await expect(
    page.getByRole('img', { name: 'QR-Code zum Einrichten der Authenticator-App' }),
  ).toBeVisible();
  await expectAccessible(page);
  const secret = (await page.locator('code').first().textContent())!.replace(/\s+/g, '');
  await page.getByRole('textbox', { name: 'Code aus der App' }).fill('123456');
  await page.getByRole('button', { name: 'Bestätigen und einschalten' }).click();
  await expect(page.getByRole('textbox', { name: 'Code aus der App' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect((await page.locator('code').first().textContent())!.replace(/\s+/g, '')).toBe(secret);
  await page.getByRole('textbox', { name: 'Code aus der App' }).fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Bestätigen und einschalten' }).click();
  await expect(page.getByRole('heading', { name: 'Ihre Backup-Codes' })).toBeFocused();
  await expect(page.getByText('Status: eingerichtet')).toBeVisible();
  await expectAccessible(page);
});

test.describe('screens for each account state', () => {
  test('not verified: resend the verification e-mail', async ({ page, context }) => {
    await installAxe(page);
    await signInBrowser(context, 'unbestaetigt');
    await page.goto(`${konto}/auth/verify-email`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'E-Mail-Adresse noch nicht bestätigt',
    );
    await expect(page.getByText('unbestaetigt@example.com')).toBeVisible();
    await page.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Wir haben Ihnen einen neuen Bestätigungslink geschickt.',
    );
    await expect(page.getByRole('status')).toBeFocused();
    await expectAccessible(page);
    await page.goto(`${konto}/auth/verified?status=invalid`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Link ungültig oder abgelaufen',
    );
    await expect(page.getByRole('button', { name: 'Neuen Bestätigungslink senden' })).toBeVisible();
    await expectAccessible(page);
  });

  test('waiting for approval', async ({ page, context }) => {
    await installAxe(page);
    await signInBrowser(context, 'wartend');
    await page.goto(`${konto}/auth/pending`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Konto wird geprüft');
    await expectAccessible(page);
  });

  test('blocked: signed in, still to the intended address; the screen shows the reason', async ({
    page,
    watch,
  }) => {
    watch.allowConsoleError(/403|Failed to load resource/);
    await installAxe(page);
    await page.goto(loginWith(`${urls.website}/intern`));
    await fillCredentials(page, 'gesperrt@example.com');
    await expect(page).toHaveURL(`${urls.website}/intern`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konto gesperrt');
    await page.goto(`${konto}/auth/blocked`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konto gesperrt');
    await expect(
      page.getByText('Offene Rechnungen: Bitte wenden Sie sich an die Buchhaltung'),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test('screens without a session: forgot and reset password, links, sign-out page', async ({
  page,
  watch,
}) => {
  watch.allowConsoleError(/404/);
  await installAxe(page);
  const missing = await page.goto(`${konto}/gibt-es-nicht`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expectAccessible(page);

  await page.goto(`${konto}/auth/forgot-password`);
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('wer-auch-immer@example.com');
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Wenn ein Konto mit dieser E-Mail-Adresse existiert',
  );
  await expectAccessible(page);

  // A link that cannot work says so at once, instead of a form that cannot succeed.
  await page.goto(`${konto}/auth/reset-password?token=ungueltig&email=kunde%40example.com`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link ungültig');
  await expect(page.getByRole('textbox', { name: 'Neues Passwort', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${konto}/auth/reset-password`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link unvollständig');
  await expectAccessible(page);

  for (const [path, title] of [
    ['/auth/verified?status=verified', 'E-Mail-Adresse bestätigt'],
    ['/auth/verified?status=invalid', 'Link ungültig oder abgelaufen'],
    ['/auth/check-email', 'Bitte bestätigen Sie Ihre E-Mail-Adresse'],
    ['/auth/logout', 'Abmelden'],
  ]) {
    await page.goto(`${konto}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expectAccessible(page);
  }

  // Guarded screens send a guest to sign in first, and back afterwards.
  const guarded = await page.request.get(`${konto}/auth/profile`, { maxRedirects: 0 });
  expect(guarded.status()).toBe(302);
  expect(guarded.headers().location).toBe(
    `${konto}/auth/login?intended=${encodeURIComponent(`${konto}/auth/profile`)}`,
  );
});

test('the sign-in app’s forms refuse posts from other origins', async ({ request }) => {
  const response = await request.post(`${konto}/auth/login`, {
    headers: { Origin: 'https://evil.example' },
    form: { intent: 'login', login: 'admin@example.com', password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie'] ?? '').not.toContain('hallberg_session');
});

test('a used reset link shows "Dieser Link wurde bereits verwendet" instead of the form', async ({
  page,
}) => {
  await installAxe(page);
  const email = `zuruecksetzen-${Date.now()}@example.org`;
  const guest = await signedInApi('guest');
  const token = async () =>
    decodeURIComponent(
      (await guest.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    );
  await guest.get('/api/csrf-cookie');
  const post = async (path: string, data: unknown) =>
    guest.post(path, { headers: { 'X-XSRF-TOKEN': await token(), Origin: urls.backend }, data });
  const registered = await post('/api/register', {
    firstname: 'Rieke',
    lastname: 'Reimers',
    company: 'Fischhaus Reimers',
    trade_licence: 'Gewerbeanmeldung Stadt Cuxhaven vom 01.04.2019',
    email,
    password: 'Räucherkammer-am-Deich-7',
    password_confirmation: 'Räucherkammer-am-Deich-7',
    privacy: true,
  });
  expect(registered.status()).toBe(201);
  expect((await post('/api/forgot-password', { email })).status()).toBe(200);

  const admin = await signedInApi('admin');
  let link: string | null = null;
  for (let attempt = 0; attempt < 30 && !link; attempt++) {
    const list = await (await admin.get('/api/admin/mail/outbox?per_page=50')).json();
    const entry = (list.data as { id: number; recipient: string; subject: string }[]).find(
      (m) => m.recipient === email && m.subject === 'Passwort zurücksetzen',
    );
    if (entry) {
      const mail = await (await admin.get(`/api/admin/mail/outbox/${entry.id}`)).json();
      link = (mail.data.text as string).match(/http\S+reset-password\S+/)?.[0] ?? null;
    } else await page.waitForTimeout(500);
  }
  expect(link).toContain(`${konto}/auth/reset-password?token=`);

  await page.goto(link!);
  await page
    .getByRole('textbox', { name: 'Neues Passwort', exact: true })
    .fill('Fischbrötchen-am-Kai-9');
  await page
    .getByRole('textbox', { name: 'Neues Passwort wiederholen' })
    .fill('Fischbrötchen-am-Kai-9');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passwort geändert');

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link bereits verwendet');
  await expect(page.getByText('Dieser Link wurde bereits verwendet.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Neues Passwort', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await guest.dispose();
  await admin.dispose();
});
