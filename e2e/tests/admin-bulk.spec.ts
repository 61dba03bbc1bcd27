// Issue 16, item 4: bulk actions in the admin panel's user list. Accounts are ticked and an
// action is confirmed in a dialog, all from the keyboard; the list says what happened.
// Screenshots at 390 and 1280 px with E2E_SCREENSHOTS=<folder>.
import type { BrowserContext, Page } from '@playwright/test';
import { sendJson, signedInApi, signInBrowser } from '../accounts';
import { installAxe } from '../axe';
import { urls } from '../env';
import { expect, test } from '../fixtures';
import { expectScreenHolds } from '../layout-check';

const konto = `${urls.backend}/konto`;
test('an admin approves, gives a role to, blocks and deletes several accounts at once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInApi('admin');
  const stamp = `${Date.now()}`;
  for (const first of ['Anna', 'Bernd'])
    expect(
      (
        await sendJson(admin, 'POST', '/api/admin/users', {
          firstname: first,
          lastname: `Sammel${stamp}`,
          email: `${first.toLowerCase()}-${stamp}@example.com`,
          password: 'Sammel-Aktion-am-Deich-7',
          password_confirmation: 'Sammel-Aktion-am-Deich-7',
          verified: true,
        })
      ).status(),
    ).toBe(201);

  await installAxe(page);
  await signInBrowser(context, 'admin');
  await page.goto(`${konto}/benutzer?q=sammel${stamp}&status=pending`);
  await expect(page.getByRole('status').first()).toHaveText('2 Benutzer gefunden, 1–2 angezeigt.');

  // Keyboard only: tick both, choose the action, open the dialog, confirm.
  await page.getByRole('checkbox', { name: `Sammel${stamp}, Anna auswählen` }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: `Sammel${stamp}, Bernd auswählen` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('2 Konten ausgewählt.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Aktion' }).selectOption({ label: 'Freischalten' });
  await page.getByRole('button', { name: 'Auf Auswahl anwenden …' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Auf die Auswahl anwenden?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Freischalten: 2 Konten.');
  await expectScreenHolds(page, 'sammelaktion-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Auf Auswahl anwenden …' }).press('Enter');
  await dialog.getByRole('button', { name: 'Freischalten' }).press('Enter');
  await expect(page.getByText('2 Konten freigeschaltet.')).toBeVisible();
  await expect(page.getByText('Keine Benutzer gefunden.')).toBeVisible();

  // Both are active now: a role, then a block with a reason, then deletion.
  await page.goto(`${konto}/benutzer?q=sammel${stamp}`);
  await page.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
  await expect(page.getByText('2 Konten ausgewählt.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Aktion' }).selectOption({ label: 'Rolle zuweisen' });
  await page.getByRole('combobox', { name: 'Neue Rolle' }).selectOption({ label: 'Personal' });
  await page.getByRole('button', { name: 'Auf Auswahl anwenden …' }).click();
  await dialog.getByRole('button', { name: 'Rolle zuweisen' }).click();
  await expect(page.getByText('2 Konten haben jetzt die Rolle „Personal“.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Anna' })).toContainText('Personal');
  await expectScreenHolds(page, 'sammelaktion');

  // A block needs a reason; Enter in the field asks first, too.
  await page.getByRole('checkbox', { name: `Sammel${stamp}, Anna auswählen` }).check();
  await page.getByRole('combobox', { name: 'Aktion' }).selectOption({ label: 'Sperren' });
  await page.getByRole('textbox', { name: 'Grund der Sperre' }).fill('Doppelt angelegt');
  await page.getByRole('textbox', { name: 'Grund der Sperre' }).press('Enter');
  await expect(dialog).toContainText('Sperren: 1 Konto.');
  await dialog.getByRole('button', { name: 'Sperren' }).click();
  await expect(page.getByText('1 Konto gesperrt.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Anna' })).toContainText('gesperrt');

  await page.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
  await page.getByRole('combobox', { name: 'Aktion' }).selectOption({ label: 'Löschen' });
  await page.getByRole('button', { name: 'Auf Auswahl anwenden …' }).click();
  await expect(dialog).toContainText('30 Tage lang wiederherstellen');
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('2 Konten gelöscht (30 Tage lang wiederherstellbar).')).toBeVisible();
  await expect(page.getByText('Keine Benutzer gefunden.')).toBeVisible();

  // Nothing chosen: a German message, nothing happens.
  await page.goto(`${konto}/benutzer?q=kunde`);
  await page.getByRole('button', { name: 'Auf Auswahl anwenden …' }).click();
  await dialog.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByText('Bitte wählen Sie eine Aktion.')).toBeVisible();
});

