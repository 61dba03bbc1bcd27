// The public site's search (issue 19): from the header, without JavaScript as a plain form and
// results page, with it as a type-ahead; recipe cards as results of their own; nothing of the
// intranet in it; readable at 390 px without axe violations.
import { axeViolations, installAxe } from '../axe';
import { expect, interactive, test } from '../fixtures';
import { layoutProblems } from '../layout-check';
import { wikiSentinels } from '../wiki-content';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header leads to the search; the form lists pages, job ads and posts', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Suche' }).click();
    await expect(page).toHaveURL(/\/suche$/);
    await page.getByRole('combobox', { name: 'Suchbegriff' }).fill('Lagermitarbeiter');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/suche\?q=Lagermitarbeiter$/);
    const hits = page.getByRole('list', { name: 'Treffer' }).getByRole('listitem');
    await expect(hits.first()).toContainText('Stellenangebot');
    await expect(hits.first().getByRole('link')).toHaveAttribute(
      'href',
      '/karriere/lagermitarbeiter-warenannahme',
    );
    await expect(hits.first().locator('mark').first()).toBeVisible();
  });

  test('a question the site cannot answer says so and offers no intranet page', async ({
    page,
  }) => {
    await page.goto('/suche?q=hund%20mit%20ins%20b%C3%BCro');
    await expect(
      page.getByRole('heading', { name: 'Keine Treffer für „hund mit ins büro“' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'fragen Sie uns direkt' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
  });
});

test('as you type: a recipe card is a result of its own and opens at its place', async ({
  page,
}) => {
  await page.goto('/suche');
  await interactive(page);
  const box = page.getByRole('combobox', { name: 'Suchbegriff' });
  await box.fill('flamkuchen elsässer');
  const option = page.getByRole('option', { name: /Flammkuchen Elsässer Art/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Rezeptkarte');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/foodservice\/rezepte#flammkuchen-elsaesser-art$/);
  await expect(page.locator('#flammkuchen-elsaesser-art')).toContainText('Flammkuchen');
});

test('nothing of the wiki is found, neither as a hit nor as a suggestion', async ({ request }) => {
  const sentinels = wikiSentinels().slice(0, 25);
  expect(sentinels.length).toBeGreaterThan(10);
  for (const { title, sentence } of sentinels) {
    for (const q of [title, sentence.split(' ').slice(0, 8).join(' ')]) {
      const response = await request.get(`/suche.json?q=${encodeURIComponent(q)}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toContain('no-store');
      const { hits, similar } = (await response.json()) as {
        hits: { path: string }[];
        similar: { path: string }[];
      };
      for (const hit of [...hits, ...similar])
        expect(hit.path, q).not.toMatch(/^\/intern|^\/login/);
      const text = JSON.stringify({ hits, similar });
      expect(text, q).not.toContain(sentence.slice(0, 60));
    }
  }
});

test('the results page at 390 px: no overflow, no axe violations', async ({ page }) => {
  await installAxe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/suche?q=mehrwegpflicht');
  await interactive(page);
  await expect(
    page.getByRole('list', { name: 'Treffer' }).getByRole('link').first(),
  ).toHaveAttribute('href', '/foodservice/mehrwegpflicht');
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
