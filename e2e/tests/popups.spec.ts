// Tooltips and menus keep docs/product.md#interface-timings: tooltips show after 200 ms and
// hide at once, menus hide 400 ms after the pointer leaves, both sit 5 px from their control and
// leave the DOM 150 ms after hiding. Timed with Playwright's clock.
import type { Locator, Page } from '@playwright/test';
import { signInBrowser } from '../accounts';
import { urls } from '../env';
import { activateMainMenu, expect, interactive, test } from '../fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'hallberg_consent', value: 'v1.statistik=0.t=1763800000', url: urls.website },
  ]);
});

/** Vertical gap between a control and its popup (positive when the popup is below). */
async function gap(control: Locator, popup: Locator): Promise<number> {
  const a = (await control.boundingBox())!;
  const b = (await popup.boundingBox())!;
  return Math.round(b.y >= a.y + a.height ? b.y - (a.y + a.height) : a.y - (b.y + b.height));
}

/** Fake timers, stopped once the page has loaded: from here on time moves only by runFor(). */
/**
 * Opens the page with the clock running, then stops it. `ready`: what must have appeared first
 * (React reveals a second lazy part of the header on a timer, which a stopped clock would hold).
 */
async function openWithStoppedClock(page: Page, path: string, ready?: Locator) {
  await page.clock.install({ time: new Date('2026-11-23T08:00:00') });
  await page.goto(path);
  await interactive(page);
  if (ready) await expect(ready).toBeVisible();
  await page.clock.pauseAt(new Date('2026-11-23T08:01:00'));
}

async function pointerAway(page: Page) {
  await page.mouse.move(640, 880);
}

test.describe('header dropdown', () => {
  test('opens on hover, stays 400 ms after the pointer leaves, unmounts 150 ms later', async ({
    page,
  }) => {
    await openWithStoppedClock(page, '/');
    await activateMainMenu(page);
    const button = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', {
      name: 'Produkte',
    });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link').first()).toBeVisible();
    expect(await gap(button, panel)).toBe(5);

    await pointerAway(page);
    await page.clock.runFor(300);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(150);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toHaveCount(1); // fading out
    await page.clock.runFor(160);
    await expect(panel).toHaveCount(0);
  });

  test('opens by touch, and closes on a second tap', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      hasTouch: true,
      baseURL: urls.website,
    });
    await context.addCookies([
      { name: 'hallberg_consent', value: 'v1.statistik=0.t=1763800000', url: urls.website },
    ]);
    const page = await context.newPage();
    await page.goto('/');
    await activateMainMenu(page);
    const button = page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', {
      name: 'Foodservice',
    });
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /^Rezepte/ })).toBeVisible();
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await context.close();
  });
});

// The tooltip (/intern/ci) and the account menu need a signed-in staff member: the backend.
test.describe('signed in as staff', () => {
  test.beforeEach(async ({ context }) => {
    await signInBrowser(context, 'personal');
  });

  test('a tooltip shows after 200 ms, 5 px above, hides at once and unmounts 150 ms later', async ({
    page,
  }) => {
    await openWithStoppedClock(page, '/intern/ci');
    const copy = page.getByRole('button', { name: /HEX-Wert von .* kopieren/ }).first();
    const tooltip = page.getByRole('tooltip');
    await copy.hover();
    await page.clock.runFor(150);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(/kopieren/);
    await expect(copy).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
    expect(await gap(copy, tooltip)).toBe(5);
    const copyBox = (await copy.boundingBox())!;
    expect((await tooltip.boundingBox())!.y).toBeLessThan(copyBox.y); // above

    await pointerAway(page);
    await expect(tooltip).toBeHidden();
    await expect(page.locator('[role="tooltip"]')).toHaveCount(1);
    await page.clock.runFor(160);
    await expect(page.locator('[role="tooltip"]')).toHaveCount(0);

    // Keyboard: at once on focus, Esc hides it.
    await copy.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });

  test('the account menu hides 400 ms after the pointer leaves and works by keyboard', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: /Kontomenü/ });
    await openWithStoppedClock(page, '/intern', button);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await button.hover();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    expect(await gap(button, menu)).toBe(5);
    // A hovering pointer does not take the focus.
    await expect(menu.getByRole('menuitem').first()).not.toBeFocused();

    await pointerAway(page);
    await page.clock.runFor(300);
    await expect(menu).toBeVisible();
    await page.clock.runFor(150);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(160);
    await expect(page.locator('[role="menu"]')).toHaveCount(0);

    // floating-ui moves the focus in an animation frame: let the stopped clock run a little.
    const press = async (key: string) => {
      await page.keyboard.press(key);
      await page.clock.runFor(50);
    };
    await button.focus();
    await press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Intern' })).toBeFocused();
    await press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Profil', exact: true })).toBeFocused();
    await press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(160);
    await expect(page.locator('[role="menu"]')).toHaveCount(0);
    await expect(button).toBeFocused(); // focus returns when the menu leaves the DOM
  });
});
