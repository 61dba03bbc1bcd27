// Issue 28, item 2: the editor at every width. Its toolbar sticks below the site's header, never
// beneath it; saving is always within reach (the side card at wide widths, a bar at the bottom
// of the window below); Strg+S saves; leaving with unsaved changes asks first.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { sendJson, signedInApi, signInBrowser } from '../accounts';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';

test.describe.configure({ timeout: 120_000 });

async function newArticle(word: string) {
  const api = await signedInApi('personal');
  const paragraphs = Array.from(
    { length: 40 },
    (_, i) => `Absatz ${i + 1}: Kühlware wird bei der Annahme geprüft und sofort eingelagert.`,
  );
  const res = await sendJson(api, 'POST', '/api/wiki/articles', {
    title: `Lange Anleitung ${word}`,
    category: 'Lager',
    body: `## Ablauf\n\n${paragraphs.join('\n\n')}`,
  });
  expect(res.status()).toBe(201);
  const slug = ((await res.json()) as { data: { slug: string } }).data.slug;
  return { api, slug };
}

/** The element under the centre of the locator's box is the locator itself (nothing covers it). */
async function reachable(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  const box = await button.boundingBox();
  if (!box) return false;
  return button.evaluate(
    (el, { x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === el || el.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

for (const width of [390, 1024, 1280, 1440]) {
  test(`at ${width} px the toolbar stays below the header and saving stays in reach`, async ({
    page,
    context,
  }) => {
    const word = randomBytes(3).toString('hex');
    const { api, slug } = await newArticle(word);
    await signInBrowser(context, 'personal');
    // Consent given: the banner (which asks first, at the bottom of the window) is answered.
    await context.addCookies([
      { name: 'hallberg_consent', value: 'v1.statistik=0.t=1763800000', url: urls.website },
    ]);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/intern/wiki/${slug}/bearbeiten`);
    await interact(page);
    await expect(page.getByRole('toolbar', { name: 'Formatierung' })).toBeVisible();

    // Half way down the text, and near its end: toolbar visible, under the header, clickable.
    for (const fraction of [0.5, 0.9]) {
      await page.evaluate((f) => {
        const text = document.querySelector('.wiki-editor')!.getBoundingClientRect();
        window.scrollTo(0, window.scrollY + text.top + text.height * f - 300);
      }, fraction);
      const header = await page.locator('header').first().boundingBox();
      const toolbar = await page.getByRole('toolbar', { name: 'Formatierung' }).boundingBox();
      expect(toolbar!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
      expect(await reachable(page, 'Überschrift')).toBe(true);
      expect(await reachable(page, 'Fett')).toBe(true);
      const save = page.getByRole('button', { name: 'Speichern', exact: true });
      await expect(save).toBeInViewport();
      expect(await reachable(page, 'Speichern')).toBe(true);
    }

    // Strg+S saves from inside the text.
    const editor = page.getByRole('textbox', { name: 'Text', exact: true });
    await editor.locator(':scope > :last-child').click();
    await page.keyboard.press('End');
    await page.keyboard.type(` Mit Strg+S gespeichert ${word}.`);
    await page.keyboard.press('Control+s');
    await expect(page.getByText(/Gespeichert am/).first()).toBeVisible();
    const saved = await (await api.get(`/api/wiki/articles/${slug}`)).json();
    expect((saved as { data: { body: string } }).data.body).toContain(
      `Mit Strg+S gespeichert ${word}.`,
    );

    // Leaving with unsaved changes asks; „Weiter bearbeiten“ stays, „Seite verlassen“ goes.
    await page.keyboard.type(' Noch nicht gespeichert.');
    // The last save's message gives way to what is true now (one line says either).
    await expect(
      page.getByText('Ungespeicherte Änderungen – werden gleich automatisch gespeichert.').first(),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Versionen', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/intern/wiki/${slug}/bearbeiten`));
    await page.getByRole('link', { name: 'Versionen', exact: true }).first().click();
    await dialog.getByRole('button', { name: 'Seite verlassen' }).click();
    await expect(page).toHaveURL(new RegExp(`/intern/wiki/${slug}/versionen`));
    await api.dispose();
  });
}
