// Review dates (issue 32, item 3; decision 054) in the browser: the owner finds their due articles
// on the overview and confirms one „Geprüft, unverändert“ without JavaScript; a reader sees the
// quiet notice on an overdue article and no button; wiki admins see the overdue articles by
// category and owner. No axe violations on any of them.
import { addMonths, formatDate, hamburgDay, reviewMonthsOf } from '@frischkontor/contract';
import type { WikiDueArticle } from '@frischkontor/contract';
import { signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { as } from '../editor';
import { expect, test } from '../fixtures';

test.describe.configure({ timeout: 120_000 });

/** What is overdue: the person's own (`autor`), or all of them (a wiki admin). */
async function overdue(account: 'admin' | 'autor' = 'admin'): Promise<WikiDueArticle[]> {
  const api = await signedInApi(account);
  const answer = await api.get(`/api/wiki/review-dates${account === 'admin' ? '?scope=all' : ''}`);
  expect(answer.status()).toBe(200);
  const items = ((await answer.json()) as { data: WikiDueArticle[] }).data;
  await api.dispose();
  return items.filter((i) => i.state === 'overdue');
}

test('the owner confirms an overdue article unchanged from its page, without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInBrowser(context, 'autor');
  const page = await context.newPage();
  const [article] = await overdue('autor');
  expect(article).toBeDefined();

  await page.goto('/intern');
  const due = page.getByRole('region', { name: /^Zu prüfen \(\d+\)$/ });
  await expect(due).toBeVisible();
  await due.getByRole('link', { name: article!.title }).click();
  await expect(page).toHaveURL(`/intern/wiki/${article!.slug}`);
  await expect(
    page.getByText(
      `Dieser Artikel sollte bis zum ${formatDate(article!.review_by)} geprüft werden.`,
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Geprüft, unverändert' }).click();
  await expect(page).toHaveURL(`/intern/wiki/${article!.slug}?geprueft=ja#pruefen`);
  await expect(page.getByText('Danke! Der Artikel ist als geprüft vermerkt.')).toBeVisible();
  await expect(page.getByText(/sollte bis zum .* geprüft werden/)).toHaveCount(0);
  const next = addMonths(hamburgDay(), reviewMonthsOf(article!.category));
  await expect(page.getByText(`prüfen bis ${formatDate(next)}`)).toBeVisible();
  await context.close();
});

test('a reader sees the quiet notice on an overdue article, and no button', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await as(context, 'leser');
  await installAxe(page);
  const [article] = (await overdue()).slice(-1);
  await page.goto(`/intern/wiki/${article!.slug}`);
  await expect(
    page.getByText(
      `Dieser Artikel sollte bis zum ${formatDate(article!.review_by)} geprüft werden.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Geprüft, unverändert' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('wiki admins list the overdue articles by category and owner', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await as(context, 'admin');
  await installAxe(page);
  const items = await overdue();
  await page.goto('/intern/wiki');
  await page.getByRole('link', { name: 'Prüftermine' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prüftermine im Wiki' })).toBeVisible();
  const first = items[0]!;
  const group = page.getByRole('region', { name: `Überfällig: ${first.category}` });
  await expect(group.getByRole('heading', { name: new RegExp(first.owner!.name) })).toBeVisible();
  await expect(group.getByRole('link', { name: first.title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Kategorie').selectOption(first.category);
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('kategorie')).toBe(first.category);
  await expect(group).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3 }).filter({ hasNotText: first.category }),
  ).toHaveCount(0);

  // Readers who are no wiki admins: an unknown page.
  const other = await browser.newContext();
  const reader = await as(other, 'leser');
  expect((await reader.goto('/intern/wiki/pruefdaten'))?.status()).toBe(404);
  await other.close();
  await context.close();
});

test('the owner confirms from the overview; the editor sets owner and day apart from the text', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await as(context, 'autor');
  await installAxe(page);
  const before = await overdue('autor');
  await page.goto('/intern');
  const due = page.getByRole('region', { name: /^Zu prüfen \(\d+\)$/ });
  await expect(due).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const item = due.getByRole('listitem').filter({ hasText: before[0]!.title });
  await item.getByRole('button', { name: /Geprüft, unverändert/ }).click();
  await expect(page).toHaveURL('/intern?geprueft=ja#pruefen');
  await expect(page.getByText('Danke! Der Artikel ist als geprüft vermerkt.')).toBeVisible();
  await expect(due.getByRole('link', { name: before[0]!.title })).toHaveCount(0);
  await context.close();

  // A publisher gives another article to the author with a day of its own.
  const editorContext = await browser.newContext();
  const editor = await as(editorContext, 'personal');
  const slug = 'fifo-und-fefo-im-lager';
  await editor.goto(`/intern/wiki/${slug}/bearbeiten`);
  const card = editor.getByRole('region', { name: 'Prüfen bis' });
  await card.getByText('Ändern').click();
  await card.getByLabel('Verantwortlich').selectOption({ label: 'Alma Albers' });
  await card.getByLabel(/^Prüfen bis/).fill('2030-01-15');
  await card.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(card.getByRole('status')).toHaveText('Gespeichert.');
  await editor.goto(`/intern/wiki/${slug}`);
  await expect(
    editor.getByText('Verantwortlich: Alma Albers · prüfen bis 15. Januar 2030'),
  ).toBeVisible();
  await editorContext.close();
});
