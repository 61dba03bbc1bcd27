// The header (decision 014): the full menu only from the width where it fits, measured here
// with the web fonts and the longest labels; "Loginbereich" always whole; submenus without
// JavaScript.
import { expect, interact, test, webFontsLoaded } from '../fixtures';

test('the full menu appears exactly where it fits, and "Loginbereich" is never cut off', async ({
  page,
}) => {
  await page.goto('/');
  await interact(page);
  await webFontsLoaded(page);
  const breakpoint = await page.evaluate(() => {
    const value = getComputedStyle(document.documentElement).getPropertyValue('--breakpoint-nav');
    return parseFloat(value) * parseFloat(getComputedStyle(document.documentElement).fontSize);
  });
  expect(breakpoint).toBeGreaterThan(1000);
  const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
  const login = page.getByRole('link', { name: 'Loginbereich' });

  for (const width of [breakpoint - 1, breakpoint, 1366, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const full = width >= breakpoint;
    await expect(nav, `${width} px`).toBeVisible({ visible: full });
    await expect(page.getByRole('button', { name: 'Menü' })).toBeVisible({ visible: !full });
    await expect(login).toBeVisible();
    const fits = await page.evaluate(() => {
      const row = document.querySelector('header > div')!;
      const button = [...document.querySelectorAll('header a')].find(
        (a) => a.textContent?.trim() === 'Loginbereich',
      )!;
      return {
        row: row.scrollWidth <= row.clientWidth,
        login: button.getBoundingClientRect().right <= document.documentElement.clientWidth,
      };
    });
    expect(fits, `${width} px`).toEqual({ row: true, login: true });
    // Nothing of the header may stand outside it: a squeezed logo lockup once grew to four
    // lines and lost its first one above the window's edge.
    const outside = await page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      return [...document.querySelectorAll('header *')]
        .filter((el) => el.checkVisibility({ visibilityProperty: true }))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(
          ({ box }) =>
            box.height > 1 && (box.top < header.top - 1 || box.bottom > header.bottom + 1),
        )
        .map(
          ({ el, box }) =>
            `<${el.tagName.toLowerCase()}> "${el.textContent?.trim().slice(0, 30)}" ${Math.round(box.top)}–${Math.round(box.bottom)} px`,
        );
    });
    expect(outside, `${width} px: outside the header`).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test('the submenus open and their links lead on', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    const recipes = nav.getByRole('link', { name: 'Rezepte' });
    await expect(recipes).toBeHidden();
    await nav.locator('summary', { hasText: 'Foodservice' }).click();
    await expect(recipes).toBeVisible();
    // One submenu at a time.
    await nav.locator('summary', { hasText: 'Marketing' }).click();
    await expect(recipes).toBeHidden();
    await nav.locator('summary', { hasText: 'Foodservice' }).click();
    await recipes.click();
    await expect(page).toHaveURL(/\/foodservice\/rezepte$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('below the breakpoint, "Menü" leads to the footer\'s menus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('link', { name: 'Menü', exact: true });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL(/#seitenuebersicht$/);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Sortiment & Services' })).toBeInViewport();
    await footer.getByRole('link', { name: 'Karriere' }).click();
    await expect(page).toHaveURL(/\/karriere$/);
  });
});
