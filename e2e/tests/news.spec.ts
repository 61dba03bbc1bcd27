// Mitteilungen (issue 32, item 1; decision 051): marketing writes an item for the warehouse role
// in the shared editor and publishes it; a warehouse worker finds it unread on the overview and
// in the list, opens it, and it is read; staff without the role and a customer see it neither in
// their pages nor through the API. The list and an item on a phone: no overflow, no axe
// violations.
import { signedInApi } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { appendParagraph, as } from '../editor';
import { expect, interact, test } from '../fixtures';
import { layoutProblems } from '../layout-check';

test.describe.configure({ timeout: 180_000 });

const title = 'Neue Regalordnung im Tiefkühllager';
const text = 'Ab Montag stehen Fisch und Meeresfrüchte in Gang 4, Gemüse in Gang 6.';

test('a writer publishes for one role; only its holders read it, and opening it marks it read', async ({
  browser,
}) => {
  const writerContext = await browser.newContext();
  const writer = await as(writerContext, 'marketing');
  await writer.goto('/intern/neuigkeiten');
  await writer.getByRole('link', { name: 'Neue Mitteilung' }).click();
  await expect(writer).toHaveURL('/intern/neuigkeiten/neu');
  await interact(writer);
  await expect(writer.getByRole('toolbar', { name: 'Formatierung' })).toBeVisible();
  await writer.getByLabel('Titel').fill(title);
  await writer.getByRole('radio', { name: 'Ausgewählte Rollen' }).check();
  await writer.getByRole('checkbox', { name: 'Lager' }).check();
  await appendParagraph(writer, text);
  await writer.getByRole('button', { name: 'Als Entwurf anlegen' }).click();
  await expect(writer).toHaveURL(/\/intern\/neuigkeiten\/([a-z0-9-]+)\/bearbeiten\?angelegt=1$/);
  const slug = /\/intern\/neuigkeiten\/([a-z0-9-]+)\//.exec(writer.url())![1]!;
  const status = writer.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(status.getByText('Veröffentlicht', { exact: true })).toBeVisible();
  await writerContext.close();

  // The warehouse: unread on the overview and in the list.
  const readerContext = await browser.newContext();
  const reader = await as(readerContext, 'leser');
  await reader.goto('/intern');
  const newest = reader.getByRole('list', { name: 'Neueste Mitteilungen' });
  const onDashboard = newest.getByRole('link', { name: new RegExp(title) });
  await expect(onDashboard).toContainText('Neu');
  await expect(reader.getByText(/^\d+ ungelesen$/)).toBeVisible();
  const unreadBefore = Number(
    (await reader.getByText(/^\d+ ungelesen$/).textContent())!.split(' ')[0],
  );
  await reader.goto('/intern/neuigkeiten');
  const item = reader
    .getByRole('list', { name: 'Aktuelle Mitteilungen' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(item.getByText('Neu', { exact: true })).toBeVisible();
  await item.getByRole('link', { name: new RegExp(title) }).click();
  await expect(reader).toHaveURL(`/intern/neuigkeiten/${slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText(text)).toBeVisible();
  // Read now: no longer „Neu“, one fewer unread.
  await reader.goto('/intern/neuigkeiten');
  await expect(item).toBeVisible();
  await expect(item.getByText('Neu', { exact: true })).toHaveCount(0);
  await reader.goto('/intern');
  const after = unreadBefore - 1;
  await expect(
    reader.getByText(after === 0 ? 'Alles gelesen' : `${after} ungelesen`, { exact: true }),
  ).toBeVisible();
  await readerContext.close();

  // Staff without the role and a customer: neither page nor API.
  for (const account of ['personal', 'kunde'] as const) {
    const context = await browser.newContext();
    const page = await as(context, account);
    await page.goto('/intern/neuigkeiten');
    await expect(page.getByRole('heading', { level: 1, name: 'Mitteilungen' })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    const direct = await page.goto(`/intern/neuigkeiten/${slug}`);
    expect(direct?.status(), account).toBe(404);
    const api = await signedInApi(account);
    expect((await api.get(`/api/news/posts/${slug}`)).status(), account).toBe(404);
    expect(JSON.stringify(await (await api.get('/api/news')).json())).not.toContain(title);
    await api.dispose();
    await context.close();
  }
});

test('the list and an item on a phone: nothing cut off, no axe violations', async ({ browser }) => {
  // Not the warehouse account: tests run side by side, and reading or marking as read here would
  // change the unread count the first test compares.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await as(context, 'personal');
  await installAxe(page);
  for (const path of [
    '/intern/neuigkeiten',
    '/intern/neuigkeiten/betriebsversammlung-im-dezember',
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await interact(page);
    expect(await layoutProblems(page), path).toEqual([]);
    expect(await axeViolations(page), path).toEqual([]);
  }
  // Without JavaScript the list and „Alle als gelesen markieren“ work as plain HTML.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const cookies = await context.cookies();
  await plain.addCookies(cookies);
  const noScript = await plain.newPage();
  await noScript.goto('/intern/neuigkeiten');
  await noScript.getByRole('button', { name: 'Alle als gelesen markieren' }).click();
  await expect(noScript.getByText('Alle Mitteilungen sind als gelesen markiert.')).toBeVisible();
  await expect(noScript.getByText('Alles gelesen', { exact: true })).toBeVisible();
  await plain.close();
  await context.close();
});