// CI clicked the list's button while the page came alive on a slow machine and hit the space
// it had left: the bulk bar must stand where the server drew it, chosen action or not.
test('the bulk bar holds still while the page comes alive', async ({
  browser,
  page,
  context,
  watch,
}) => {
  const where = (p: Page) =>
    p.getByRole('button', { name: 'Auf Auswahl anwenden …' }).boundingBox();
  const first = (p: Page) => p.locator('input[name="ids"]').first().boundingBox();
  // Both drawn in the fallback font: without JavaScript the web fonts never load, and with it
  // they join whenever they arrive (a loaded CI machine measured the button 3 px wider in them,
  // 2026-11-30); the font's own reflow is decision 037's, not hydration's.
  const noWebFonts = (c: BrowserContext) => c.route(/\.woff2$/, (route) => route.abort());
  // (A failed load names no address in its text: the fonts are the only loads refused here.)
  watch.allowConsoleError(/^Failed to load resource: net::ERR_FAILED$/);
  const still = await browser.newContext({ javaScriptEnabled: false });
  await noWebFonts(still);
  await signInBrowser(still, 'admin');
  const server = await still.newPage();
  await server.goto(`${konto}/benutzer?q=kunde`);
  const drawn = { button: await where(server), row: await first(server) };
  await still.close();

  await noWebFonts(context);
  await signInBrowser(context, 'admin');
  await page.goto(`${konto}/benutzer?q=kunde`);
  await expect(page.getByText('0 Konten ausgewählt.')).toBeVisible();
  expect({ button: await where(page), row: await first(page) }).toEqual(drawn);

  // Without JavaScript the fields of the chosen action still show, and only those.
  const form = await browser.newContext({ javaScriptEnabled: false });
  await signInBrowser(form, 'admin');
  const plain = await form.newPage();
  await plain.goto(`${konto}/benutzer?q=kunde`);
  await expect(plain.getByRole('combobox', { name: 'Neue Rolle' })).toBeHidden();
  await plain.getByRole('combobox', { name: 'Aktion' }).selectOption({ label: 'Rolle zuweisen' });
  await expect(plain.getByRole('combobox', { name: 'Neue Rolle' })).toBeVisible();
  await expect(plain.getByRole('textbox', { name: 'Grund der Sperre' })).toBeHidden();
  await plain.getByRole('combobox', { name: 'Aktion' }).selectOption({ label: 'Sperren' });
  await expect(plain.getByRole('textbox', { name: 'Grund der Sperre' })).toBeVisible();
  await form.close();
});

test('at 390 px each account is a card: state and roles in view, the boxes tick once', async ({
  page,
  context,
}) => {
  const admin = await signedInApi('admin');
  const stamp = `${Date.now()}`;
  for (const first of ['Clara', 'Dieter'])
    expect(
      (
        await sendJson(admin, 'POST', '/api/admin/users', {
          firstname: first,
          lastname: `Karte${stamp}`,
          email: `${first.toLowerCase()}-karte-${stamp}@example.com`,
          password: 'Karten-Ansicht-am-Deich-7',
          password_confirmation: 'Karten-Ansicht-am-Deich-7',
          verified: true,
        })
      ).status(),
    ).toBe(201);
  await installAxe(page);
  await signInBrowser(context, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${konto}/benutzer?q=karte${stamp}`);
  const row = page.getByRole('row').filter({ hasText: `Karte${stamp}, Clara` });
  // Every cell of the card inside the window: the state, the roles, the day of registration.
  const cells = row.getByRole('cell');
  await expect(cells.first()).toBeVisible();
  for (const cell of await cells.all()) {
    const box = await cell.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  const state = row.getByText('wartet auf Freischaltung');
  await state.scrollIntoViewIfNeeded();
  await expect(state).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('karten-390.png'), fullPage: true });
  await page.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
  await expect(page.getByText('2 Konten ausgewählt.')).toBeVisible();
  await expectScreenHolds(page, 'benutzerliste-karten');
  await admin.dispose();
});
