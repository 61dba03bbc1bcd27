import { activateMainMenu, expect, interactive, test } from '../fixtures';

test.describe('header menu on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens by keyboard, moves with arrow keys, closes with Esc and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    await interactive(page);
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    // Before the dropdown code is there, the entry is a native disclosure (works without JS).
    await nav.locator('summary', { hasText: 'Produkte' }).focus();
    const produkte = nav.getByRole('button', { name: 'Produkte' });
    await expect(produkte).toHaveAttribute('aria-expanded', 'false');
    await expect(produkte).toBeFocused();
    // Focus brings the dropdown code (as Tab would); it takes over from the plain button.
    await page.waitForLoadState('networkidle');

    await page.keyboard.press('Enter');
    await expect(produkte).toHaveAttribute('aria-expanded', 'true');
    const first = nav.getByRole('link', { name: /Sortiment & Services/ });
    await expect(first).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: /Eigenmarke Maxi France/ })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(produkte).toHaveAttribute('aria-expanded', 'false');
    await expect(produkte).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('button', { name: 'Foodservice' })).toBeFocused();
  });

  test('opens on hover and follows a link', async ({ page }) => {
    await page.goto('/');
    await activateMainMenu(page);
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    const marketing = nav.getByRole('button', { name: 'Marketing' });
    await marketing.hover();
    const web = nav.getByRole('link', { name: /^Web/ });
    await expect(web).toBeVisible();
    await web.click();
    await expect(page).toHaveURL(/\/mkbs\/web$/);
    await expect(page.locator('h1')).toBeVisible();
    // The new page's menu is closed.
    await expect(nav.getByRole('link', { name: /^Web/ })).toBeHidden();
  });
});

test.describe('menu panel on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('opens as a dialog, traps focus, closes with Esc and on navigation', async ({ page }) => {
    await page.goto('/');
    await interactive(page);
    await expect(
      page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', { name: 'Produkte' }),
    ).toBeHidden();
    const open = page.getByRole('button', { name: 'Menü' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await expect(dialog).toBeVisible();

    // The panel's links arrive with its code on first open.
    await expect(dialog.getByText('Foodservice', { exact: true })).toBeVisible();
    // Tab never reaches the page behind the modal dialog. Past its last element Chromium hands
    // focus to the browser's own controls (the document's active element is then the body)
    // before it comes back to the dialog's first element.
    const outside: string[] = [];
    let inside = 0;
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((d) =>
        d.contains(document.activeElement)
          ? 'inside'
          : document.activeElement === document.body
            ? 'browser'
            : (document.activeElement?.outerHTML.slice(0, 80) ?? 'none'),
      );
      if (where === 'inside') inside += 1;
      else if (where !== 'browser') outside.push(where);
    }
    expect(outside).toEqual([]);
    expect(inside).toBeGreaterThan(20);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByText('Foodservice', { exact: true }).click();
    await dialog.getByRole('link', { name: 'Rezepte' }).click();
    await expect(page).toHaveURL(/\/foodservice\/rezepte$/);
    await expect(dialog).toBeHidden();
  });
});
