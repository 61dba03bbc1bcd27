// Zero axe violations (WCAG 2.1 A/AA) on every intranet route, the way staff and customers
// meet them, and on the pages that refuse or restrict an account.
import type { Page } from '@playwright/test';
import { signInBrowser, type Account } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { expect, interact, test } from '../fixtures';

const STAFF_ROUTES = [
  '/intern',
  '/intern/profil',
  '/intern/ci',
  '/intern/angebote',
  '/intern/spezifikationen',
  '/intern/spezifikationen?kategorie=Maxi+France&ohne=Milch',
  '/intern/dokumente',
  '/intern/dokumente?ansicht=liste',
  '/intern/wiki',
  '/intern/wiki?q=urlaub',
  '/intern/wiki?kategorie=it',
  '/intern/wiki/krankmeldung-und-arbeitsunfaehigkeit',
];

const CUSTOMER_ROUTES = [
  '/intern',
  '/intern/profil',
  '/intern/angebote',
  '/intern/spezifikationen',
];

async function expectAccessible(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await interact(page);
  expect(await axeViolations(page), path).toEqual([]);
}

function signedInAs(account: Account) {
  test.beforeEach(async ({ context, page }) => {
    await signInBrowser(context, account);
    await installAxe(page);
  });
}

test.describe('as staff (personal)', () => {
  signedInAs('personal');
  for (const path of STAFF_ROUTES) {
    test(path, async ({ page }) => {
      await expectAccessible(page, path);
    });
  }
});

test.describe('as a customer (kunde)', () => {
  signedInAs('kunde');
  for (const path of CUSTOMER_ROUTES) {
    test(path, async ({ page }) => {
      await expectAccessible(page, path);
    });
  }

  test('the refusal "Zugriff verweigert"', async ({ page, watch }) => {
    watch.allowConsoleError(/403/);
    await expectAccessible(page, '/intern/wiki', 403);
    await expect(page.locator('h1')).toHaveText('Zugriff verweigert');
  });
});

test.describe('restricted and blocked accounts', () => {
  test('the profile of an unverified account, with its notice', async ({ page, context }) => {
    await signInBrowser(context, 'unbestaetigt');
    await installAxe(page);
    await expectAccessible(page, '/intern/profil');
  });

  test('"Konto gesperrt"', async ({ page, context, watch }) => {
    watch.allowConsoleError(/403/);
    await signInBrowser(context, 'gesperrt');
    await installAxe(page);
    await expectAccessible(page, '/intern', 403);
    await expect(page.locator('h1')).toHaveText('Konto gesperrt');
  });
});
