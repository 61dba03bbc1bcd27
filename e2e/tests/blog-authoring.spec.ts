// Marketing writes the blog in the browser (issue 17, item 8; decision 033): a new post with a
// banner picture and its description, published, read by a guest on /blog within seconds;
// edited, the history shows both revisions and restores the first; withdrawn, the guest gets
// 404. Staff without the blog permission find no editor. The preview at every width: nothing
// cut off, no axe violations (screenshots in the test's output folder).
import { sendJson, signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { appendParagraph, as, openEditor } from '../editor';
import { expect, interact, readable, test } from '../fixtures';
import { problemsAtEveryWidth } from '../layout-check';

test.describe.configure({ timeout: 180_000 });

// A 4×3 PNG (red), enough for the backend's check by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGM4YGAARww4OQAONg2BhplLnwAAAABJRU5ErkJggg==',
  'base64',
);

test('marketing writes and publishes a post with a picture, edits, restores and withdraws it', async ({
  browser,
  request,
}) => {
  const title = 'Wildsaison in der Gastronomie';
  const first = 'Reh und Wildschwein kommen ab Oktober frisch aus heimischer Jagd.';
  const second = 'Neu: Hirschkeule auf Vorbestellung bis Donnerstag, 12 Uhr.';
  const alt = 'Ein Teller mit Rehrücken, Rotkohl und Preiselbeeren';

  const context = await browser.newContext();
  const page = await as(context, 'marketing');
  await page.goto('/intern');
  await page
    .getByRole('navigation', { name: 'Interner Bereich' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page).toHaveURL('/intern/blog');
  // Every post, the seeded ones published.
  const list = page.getByRole('list', { name: 'Alle Beiträge' }).getByRole('listitem');
  await expect(list.first()).toBeVisible();
  await expect(list.filter({ hasText: 'Veröffentlicht' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Neuer Beitrag' }).click();
  await expect(page).toHaveURL('/intern/blog/neu');
  await interact(page);
  await expect(page.getByRole('toolbar', { name: 'Formatierung' })).toBeVisible();
  await page.getByLabel('Titel').fill(title);
  await page
    .getByLabel('Anriss')
    .fill('Was Küchen jetzt planen: Mengen, Teilstücke, Vorbestellung.');
  await page.getByLabel('Kategorie').fill('Gastronomie');
  await page.getByLabel('Autorin oder Autor').fill('Mira Martens');

  // The banner: the description is required.
  await page.getByRole('button', { name: 'Titelbild hochladen' }).click();
  const upload = page.getByRole('region', { name: 'Titelbild hochladen' });
  await upload.getByLabel(/^Bild \(PNG/).setInputFiles({
    name: 'wild.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  // Without a description the picture is not sent (the field is required).
  const description = upload.getByLabel(/^Bildbeschreibung/);
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  expect(await description.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await expect(page.getByLabel(/^Bildbeschreibung \(Alternativtext\)/)).toHaveCount(1);
  await description.fill(alt);
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByLabel(/^Bildbeschreibung \(Alternativtext\)/)).toHaveValue(alt);

  await appendParagraph(page, first);
  await page.getByRole('button', { name: 'Als Entwurf anlegen' }).click();
  await expect(page).toHaveURL(/\/intern\/blog\/([a-z0-9-]+)\/bearbeiten\?angelegt=1$/);
  const slug = /\/intern\/blog\/([a-z0-9-]+)\//.exec(page.url())![1]!;
  expect(slug).toBe('wildsaison-in-der-gastronomie');
  await expect(page.getByText('Der Beitrag ist angelegt.', { exact: false })).toBeVisible();

  // A draft: no guest sees it.
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  // The preview is the website's post: head, picture with its description, text.
  await interact(page);
  await page.getByRole('button', { name: 'Vorschau' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: alt })).toBeVisible();
  await expect(page.locator('.prose-content.mx-auto').getByText(first)).toBeVisible();
  await page.getByRole('button', { name: 'Schreiben' }).click();

  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(status.getByText('Veröffentlicht', { exact: true })).toBeVisible();

  // A guest reads it on /blog and at its address within seconds, picture included.
  await expect
    .poll(async () => readable(await (await request.get('/blog')).text()), { timeout: 15_000 })
    .toContain(title);
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/blog');
  await expect(guest.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await guest.goto(`/blog/${slug}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest.getByText(first)).toBeVisible();
  await expect(guest.getByText('Mira Martens')).toBeVisible();
  const banner = guest.getByRole('img', { name: alt });
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);

  // An edit, then the history: both revisions, their diff, and the first restored.
  await openEditor(page, `/intern/blog/${slug}/bearbeiten`);
  await appendParagraph(page, second);
  await page.getByLabel('Änderungsnotiz').fill('Hirschkeule ergänzt');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText(/^Gespeichert am .* \(Version 3\)\.$/)).toBeVisible();
  await expect
    .poll(async () => readable(await (await request.get(`/blog/${slug}`)).text()), {
      timeout: 15_000,
    })
    .toContain('Hirschkeule');

  await page.getByRole('link', { name: 'Versionen', exact: true }).click();
  await expect(page).toHaveURL(`/intern/blog/${slug}/versionen`);
  const versions = page.getByRole('region', { name: 'Alle Versionen' }).getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Version 3');
  await expect(versions.first()).toContainText('„Hirschkeule ergänzt“');
  await expect(versions.first()).toContainText('Mira');
  await expect(versions.last()).toContainText('Version 1');
  await expect(versions.last()).toContainText('„Angelegt“');
  const text = page.getByRole('list', { name: /Text von Version 2 und Version 3/ });
  await expect(text.getByText(second)).toBeVisible();
  await page.getByRole('link', { name: 'Markdown vergleichen' }).click();
  const diff = page.getByRole('table', { name: /Text von Version 2 \(links\) und Version 3/ });
  await expect(diff.getByRole('cell', { name: `neu: ${second}` })).toBeVisible();
  await interact(page);
  await page.getByRole('button', { name: 'Version 1 wiederherstellen' }).click();
  await expect(page.getByText('Version 1 ist als neue Version 4 wiederhergestellt.')).toBeVisible();
  // Still published (a restore brings back the content, not the status): the guest reads the
  // first text again.
  await expect
    .poll(async () => readable(await (await request.get(`/blog/${slug}`)).text()), {
      timeout: 15_000,
    })
    .not.toContain('Hirschkeule');
  await guest.goto(`/blog/${slug}`);
  await expect(guest.getByText(first)).toBeVisible();

  // Withdrawn: the guest gets 404 within seconds, and the list no longer names it.
  await openEditor(page, `/intern/blog/${slug}/bearbeiten`);
  await status.getByRole('button', { name: 'Zurückziehen' }).click();
  await expect(status.getByText('Entwurf', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 15_000 })
    .toBe(404);
  expect(readable(await (await request.get('/blog')).text())).not.toContain(title);
  await page.goto('/intern/blog');
  await expect(list.filter({ hasText: title })).toContainText('Entwurf');

  await guestContext.close();
  await context.close();
});

test('a colleague saved in between: both versions shown, the text kept, then saved over', async ({
  browser,
}) => {
  const slug = 'mehrweg-praxis-tipps';
  const page = await as(await browser.newContext(), 'marketing');
  await openEditor(page, `/intern/blog/${slug}/bearbeiten`);
  // Someone else saves version 2 meanwhile (through the API, as the editor does).
  const other = await signedInApi('marketing');
  const saved = await sendJson(other, 'PUT', `/api/blog/posts/${slug}`, {
    version: 1,
    body: 'Kollegenfassung: Mehrweg-Kisten bitte gespült zurückgeben.',
    note: 'Kurzfassung',
  });
  expect(saved.status()).toBe(200);
  await other.dispose();

  await appendParagraph(page, 'Meine Fassung: Pfand wird mit der nächsten Rechnung verrechnet.');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Nicht gespeichert' });
  await expect(
    conflict.getByRole('heading', { name: /Mira Martens hat den Beitrag inzwischen geändert/ }),
  ).toBeVisible();
  await expect(conflict.getByText('Meine Fassung: Pfand')).toBeVisible();
  await expect(conflict.getByText('Kollegenfassung: Mehrweg-Kisten')).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await expect(text).toContainText('Meine Fassung');
  await conflict.getByRole('button', { name: 'Meine Fassung speichern' }).click();
  await expect(page.getByText(/^Gespeichert am .* \(Version 3\)\.$/)).toBeVisible();
  await page.context().close();
});

test('staff without the blog permission find no editor: 404 and no menu entry', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await as(context, 'personal');
  await page.goto('/intern');
  const nav = page.getByRole('navigation', { name: 'Interner Bereich' });
  await expect(nav.getByRole('link', { name: 'Wiki' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveCount(0);
  for (const path of [
    '/intern/blog',
    '/intern/blog/neu',
    '/intern/blog/grillsaison-planen/bearbeiten',
    '/intern/blog/grillsaison-planen/versionen',
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
  }
  await context.close();
});

// The list, the editor, a new post and the history are checked at every width with axe in
// every-screen.spec.ts; here what only a click shows: the editor's preview.
test('the editor’s preview at every width: nothing cut off, no axe violations', async ({
  page,
  context,
}, testInfo) => {
  await signInBrowser(context, 'marketing');
  // Consent given (statistics refused): the banner does not cover the screenshots.
  await context.addCookies([
    { name: 'hallberg_consent', value: 'v1.statistik=0.t=1763800000', url: urls.website },
  ]);
  await installAxe(page);
  await openEditor(page, '/intern/blog/grillsaison-planen/bearbeiten');
  await page.getByRole('button', { name: 'Vorschau' }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^Grillsaison planen/ });
  await expect(heading).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await problemsAtEveryWidth(page)).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await heading.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`preview-${width}.png`) });
  }
});
