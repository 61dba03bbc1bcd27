import { axeViolations, contrastViolations, installAxe } from '../axe';
import { activateMainMenu, expect, interact, test } from '../fixtures';

// Every screen as it opens is checked in every-screen.spec.ts; here the states a visitor brings
// about: an open menu, a hovered link.
test.describe('zero axe violations (WCAG 2.1 AA) in the states a visitor brings about', () => {
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
      // One hover and an axe run per kind of link or button: dozens on a page.
      test.setTimeout(120_000);
      await installAxe(page);
      await page.goto(path);
      await interact(page);
      // Every visible link and button with text, one of each kind: hovered one at a time, then
      // checked. A kind is what decides the colours when hovered: the element's and its parent's
      // classes (a `group` hover), the classes inside it, its colour and the background behind it;
      // ten links of the footer's list look alike hovered, so one of them stands for all.
      const { all, count } = await page.evaluate(() => {
        const behind = (el: Element | null): string => {
          for (; el; el = el.parentElement) {
            const colour = getComputedStyle(el).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
          }
          return 'none';
        };
        const kindOf = (el: HTMLElement) =>
          [
            el.tagName,
            el.className,
            el.parentElement?.className,
            [...el.querySelectorAll('*')].map((inner) => inner.getAttribute('class')).join(),
            getComputedStyle(el).color,
            behind(el),
          ].join('|');
        const visible = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter(
          (el) => el.offsetParent !== null && el.innerText.trim() && !el.closest('[inert]'),
        );
        const kinds = new Map(visible.map((el) => [kindOf(el), el]));
        [...kinds.values()].forEach((el, i) => (el.dataset.hoverCheck = String(i)));
        return { all: visible.length, count: kinds.size };
      });
      expect(all).toBeGreaterThan(10);
      expect(count).toBeGreaterThan(3);
      test.info().annotations.push({ type: 'hovered', description: `${count} kinds of ${all}` });
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
