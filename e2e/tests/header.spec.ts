// The header (decision 014): the full menu only from the width where it fits, measured here
// with the web fonts and the longest labels; "Loginbereich" always whole; submenus without
// JavaScript.
import { expect, interact, test, webFontsLoaded } from '../fixtures';

test('the menu\'s links from 1024 px up, in one row where it fits, and "Loginbereich" never cut off', async ({
  page,
}) => {
  await page.goto('/');
  await interact(page);
  await webFontsLoaded(page);
  /** A length variable in pixels, as the browser resolves it (it may be a calc()). */
  const rem = (name: string) =>
    page.evaluate((name) => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.height = `var(${name})`;
      const px = probe.getBoundingClientRect().height;
      probe.remove();
      return px;
    }, name);
  // From this width the entries share the logo's row; below it (down to 1024 px) they have a
  // row of their own under it (issue 29: a laptop at 1280 px saw only „Menü“).
  const oneRow = await rem('--breakpoint-nav');
  expect(oneRow).toBeGreaterThan(1024);
  const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
  const login = page.getByRole('link', { name: 'Loginbereich' });

  for (const width of [1023, 1024, 1280, 1366, oneRow - 1, oneRow, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const full = width >= 1024;
    await expect(nav, `${width} px`).toBeVisible({ visible: full });
    await expect(page.getByRole('button', { name: 'Menü' })).toBeVisible({ visible: !full });
    await expect(login).toBeVisible();
    if (full) {
      const logo = await page.getByRole('link', { name: /zur Startseite/ }).boundingBox();
      const first = await nav.locator('[data-top-item]').first().boundingBox();
      const last = await nav.locator('[data-top-item]').last().boundingBox();
      // Every entry in one line; beside the logo from the breakpoint on, under it before.
      expect(Math.round(first!.y), `${width} px`).toBe(Math.round(last!.y));
      if (width >= oneRow) expect(first!.y, `${width} px`).toBeLessThan(logo!.y + logo!.height);
      else expect(first!.y, `${width} px`).toBeGreaterThanOrEqual(logo!.y + logo!.height);
    }
    // What sticks below the header (the editor's toolbar) starts where the header ends.
    const height = await page
      .locator('header')
      .first()
      .evaluate((h) => (h as HTMLElement).offsetHeight);
    expect(Math.abs(height - (await rem('--spacing-header'))), `${width} px`).toBeLessThanOrEqual(
      1,
    );
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
