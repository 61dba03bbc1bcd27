// The intranet's one search (issue 32, item 6; decision 056): staff find wiki articles,
// documents, colleagues, specifications, offers and news in one ranked list, grouped by kind and
// filtered in the address; Strg+K opens it from any intranet page; customers find offers and
// specifications only, never staff content, neither on the page nor in its data; it works
// without JavaScript, at 390 px and without axe violations.
import { signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { layoutProblems } from '../layout-check';

test('staff type, choose from the results as they type, then read them grouped and filtered', async ({
  page,
  context,
}) => {
  await signInBrowser(context, 'leser');
  await page.goto('/intern');
  await interact(page);
  // Strg+K on a page without a search box of its own opens the one search.
  await page.keyboard.press('Control+k');
  await expect(page).toHaveURL(/\/intern\/suche$/);
  const box = page.getByRole('combobox', { name: 'Intranet durchsuchen' });
  await interact(page);
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await page.keyboard.type('urlaubsantrag', { delay: 20 });
  // The form and the wiki article on how to ask for leave, each with its kind.
  await expect(page.getByRole('option', { name: /^Urlaubsantrag\s*Dokument/ })).toBeVisible();
  await expect(
    page.getByRole('option', { name: /^Urlaub beantragen\s*Wiki · Allgemeines/ }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/intern\/suche\?q=urlaubsantrag/);
  await expect(page.getByRole('status').filter({ hasText: 'für „urlaubsantrag“' })).toBeVisible();
  // The list as you type closed with the search: it would cover the results.
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  const documents = page.getByRole('region', { name: /^Dokumente/ });
  await expect(documents.getByRole('link', { name: 'Urlaubsantrag' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Wiki-Artikel/ })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Nach Art filtern' })
    .getByRole('link', { name: /^Dokumente/ })
    .click();
  await expect(page).toHaveURL(/art=dokumente/);
  await expect(page.getByRole('region', { name: /^Wiki-Artikel/ })).toHaveCount(0);
  await expect(documents.getByRole('link', { name: 'Urlaubsantrag' })).toBeVisible();

  // A colleague by department and extension word, an offer, a specification.
  await page.goto('/intern/suche?q=durchwahl+lager');
  await expect(
    page
      .getByRole('region', { name: /^Mitarbeitende/ })
      .getByRole('link', { name: 'Lena Lehmann' }),
  ).toBeVisible();
  await page.goto('/intern/suche?q=rinderh%C3%BCfte');
  await expect(page.getByRole('region', { name: /^Spezifikationen/ })).toBeVisible();
});

test('customers find offers and specifications, never the wiki, documents or colleagues', async ({
  page,
  context,
}) => {
  await signInBrowser(context, 'kunde');
  await page.goto('/intern/suche?q=angebote');
  await expect(page.getByRole('region', { name: /^Angebote/ })).toBeVisible();
  for (const q of ['urlaubsantrag', 'lena lehmann', 'krankmeldung', 'vpn']) {
    const answer = await page.request.get(`/intern/suche.json?q=${encodeURIComponent(q)}`);
    expect(answer.status()).toBe(200);
    const { hits, similar } = (await answer.json()) as {
      hits: { kind: string }[];
      similar: { kind: string }[];
    };
    const kinds = [...hits, ...similar].map((h) => h.kind);
    expect(
      kinds.filter((k) => !['specification', 'offer', 'news'].includes(k)),
      q,
    ).toEqual([]);
  }
  await page.goto('/intern/suche?q=urlaubsantrag');
  await expect(page.getByRole('status')).toHaveText('Keine Treffer für „urlaubsantrag“.');
});

test('an account without a role is offered the site’s search, not the intranet’s it may not open', async ({
  page,
  context,
}) => {
  await signInBrowser(context, 'ohnerolle');
  await page.goto('/intern/profil');
  await interact(page);
  const search = page.getByRole('banner').getByRole('link', { name: 'Suche', exact: true });
  await expect(search).toHaveAttribute('href', '/suche');
  await expect(page.getByRole('link', { name: 'Intranet durchsuchen' })).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page).toHaveURL(/\/intern\/profil$/);
});

test('without JavaScript, at 390 px, without axe violations', async ({ browser }) => {
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: urls.website,
    viewport: { width: 390, height: 844 },
  });
  await signInBrowser(plain, 'personal');
  const page = await plain.newPage();
  await page.goto('/intern/suche');
  await page.getByRole('combobox', { name: 'Intranet durchsuchen' }).fill('kühlhaus hygiene');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=k%C3%BChlhaus\+hygiene/);
  await expect(
    page.getByRole('link', { name: 'Hygienerichtlinie Kühlhaus' }).first(),
  ).toBeVisible();
  await plain.close();
});

test('the page at 390 px with results: no overflow, no axe violation', async ({
  page,
  context,
}) => {
  await signInBrowser(context, 'personal');
  await installAxe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/intern/suche?q=hygiene');
  await interact(page);
  await expect(page.getByRole('status').first()).toContainText('Treffer');
  expect(await axeViolations(page)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
});

test('what staff find nothing for in the one search reaches the wiki admins („Suchen ohne Treffer“)', async ({
  browser,
}) => {
  const word = `kita${Date.now().toString(36)}`;
  const reader = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(reader, 'leser');
  const search = await reader.newPage();
  await search.goto(`/intern/suche?q=${word}`);
  await expect(search.getByRole('status')).toHaveText(`Keine Treffer für „${word}“.`);
  await reader.close();

  const context = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(context, 'admin');
  const page = await context.newPage();
  await page.goto('/intern/wiki/synonyme');
  const table = page.getByRole('table', { name: 'Suchen ohne Treffer, die häufigsten zuerst' });
  await expect(table.getByRole('row').filter({ hasText: word }).getByRole('cell')).toHaveText([
    word,
    '1',
    '0',
    /20\d\d/,
  ]);
  await context.close();
});
