import { publicPages } from '../../apps/website/app/config/public-pages';
import { axeViolations, contrastViolations, installAxe } from '../axe';
import { activateMainMenu, expect, interact, test } from '../fixtures';

const extra = ['/login', '/gibt-es-nicht', '/kontakt/danke'];

test.describe('zero axe violations (WCAG 2.1 AA) on public pages', () => {
  for (const path of [...publicPages, ...extra]) {
    test(path, async ({ page, watch }) => {
      if (path === '/gibt-es-nicht') watch.allowConsoleError(/404/);
      await installAxe(page);
      await page.goto(path);
      // Hydrated and interactive, the way a visitor meets it.
      await page.mouse.move(10, 10);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a job ad and a blog post', async ({ page }) => {
    await installAxe(page);
    await page.goto('/karriere');
    await page.mouse.move(10, 10);
    await page.locator('#stellen ul.grid-fit > li h3 a').first().click();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/blog');
    await page.locator('main ul > li h2 a').first().click();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the open mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await installAxe(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an open header dropdown', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await installAxe(page);
    await page.goto('/');
    await activateMainMenu(page);
    await page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('button', { name: 'Foodservice' })
      .click();
    await expect(page.getByRole('link', { name: /Rezepte/ }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('text contrast while hovered (AA)', () => {
  // With reduced motion the site's transitions end at once (design/theme.css): a hovered
  // colour is final in the next frame, no waiting for it.
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  for (const path of ['/', '/karriere', '/kontakt', '/foodservice/rezepte']) {
    test(path, async ({ page }) => {
      // One hover and an axe run per link or button: dozens on a page.
      test.setTimeout(120_000);
      await installAxe(page);
      await page.goto(path);
      await interact(page);
      // Every visible link and button with text: hovered one at a time, then checked.
      const count = await page.evaluate(() => {
        const targets = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter(
          (el) => el.offsetParent !== null && el.innerText.trim() && !el.closest('[inert]'),
        );
        targets.forEach((el, i) => (el.dataset.hoverCheck = String(i)));
        return targets.length;
      });
      expect(count).toBeGreaterThan(10);
      const failures: string[] = [];
      for (let i = 0; i < count; i++) {
        const selector = `[data-hover-check="${i}"]`;
        const target = page.locator(selector);
        if (!(await target.isVisible())) continue;
        await target.hover({ force: true });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const violations = await contrastViolations(page, selector);
        if (violations.length) failures.push(`${selector}: ${JSON.stringify(violations)}`);
        await page.mouse.move(0, 0);
      }
      expect(failures).toEqual([]);
    });
  }
});
