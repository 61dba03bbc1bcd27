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
  // Into the last block, not the middle of the text: ProseMirror learns of a caret moved by a key
  // only with the next `selectionchange`, and an Enter before that once split a table cell in
  // the middle of the article instead (CI 2026-11-27 and 2026-11-28).
  await editor.locator(':scope > :last-child').click();
  await expect(editor).toBeFocused();
  await expect
    .poll(async () => {
      await page.keyboard.press('Control+End');
      return editor.evaluate(async (element) => {
        const inLastBlock = () => {
          const focus = getSelection()?.focusNode;
          return !!focus && !!element.lastElementChild?.contains(focus);
        };
        if (!inLastBlock()) return false;
        // Let the `selectionchange` the key caused reach the editor, then look again.
        await new Promise((resolve) => setTimeout(resolve));
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        return inLastBlock();
      });
    })
    .toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}
