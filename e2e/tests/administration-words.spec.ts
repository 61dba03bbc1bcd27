// People read the administration as „Verwaltung“ and are told only what their rights let them do
// there (issue 28, item 7): HR its applications, an admin every section; the account menu holds
// one entry for the own profile.
import type { Page } from '@playwright/test';
import { signInBrowser, type Account } from '../accounts';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';

const konto = `${urls.backend}/konto`;

async function menuEntries(page: Page) {
  await page.goto('/intern');
  await interact(page);
  await page.getByRole('button', { name: /Kontomenü/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu.getByRole('menuitem').allTextContents();
}

const cases: [Account, string[], string[]][] = [
  ['personal-hr', ['Bewerbungen'], ['Benutzer', 'Rollen und Rechte', 'Medien', 'Einstellungen']],
  ['admin', ['Benutzer', 'Rollen und Rechte', 'Medien', 'Bewerbungen', 'Einstellungen'], []],
];

for (const [account, does, doesNot] of cases) {
  test(`${account} reads „Verwaltung“ and only what it does there`, async ({ page, context }) => {
    await signInBrowser(context, account);
    expect(await menuEntries(page)).toEqual(['Intern', 'Profil', 'Verwaltung', 'Abmelden']);
    await page.keyboard.press('Escape');

    // The intranet's start page: the sections of the Verwaltung this account opens.
    const box = page.getByRole('region', { name: 'Verwaltung' });
    for (const section of does)
      await expect(box.getByRole('link', { name: section, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^${konto}/`),
      );
    for (const section of doesNot) await expect(box).not.toContainText(section);
    await expect(box.getByRole('link', { name: 'Verwaltung öffnen' })).toHaveAttribute(
      'href',
      konto,
    );
    await expect(page.locator('body')).not.toContainText(/Admin[ -]?panel/i);

    // The Verwaltung's overview says the same.
    await page.goto(`${konto}/`);
    const own = page.locator('main');
    await expect(
      own.getByRole('heading', { name: 'Ihre Bereiche in der Verwaltung' }),
    ).toBeVisible();
    for (const section of does)
      await expect(own.getByRole('link', { name: section, exact: true }).last()).toBeVisible();
    for (const section of doesNot)
      await expect(own.getByRole('link', { name: section, exact: true })).toHaveCount(0);
  });
}

test('staff without the right read nothing of the Verwaltung', async ({ page, context }) => {
  await signInBrowser(context, 'personal');
  expect(await menuEntries(page)).toEqual(['Intern', 'Profil', 'Abmelden']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Verwaltung' })).toHaveCount(0);
});
