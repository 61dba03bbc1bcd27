// Issue 19, item 2 (decision 034): a wiki admin adds a synonym on /intern/wiki/synonyme and a
// search by it finds the article at once (the list moves the wiki's content version); a line
// the backend refuses is named in German; staff without the permission cannot edit it.
import { signedInApi, signInBrowser } from '../accounts';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { apiSend } from '../wiki-api';

test('a wiki admin adds a synonym, and the search finds the article by it', async ({ browser }) => {
  test.setTimeout(120_000);
  const api = await signedInApi('admin');
  const before = (await (await api.get('/api/wiki/synonyms')).json()) as {
    data: { groups: string[][] };
  };
  const reader = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(reader, 'leser');
  const search = await reader.newPage();
  await search.goto('/intern/wiki?q=fleppe');
  await expect(search.getByRole('heading', { name: 'Keine Treffer für „fleppe“' })).toBeVisible();

  const context = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(context, 'admin');
  const page = await context.newPage();
  try {
    await page.goto('/intern/wiki');
    await page.getByRole('link', { name: 'Synonyme der Suche' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Synonyme der Wiki-Suche');
    await interact(page);
    const field = page.getByLabel('Synonyme, eine Gruppe je Zeile');
    await expect(field).toHaveValue(/^krank, krankmeldung, arbeitsunfähigkeit/);

    // A group of one word is refused, in German, and the field keeps what was typed.
    await field.fill(`${await field.inputValue()}\nFleppe`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('alert')).toContainText('Nichts wurde gespeichert.');
    await expect(page.getByRole('alert')).toContainText(
      'Zeile „Fleppe“: Jede Gruppe braucht mindestens zwei verschiedene Wörter.',
    );
    await expect(field).toHaveValue(/\nFleppe$/);

    await field.fill(`${await field.inputValue()}, Führerschein`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status')).toContainText(
      `Gespeichert: ${before.data.groups.length + 1} Gruppen.`,
    );

    // Staff find the article by the new word at once.
    await search.goto('/intern/wiki?q=fleppe');
    await expect(
      search.getByRole('link', { name: 'Führerscheinkontrolle', exact: false }).first(),
    ).toBeVisible();
  } finally {
    await apiSend(api, 'PUT', '/api/wiki/synonyms', { groups: before.data.groups });
  }
});

test('staff without the permission cannot see or change the synonyms', async ({
  browser,
  watch,
}) => {
  watch.allowConsoleError(/404/);
  const context = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(context, 'autor');
  const page = await context.newPage();
  expect((await page.goto('/intern/wiki/synonyme'))?.status()).toBe(404);
  await page.goto('/intern/wiki');
  await expect(page.getByRole('link', { name: 'Synonyme der Suche' })).toHaveCount(0);
  const form = await context.request.post('/intern/wiki/synonyme', {
    form: { synonyme: 'Fleppe, Führerschein' },
    headers: { Origin: urls.website },
  });
  expect(form.status()).toBe(404);
  const api = await signedInApi('autor');
  const refused = await apiSend(api, 'PUT', '/api/wiki/synonyms', { groups: [] });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Nur Wiki-Administratoren bearbeiten die Synonyme der Suche.',
  );
});

test('„Suchen ohne Treffer“: a search that finds nothing and its refinement reach the wiki admins, without names', async ({
  browser,
}) => {
  const word = `zuschuss${Date.now().toString(36)}`;
  const reader = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(reader, 'leser');
  const search = await reader.newPage();
  await search.goto(`/intern/wiki?q=${word}`);
  await expect(search.getByRole('heading', { name: `Keine Treffer für „${word}“` })).toBeVisible();
  // Searched again from the results: the first search counts as refined too.
  await interact(search);
  const box = search.getByRole('combobox', { name: 'Wiki durchsuchen' });
  await box.fill('urlaub');
  await box.press('Enter');
  await expect(search).toHaveURL(/[?&]q=urlaub/);
  await reader.close();

  const context = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(context, 'admin');
  const page = await context.newPage();
  await page.goto('/intern/wiki/synonyme');
  const table = page.getByRole('table', { name: 'Suchen ohne Treffer, die häufigsten zuerst' });
  const row = table.getByRole('row').filter({ hasText: word });
  await expect(row.getByRole('cell')).toHaveText([word, '1', '1', /20\d\d/]);
  await expect(table).not.toContainText('Lena');
  await context.close();
});
