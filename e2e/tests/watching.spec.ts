// Watching and the bell (issue 32, item 4; decision 055): a colleague watches an article from
// its page; the editor changes it; the bell in the header shows the unread notification, the
// list leads to the article and marks it read; without JavaScript the settings (a category, the
// news' weekly digest) save and „Nicht mehr beobachten“ works. The page holds at 390 px and passes axe.
import { randomBytes } from 'node:crypto';
import { sendJson, signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { expect, interact, test } from '../fixtures';
import { layoutProblems } from '../layout-check';

test('a colleague watches an article; a change rings the bell and the list leads there', async ({
  browser,
}) => {
  const word = randomBytes(3).toString('hex');
  const title = `Ladungssicherung im Kühlfahrzeug ${word}`;
  const editor = await signedInApi('personal');
  const created = await sendJson(editor, 'POST', '/api/wiki/articles', {
    title,
    category: 'Logistik',
    body: '## Regeln\n\nPaletten mit Gurten sichern.',
    status: 'published',
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;

  // The colleague watches it from the article's page.
  const context = await browser.newContext();
  await signInBrowser(context, 'autor');
  const page = await context.newPage();
  await page.goto(`/intern/wiki/${slug}`);
  await interact(page);
  const watch = page.getByRole('button', { name: 'Beobachten' });
  await expect(watch).toHaveAttribute('aria-pressed', 'false');
  // The button shows the new state at once; the editor changes the article only once the watch
  // is stored (CI 2026-11-30: a change before it rang no bell).
  const stored = page.waitForResponse(
    (r) =>
      r.url().endsWith('/intern/wiki/leser.json') &&
      (r.request().postData() ?? '').includes('intent=watch'),
  );
  await watch.click();
  expect((await stored).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Beobachtet' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The editor changes it.
  const changed = await sendJson(editor, 'PUT', `/api/wiki/articles/${slug}`, {
    version: 1,
    body: '## Regeln\n\nPaletten mit zwei Gurten sichern.',
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await editor.dispose();

  // The bell says so; the list leads to the article and marks it read.
  await page.goto('/intern');
  await interact(page);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Benachrichtigungen/ });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAccessibleName(/^Benachrichtigungen: \d+ ungelesen$/);
  await bell.click();
  await expect(page).toHaveURL('/intern/benachrichtigungen');
  const list = page.getByRole('list', { name: 'Benachrichtigungen, die neuesten zuerst' });
  const item = list.getByRole('listitem').filter({ hasText: `Geändert: „${title}“` });
  await expect(item.getByText('Neu', { exact: true })).toBeVisible();
  await item.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(`/intern/wiki/${slug}`);
  await page.goto('/intern/benachrichtigungen');
  await expect(item).toBeVisible();
  await expect(item.getByText('Neu', { exact: true })).toHaveCount(0);

  // Without JavaScript: no longer watching it, and the settings save.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await plain.addCookies(await context.cookies());
  const noScript = await plain.newPage();
  await noScript.goto('/intern/benachrichtigungen');
  await noScript.getByRole('button', { name: `Nicht mehr beobachten: ${title}` }).click();
  await expect(noScript.getByRole('status')).toHaveText(`„${title}“ wird nicht mehr beobachtet.`);
  await expect(
    noScript.getByRole('button', { name: `Nicht mehr beobachten: ${title}` }),
  ).toHaveCount(0);
  const digest = noScript.getByRole('checkbox', { name: /Einmal in der Woche/ });
  await noScript.getByRole('checkbox', { name: 'Logistik' }).check();
  await digest.check();
  await noScript.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(noScript.getByRole('status')).toHaveText('Gespeichert.');
  await expect(noScript.getByRole('checkbox', { name: 'Logistik' })).toBeChecked();
  await expect(digest).toBeChecked();
  await noScript.getByRole('checkbox', { name: 'Logistik' }).uncheck();
  await digest.uncheck();
  await noScript.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(noScript.getByRole('checkbox', { name: 'Logistik' })).not.toBeChecked();
  await expect(digest).not.toBeChecked();
  await plain.close();
  await context.close();
});

test('the notifications on a phone: nothing cut off, no axe violations; guests go to sign in', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInBrowser(context, 'personal');
  const page = await context.newPage();
  await installAxe(page);
  expect((await page.goto('/intern/benachrichtigungen'))?.status()).toBe(200);
  await interact(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  // On a phone the company's name keeps its room: the bell is in the menu.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /^Benachrichtigungen/ })).toBeHidden();
  await banner.getByRole('button', { name: 'Menü' }).click();
  await expect(
    page.getByRole('dialog').getByRole('link', { name: /^Benachrichtigungen/ }),
  ).toBeVisible();
  await context.close();

  const guest = await browser.newPage();
  await guest.goto('/intern/benachrichtigungen');
  await expect(guest).not.toHaveURL(/\/intern\/benachrichtigungen$/);
  // The public site has no bell.
  await guest.goto('/');
  await expect(guest.getByRole('link', { name: /^Benachrichtigungen/ })).toHaveCount(0);
  await guest.close();
});

test('a category and the news are watched from their lists, and left again', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await signInBrowser(context, 'leser');
  const page = await context.newPage();
  await installAxe(page);
  await page.goto('/intern/wiki?kategorie=logistik');
  await interact(page);
  const section = page.getByRole('region', { name: /^Logistik/ });
  const toggle = section.getByRole('button', { name: /^Beobachte(n|t)$/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const stored = page.waitForResponse(
    (r) =>
      r.url().endsWith('/intern/wiki/leser.json') &&
      (r.request().postData() ?? '').includes('on=1'),
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveText('Beobachtet');
  expect((await stored).ok()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  // The page is the same for everyone; the choice is the person's, also after a reload.
  await page.reload();
  await interact(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/intern/benachrichtigungen');
  await expect(page.getByRole('checkbox', { name: 'Logistik' })).toBeChecked();
  await page.goto('/intern/wiki?kategorie=logistik');
  await interact(page);
  const left = page.waitForResponse(
    (r) =>
      r.url().endsWith('/intern/wiki/leser.json') &&
      (r.request().postData() ?? '').includes('on=0'),
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // The button shows the choice at once; the settings page is read once it is stored.
  expect((await left).ok()).toBe(true);
  await page.goto('/intern/benachrichtigungen');
  await expect(page.getByRole('checkbox', { name: 'Logistik' })).not.toBeChecked();

  // The news: a plain form on their list.
  await page.goto('/intern/neuigkeiten');
  const news = page.getByRole('button', { name: /^Beobachte(n|t)$/ });
  await expect(news).toHaveAttribute('aria-pressed', 'false');
  await news.click();
  await expect(page.getByRole('status')).toHaveText(
    'Sie werden bei neuen Mitteilungen benachrichtigt.',
  );
  await expect(news).toHaveAttribute('aria-pressed', 'true');
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await news.click();
  await expect(page.getByRole('status')).toHaveText(
    'Sie werden nicht mehr bei neuen Mitteilungen benachrichtigt.',
  );
  await expect(news).toHaveAttribute('aria-pressed', 'false');
  await context.close();
});
