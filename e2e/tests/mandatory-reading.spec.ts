// Pflichtlektüre (issue 32, item 2; decision 053): the wiki's editor makes an article mandatory
// for the warehouse in the browser; a warehouse worker sees it on the dashboard, confirms it
// without JavaScript and finds it under „Bestätigt“; the report names who confirmed which version
// and who is missing, and downloads as CSV. Pages hold at 390 px and pass axe.
import { randomBytes } from 'node:crypto';
import { sendJson, signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { expect, interact, test } from '../fixtures';
import { layoutProblems } from '../layout-check';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an editor makes an article mandatory; the warehouse confirms it; the report says who', async ({
  page,
  context,
  browser,
  watch,
}) => {
  // The form refused without a role answers 422, as a form the backend refuses does.
  watch.allowConsoleError(/status of 422/);
  const word = randomBytes(3).toString('hex');
  const title = `Messerpflege im Zerlegeraum ${word}`;
  const api = await signedInApi('personal');
  const created = await sendJson(api, 'POST', '/api/wiki/articles', {
    title,
    category: 'Lager',
    body: '## Regeln\n\nMesser nach jeder Charge reinigen.',
    status: 'published',
  });
  expect(created.status(), await created.text()).toBe(201);

  // The editor (wiki-redaktion) makes it mandatory for „Lager“.
  await signInBrowser(context, 'personal');
  await installAxe(page);
  await page.goto('/intern/pflichtlektuere');
  await interact(page);
  const form = page.getByRole('form', { name: 'Neue Pflichtlektüre' });
  await form.getByRole('combobox', { name: 'Wiki-Artikel' }).selectOption({ label: title });
  await form.getByLabel('Zu bestätigen bis').fill(inDays(7));
  await form.getByRole('button', { name: 'Als Pflichtlektüre festlegen' }).click();
  // Without a role the backend's words stand at the field; what was chosen stays.
  await expect(
    form.getByText('Bitte mindestens eine Rolle wählen, für die es Pflicht ist.'),
  ).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Wiki-Artikel' })).toHaveValue(/messerpflege/);
  await form.getByRole('checkbox', { name: 'Lager' }).check();
  await form.getByRole('button', { name: 'Als Pflichtlektüre festlegen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Festgelegt.' })).toBeVisible();
  // The form is empty again for the next one.
  await expect(form.getByRole('combobox', { name: 'Wiki-Artikel' })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: 'Lager' })).not.toBeChecked();
  const managed = page
    .getByRole('list', { name: 'Alle Pflichtlektüren' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(managed).toContainText('0 von 1 bestätigt');

  // The warehouse worker, without JavaScript: the dashboard asks, the list confirms.
  const plain = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  await signInBrowser(plain, 'leser');
  const reader = await plain.newPage();
  await reader.goto('/intern');
  const panel = reader.getByRole('region', { name: /^Zu bestätigen \(\d+\)$/ });
  await expect(panel.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await reader.goto('/intern/pflichtlektuere');
  const open = reader.getByRole('list', { name: 'Zu bestätigen' });
  await open.getByRole('button', { name: `Gelesen und verstanden: ${title}` }).click();
  await expect(reader.getByRole('status')).toContainText(`Bestätigt: „${title}“`);
  await expect(reader.getByRole('list', { name: 'Bestätigt' })).toContainText(title);
  await expect(open.getByText(title)).toHaveCount(0);
  await plain.close();

  // The report: who confirmed which version when; the CSV for the auditor.
  await page.reload();
  await expect(managed).toContainText('1 von 1 bestätigt');
  await managed.getByRole('link', { name: `Bericht: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const lager = page.getByRole('region', { name: /^Lager/ });
  await expect(lager.getByRole('listitem').filter({ hasText: 'Lena Lehmann' })).toContainText(
    /Bestätigt am .* \(Fassung 1\)/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Als CSV herunterladen' }).click();
  const csv = await (
    await download
  )
    .path()
    .then((p) => import('node:fs').then((fs) => fs.readFileSync(p, 'utf8')));
  expect(csv).toContain('Rolle;Name;E-Mail;Abteilung;Bestätigt;Fassung;Bestätigt am');
  expect(csv).toMatch(/Lager;Lena Lehmann;leser@example\.com;[^;]*;ja;1;/);

  // At 390 px: nothing cut off, no axe violations.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/intern/pflichtlektuere');
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await api.dispose();
});

test('the report is for those who manage it: staff get the page of an unknown address', async ({
  context,
  page,
  watch,
}) => {
  watch.allowConsoleError(/status of 404/);
  await signInBrowser(context, 'leser');
  const res = await page.goto('/intern/pflichtlektuere/1');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /intern/pflichtlektuere/1')).toBeVisible();
  expect((await page.request.get('/intern/pflichtlektuere/1/bericht.csv')).status()).toBe(404);
  await page.goto('/intern/pflichtlektuere');
  await expect(page.getByRole('heading', { name: 'Verwalten' })).toHaveCount(0);
});

test('on the article itself: the box asks, „Gelesen und verstanden“ confirms, the report counts it', async ({
  page,
  context,
}) => {
  const word = randomBytes(3).toString('hex');
  const title = `Reinigungsplan Kühlhaus ${word}`;
  const api = await signedInApi('personal');
  const created = await sendJson(api, 'POST', '/api/wiki/articles', {
    title,
    category: 'Lager',
    body: '## Plan\n\nTäglich nach Schichtende.',
    status: 'published',
  });
  expect(created.status(), await created.text()).toBe(201);
  const slug = ((await created.json()) as { data: { slug: string } }).data.slug;
  const reading = await sendJson(api, 'POST', '/api/readings', {
    kind: 'wiki',
    article: slug,
    roles: ['Lager'],
    due_on: inDays(3),
  });
  expect(reading.status(), await reading.text()).toBe(201);
  const id = ((await reading.json()) as { data: { id: number } }).data.id;

  await signInBrowser(context, 'leser');
  await page.goto(`/intern/wiki/${slug}`);
  await interact(page);
  const box = page.getByRole('region', { name: 'Pflichtlektüre' });
  await expect(box).toContainText('Version 1');
  await box.getByRole('button', { name: 'Gelesen und verstanden' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Pflichtlektüre: von dir bestätigt am' }),
  ).toBeVisible();
  await expect(box).toHaveCount(0);
  const report = await api.get(`/api/readings/${id}/report`);
  const people = (
    (await report.json()) as {
      data: { roles: { people: { email: string; confirmed: unknown }[] }[] };
    }
  ).data.roles[0]!.people;
  expect(people.find((p) => p.email === 'leser@example.com')?.confirmed).toMatchObject({
    version: '1',
  });
  await api.dispose();
});
