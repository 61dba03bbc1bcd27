// Issue 29, item 5: error pages in the company's look, and a signed-in person refused a page
// is still signed in there, with a way back to the intranet.
import { signInBrowser } from '../accounts';
import { expect, test, webFontsLoaded } from '../fixtures';

test('a customer refused a staff page sees the signed-in header and the way back', async ({
  browser,
  page,
  context,
  watch,
}) => {
  watch.allowConsoleError(/403/);
  // As the server draws it (no JavaScript), and then as it comes alive.
  const still = await browser.newContext({ javaScriptEnabled: false });
  await signInBrowser(still, 'kunde');
  const drawn = await still.newPage();
  const response = await drawn.goto('/intern/stellen');
  expect(response?.status()).toBe(403);
  // The page names the person: it must never be kept or shared.
  expect(response?.headers()['cache-control']).toMatch(/private|no-store/);
  const header = drawn.locator('header');
  await expect(header.getByRole('link', { name: 'Loginbereich' })).toHaveCount(0);
  await expect(drawn.getByRole('link', { name: 'Zum internen Bereich' })).toHaveAttribute(
    'href',
    '/intern',
  );
  await still.close();

  await signInBrowser(context, 'kunde');
  await page.goto('/intern/stellen');
  await expect(page.locator('h1')).toHaveText('Zugriff verweigert');
  await expect(page.locator('header').getByRole('button', { name: /Konto/ })).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Loginbereich' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Zum internen Bereich' }).click();
  await expect(page).toHaveURL(/\/intern$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('a request the server cannot read gets an error page in the brand fonts', async ({
  page,
  watch,
}) => {
  watch.allowConsoleError(/400/);
  const response = await page.goto('/%E0%A4%A');
  expect(response?.status()).toBe(400);
  await expect(page.locator('h1')).toBeVisible();
  await webFontsLoaded(page);
  const fonts = await page.evaluate(() => ({
    title: getComputedStyle(document.querySelector('h1')!).fontFamily,
    text: getComputedStyle(document.body).fontFamily,
    loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
  }));
  expect(fonts.title).toContain('Fraunces');
  expect(fonts.text).toContain('Inter');
  expect(fonts.loaded.join()).toContain('Fraunces Variable');
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
});
