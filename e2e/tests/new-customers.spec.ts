// Issue 29: one way in for new customers. „Kunde werden“ leads to the registration as
// Geschäftskunde; the products page tells the same steps; who would rather talk first asks for a
// call back in the contact form, whose topic „Neukunde werden“ needs a phone number.
import type { Locator, Page } from '@playwright/test';
import { urls } from '../env';
import { expect, test } from '../fixtures';
import { HUMAN_PAUSE_MS } from '../forms';

const shots = process.env.E2E_SCREENSHOTS;

/** With E2E_SCREENSHOTS: the part at a phone's width and at 1280 px, without the banner. */
async function shoot(page: Page, part: Locator, name: string) {
  if (!shots) return;
  const consent = page.getByRole('button', { name: 'Nur notwendige' });
  if (await consent.isVisible()) await consent.click();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The whole part as on the page: a full-page capture, cut to the part (no sticky header).
    const clip = await part.evaluate(
      (element) =>
        new Promise<{ x: number; y: number; width: number; height: number }>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const r = element.getBoundingClientRect();
              done({ x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height });
            }),
          ),
        ),
    );
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true, clip });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('„Kunde werden“ on the home page leads to the registration as Geschäftskunde', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Kunde werden', exact: true }).first().click();
  await expect(page).toHaveURL(
    `${urls.backend}/konto/auth/register?intended=${encodeURIComponent(`${urls.website}/intern`)}`,
  );
  await expect(
    page.getByRole('group', { name: 'Ich registriere mich als' }).getByRole('radio', {
      name: 'Geschäftskunde',
    }),
  ).toBeChecked();
  await expect(
    page.getByRole('heading', { name: 'So werden Sie Kundin oder Kunde' }),
  ).toBeVisible();
});

test('the products page tells the steps; „Rückruf anfordern“ opens the contact form with its topic, which needs a phone number', async ({
  page,
  watch,
}) => {
  // The refused submission answers 422, which the browser notes in its console.
  watch.allowConsoleError(/422/);
  await page.goto('/produkte-und-services');
  const section = page.locator('#kunde-werden');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    'So werden Sie Kundin oder Kunde',
  );
  await expect(section.getByRole('listitem')).toHaveCount(4);
  await expect(
    section.getByRole('link', { name: 'Als Geschäftskunde registrieren' }),
  ).toHaveAttribute('href', '/registrieren');
  await shoot(page, section, 'produkte-kunde-werden');
  await section.getByRole('link', { name: 'Rückruf anfordern' }).click();
  await expect(page).toHaveURL(/\/kontakt\?thema=neukunde-werden#formular$/);

  await page.mouse.move(5, 5);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Nachricht senden' }) });
  await expect(form.getByLabel('Thema')).toHaveValue('Neukunde werden');
  await shoot(
    page,
    page.getByRole('listitem').filter({ hasText: 'Kundin oder Kunde werden' }),
    'kontakt-kunde-werden',
  );
  await form.getByLabel('Name').fill('Hauke Hansen');
  await form.getByLabel('Firma / Betrieb').fill('Gasthof Hansen');
  await form.getByLabel('E-Mail').fill('hauke@gasthof-hansen.example');
  await form.getByLabel('Ihre Nachricht').fill('Bitte rufen Sie mich wegen eines Kundenkontos an.');
  await form.getByLabel(/Ich bin einverstanden/).check();
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  const phone = form.getByLabel('Telefon');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Bitte geben Sie Ihre Telefonnummer an, damit wir Sie zurückrufen können.'),
  ).toBeVisible();
  await expect(form.getByLabel('Thema')).toHaveValue('Neukunde werden');

  await phone.fill('04131 123456');
  await form.getByLabel(/Ich bin einverstanden/).check();
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page).toHaveURL(/\/kontakt\/danke$/);
});
