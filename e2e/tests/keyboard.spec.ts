// Keyboard only: the media explorer and the forms, reached and used with Tab, Enter and Space,
// with a visible focus on every stop. (The header menu, the phone menu, the consent banner and
// the wiki search have their own keyboard tests.)
import type { Locator, Page } from '@playwright/test';
import { signInBrowser } from '../accounts';
import { urls } from '../env';
import { expect, interactive, test } from '../fixtures';

/** Presses Tab until `target` has the focus, checking that every stop shows where it is. */
async function tabTo(page: Page, target: Locator, maxStops = 120) {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return {
        visible:
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none',
        name: `${el.tagName} ${el.textContent?.trim().slice(0, 40) ?? ''}`,
      };
    });
    if (focus) expect(focus.visible, `visible focus on ${focus.name}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${maxStops} presses of Tab did not reach the target`);
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'hallberg_consent', value: 'v1.statistik=0.t=1763800000', url: urls.website },
  ]);
});

test('specifications: search and the allergen filter by keyboard', async ({ page, context }) => {
  await signInBrowser(context, 'kunde');
  await page.goto('/intern/spezifikationen');
  await interactive(page);

  const search = page.getByRole('searchbox', { name: 'Produkt suchen' });
  await tabTo(page, search);
  await page.keyboard.type('Rind');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/suche=Rind/);
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(/rind/i);

  await page.goto('/intern/spezifikationen');
  await interactive(page);
  const allergens = page.getByText('Allergene ausschließen');
  await tabTo(page, allergens);
  await page.keyboard.press('Enter');
  const milk = page.getByRole('checkbox', { name: 'Milch' });
  await tabTo(page, milk);
  await page.keyboard.press('Space');
  await expect(milk).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Anzeigen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/ohne=Milch/);
  await expect(page.getByRole('table')).not.toContainText('Camembert');
});

test('media explorer: folders open with Enter', async ({ page, context }) => {
  await signInBrowser(context, 'personal');
  await page.goto('/intern/dokumente');
  await interactive(page);
  const folder = page.getByRole('link', { name: /^Ordner:/ }).first();
  await tabTo(page, folder, 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/path=/);
  await expect(page.getByRole('navigation', { name: 'Ordnerpfad' }).getByRole('link')).toHaveCount(
    1,
  );
});

test('contact form: filled in and sent with the keyboard alone', async ({ page }) => {
  await page.goto('/kontakt');
  await interactive(page);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Nachricht senden' }) });

  await tabTo(page, form.getByLabel('Name'));
  await page.keyboard.type('Erika Musterfrau');
  await tabTo(page, form.getByLabel('Firma / Betrieb'), 5);
  await page.keyboard.type('Fleischerei Muster');
  await tabTo(page, form.getByLabel('E-Mail'), 5);
  await page.keyboard.type('erika@fleischerei-muster.example');
  await tabTo(page, form.getByLabel('Thema'), 5);
  // A closed <select> takes the first letters of an option.
  await page.keyboard.type('Vertrieb');
  await expect(form.getByLabel('Thema')).toHaveValue('Vertrieb');
  await tabTo(page, form.getByLabel('Ihre Nachricht'), 5);
  await page.keyboard.type('Bitte rufen Sie mich wegen eines Lieferkontos an.');
  const consent = form.getByLabel(/Ich bin einverstanden/);
  await tabTo(page, consent, 5);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  // A person takes longer than the minimum fill time; so does this test.
  await page.waitForTimeout(3_200);
  await tabTo(page, form.getByRole('button', { name: 'Nachricht senden' }), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kontakt\/danke$/);
});
