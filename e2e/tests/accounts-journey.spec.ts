// Issue 16 (a): a customer registers with the business profile → the admin is mailed (dev
// outbox) and sees the notification → approves → the customer is mailed, follows the link,
// signs in and sees the offers with prices. Issue 29: the registration tells the new customers'
// steps and asks for a USt-IdNr. or a Gewerbenachweis; the approval list and the user page show
// what was given („keine Kundennummer angegeben“), approving names the role, and the
// notifications are done afterwards. Screenshots at 390, 1280 and 1440 px.
import type { Page } from '@playwright/test';
import { signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { auditActions } from '../audit';
import { openOutboxMail } from '../outbox';

const konto = `${urls.backend}/konto`;
const shots = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames after the resize: a full-page capture before them can miss unpainted tiles.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a business customer registers, the admin is told and approves, the customer sees the offers', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `brandt-${stamp}@example.com`;
  const name = `Bruno Brandt${stamp}`;
  const password = 'Räucherkammer-am-Deich-7';

  // The customer registers and chooses the business profile.
  await installAxe(page);
  await page.goto(
    `${konto}/auth/register?intended=${encodeURIComponent(`${urls.website}/intern`)}`,
  );
  await interact(page);
  const profiles = page.getByRole('group', { name: 'Ich registriere mich als' });
  await expect(profiles.getByRole('radio', { name: 'Geschäftskunde' })).toBeChecked();
  // The steps every page tells, and the other way in: the contact form with its topic chosen.
  const steps = page.getByRole('region', { name: 'So werden Sie Kundin oder Kunde' });
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(steps.getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute(
    'href',
    `${urls.website}/kontakt?thema=neukunde-werden#formular`,
  );
  // Staff are not asked for a company or its papers; customers are.
  await profiles.getByRole('radio', { name: 'Mitarbeiter/in' }).check();
  await expect(page.getByRole('textbox', { name: /Firma/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'USt-IdNr.' })).toHaveCount(0);
  await expect(steps).toHaveCount(0);
  await profiles.getByRole('radio', { name: 'Geschäftskunde' }).check();
  await expect(page.getByRole('textbox', { name: /Firma/ })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'USt-IdNr. oder Gewerbenachweis' }).getByRole('textbox'),
  ).toHaveCount(2);
  await shoot(page, 'registrierung-profile');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Vorname' }).fill('Bruno');
  await page.getByRole('textbox', { name: 'Nachname' }).fill(`Brandt${stamp}`);
  await page.getByRole('textbox', { name: /Firma/ }).fill('Metzgerei Brandt');
  // New here: no customer number, and neither a USt-IdNr. nor a Gewerbenachweis yet.
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  // A weak password is refused in German, what was typed elsewhere stays.
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('bruno12345');
  await page.getByRole('textbox', { name: 'Passwort wiederholen' }).fill('bruno12345');
  await page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ }).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  // The server's refusal at the field (the strength meter, once hydrated, may say the same).
  const passwordField = page.getByRole('textbox', { name: 'Passwort', exact: true });
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.locator('p[id$="-error"]').filter({
      hasText: 'Das Passwort darf weder Ihren Namen noch Ihre E-Mail-Adresse enthalten.',
    }),
  ).toBeVisible();
  // …and in the same round, the missing proof, at the USt-IdNr. (where the focus goes).
  const vatId = page.getByRole('textbox', { name: 'USt-IdNr.' });
  await expect(vatId).toHaveAttribute('aria-invalid', 'true');
  await expect(vatId).toHaveAccessibleDescription(
    /Bitte geben Sie Ihre USt-IdNr\. oder einen Gewerbenachweis an\./,
  );
  await expect(vatId).toBeFocused();
  await shoot(page, 'registrierung-fehler');
  await expect(page.getByRole('textbox', { name: /Firma/ })).toHaveValue('Metzgerei Brandt');
  await page
    .getByRole('textbox', { name: 'Gewerbenachweis' })
    .fill('HRB 4711, Amtsgericht Hamburg');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Passwort wiederholen' }).fill(password);
  const privacy = page.getByRole('checkbox', { name: /Datenschutzerklärung gelesen/ });
  if (!(await privacy.isChecked())) await privacy.check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  );

  // The admin is mailed, and the customer's verification link waits in the same outbox.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await installAxe(admin);
  await signInBrowser(adminContext, 'admin');
  await openOutboxMail(admin, 'admin@example.com', `Neue Registrierung: ${name}`);
  await expect(admin.getByText('Metzgerei Brandt').first()).toBeVisible();
  await expect(admin.getByText('Registergericht: Amtsgericht Hamburg').first()).toBeVisible();
  await openOutboxMail(admin, email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
  const verify = await admin
    .getByRole('link', { name: /\/api\/email\/verify\// })
    .getAttribute('href');
  await page.goto(verify!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Mail-Adresse bestätigt');

  // The panel shows the notifications with an unread badge; the admin reads and approves.
  await admin.goto(`${konto}/benachrichtigungen`);
  const nav = admin.getByRole('navigation', { name: 'Verwaltung' });
  await expect(nav.getByRole('link', { name: /Benachrichtigungen \d+ ungelesen/ })).toBeVisible();
  const entry = admin.getByRole('listitem').filter({ hasText: `Neue Registrierung: ${name}` });
  await expect(entry).toBeVisible();
  await expect(
    admin.getByRole('listitem').filter({ hasText: `E-Mail-Adresse bestätigt: ${name}` }),
  ).toBeVisible();
  await shoot(admin, 'benachrichtigungen');
  expect(await axeViolations(admin)).toEqual([]);
  await entry.getByRole('button', { name: /Als gelesen markieren/ }).click();
  await expect(admin.getByRole('status').first()).toContainText('als gelesen markiert');
  await expect(entry.getByRole('button', { name: /Als gelesen markieren/ })).toHaveCount(0);

  // The approval list: how the account registered, what it gave, what approving gives.
  await admin.goto(`${konto}/benutzer?status=pending&q=${encodeURIComponent(`Brandt${stamp}`)}`);
  const row = admin.getByRole('row').filter({ hasText: `Brandt${stamp}, Bruno` });
  await expect(row).toContainText('Registriert als Geschäftskunde');
  await expect(row).toContainText('keine Kundennummer angegeben');
  await expect(row).toContainText('Gewerbenachweis: HRB 4711, Amtsgericht Hamburg');
  await expect(row).toContainText('Freischalten gibt: Kunde');
  await shoot(admin, 'freigabeliste');
  expect(await axeViolations(admin)).toEqual([]);

  // The user page says the same; approving asks first and names the role it gives.
  await row.getByRole('link', { name: `Brandt${stamp}, Bruno` }).click();
  const data = admin.getByRole('region', { name: 'Stammdaten' });
  await expect(data.getByText('Registriert als', { exact: true })).toBeVisible();
  await expect(data).toContainText('Geschäftskunde');
  await expect(data).toContainText('keine Kundennummer angegeben');
  await expect(data).toContainText('HRB 4711, Amtsgericht Hamburg');
  await shoot(admin, 'benutzer-wartend');
  expect(await axeViolations(admin)).toEqual([]);
  await admin.getByRole('button', { name: 'Freischalten als Kunde …' }).click();
  const confirm = admin.getByRole('dialog', { name: `${name} freischalten?` });
  await expect(confirm).toContainText(
    'Das Konto erhält die Rolle „Kunde“ aus dem Registrierungsprofil „Geschäftskunde“.',
  );
  await shoot(admin, 'benutzer-freischalten');
  await confirm.getByRole('button', { name: 'Freischalten als Kunde' }).click();
  await expect(admin.getByRole('status')).toHaveText(
    'Das Konto ist freigeschaltet und hat jetzt die Rolle „Kunde“.',
  );

  // Done for every admin: no longer „Neu“, it says who did what.
  await admin.goto(`${konto}/benachrichtigungen`);
  for (const title of [`Neue Registrierung: ${name}`, `E-Mail-Adresse bestätigt: ${name}`]) {
    const told = admin.getByRole('listitem').filter({ hasText: title });
    await expect(told.getByText('Erledigt', { exact: true })).toBeVisible();
    await expect(told).toContainText('Konto freigeschaltet von Andrea Adler am');
    await expect(told.getByText('Neu', { exact: true })).toHaveCount(0);
    await expect(told.getByRole('button', { name: /Als gelesen markieren/ })).toHaveCount(0);
  }
  await shoot(admin, 'benachrichtigungen-erledigt');

  // The profile editor, as an admin sees it.
  await admin.goto(`${konto}/registrierungsprofile`);
  await expect(admin.getByRole('group', { name: 'Profil „Geschäftskunde“' })).toBeVisible();
  await shoot(admin, 'registrierungsprofile');
  expect(await axeViolations(admin)).toEqual([]);

  // The customer is mailed a link straight to the intranet.
  await openOutboxMail(admin, email, 'Ihr Konto ist freigeschaltet');
  const intranet = await admin
    .getByRole('link', { name: `${urls.website}/intern` })
    .getAttribute('href');
  expect(intranet).toBe(`${urls.website}/intern`);

  await page.goto(intranet!);
  await expect(page).toHaveURL(/\/konto\/auth\/login/);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(`${urls.website}/intern`);
  await page.goto(`${urls.website}/intern/angebote`);
  await expect(page.getByText('Angebote mit Preisen').first()).toBeVisible();

  // (e) The audit log shows each step of the journey, newest first.
  await admin.goto(`${konto}/protokoll?suche=${encodeURIComponent(email)}`);
  await expect(auditActions(admin)).toHaveText([
    'Angemeldet',
    'Konto freigeschaltet',
    'E-Mail-Adresse bestätigt',
    'Registriert',
  ]);
  await adminContext.close();
});
