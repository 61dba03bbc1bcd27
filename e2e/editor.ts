// Steps of the editor tests (wiki-editing.spec.ts, blog-authoring.spec.ts): the wiki's editor
// page serves the blog as well.
import type { BrowserContext, Page } from '@playwright/test';
import { signInBrowser, type Account } from './accounts';
import { expect, interact } from './fixtures';

/** A new page of a context signed in as the account. */
export async function as(context: BrowserContext, account: Account): Promise<Page> {
  await signInBrowser(context, account);
  return context.newPage();
}

/** Opens the editor and waits until the rich editor is there. */
export async function openEditor(page: Page, path: string) {
  await page.goto(path);
  await interact(page);
  await expect(page.getByRole('toolbar', { name: 'Formatierung' })).toBeVisible();
}

/** Types a new paragraph at the end of the text. */
export async function appendParagraph(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Text', exact: true });
  await editor.click();
  await expect(editor).toBeFocused();
  // On a loaded machine the click's caret can still be settling when Ctrl+End arrives (the line
  // once landed in a table's first cell, CI 2026-11-27): type only once the caret is in the
  // text's last block.
  await expect
    .poll(async () => {
      await page.keyboard.press('Control+End');
      return editor.evaluate((element) => {
        const focus = getSelection()?.focusNode;
        return !!focus && !!element.lastElementChild?.contains(focus);
      });
    })
    .toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}
