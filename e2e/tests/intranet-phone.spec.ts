// Issue 29, item 6: the intranet on a phone. Every section is in view without scrolling
// sideways or guessing, the current one marked; hints for a keyboard stay off a touch screen.
import { signInBrowser } from '../accounts';
import { expect, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone every section is in view, the current one marked, no keyboard hints', async ({
  page,
  context,
}) => {
  await signInBrowser(context, 'admin');
  const nav = page.getByRole('navigation', { name: 'Interner Bereich' });
  for (const [path, current] of [
    ['/intern', 'Übersicht'],
    ['/intern/wiki', 'Wiki'],
    ['/intern/dokumente', 'Dokumente'],
    ['/intern/profil', 'Profil'],
  ] as const) {
    await page.goto(path);
    const links = nav.getByRole('link');
    expect(await links.count(), path).toBeGreaterThanOrEqual(6);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      const name = await link.innerText();
      expect(box.x, `${path}: ${name}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${path}: ${name}`).toBeLessThanOrEqual(390);
      await expect(link, `${path}: ${name}`).toBeInViewport({ ratio: 1 });
    }
    await expect(nav.getByRole('link', { name: current, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }

  // Keyboard shortcuts are not offered to a finger.
  await page.goto('/intern/wiki');
  await expect(page.getByRole('combobox', { name: 'Wiki durchsuchen' })).toBeVisible();
  const hint = page.getByText('springt ins Suchfeld');
  await expect(hint).toHaveCount(1);
  await expect(hint).toBeHidden();
});
