// German typography as a reader meets it (issue 29, item 4; decision 042). Chromium here has no
// German hyphenation patterns (`hyphens: auto` breaks nothing), so the server puts soft hyphens
// into long words; a word may break only there or at a hyphen, a slash, after „@“ or „.“. Numbers
// keep their units on the same line. Checked on every sitemap page by every-screen.spec.ts.
import type { Page } from '@playwright/test';

/** The widths at which words are checked: two phones and a laptop. */
export const TYPOGRAPHY_WIDTHS: readonly number[] = [320, 390, 1280];

/** Words whose first and last letters stand on different lines, with where they broke. */
export function brokenWords(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    // A letter next to a soft hyphen where the line broke also reports the hyphen drawn at the
    // line's end: the first letter of a piece is its last box, the last letter its first.
    const rect = (node: Text, at: number, which: 'first' | 'last') => {
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const boxes = [...range.getClientRects()];
      return which === 'first' ? boxes.at(-1) : boxes[0];
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, .sr-only, [hidden]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      // Where a word may break: spaces, soft hyphens, hyphens, dashes, slashes, „@“ and „.“.
      for (const word of node.data.matchAll(/[^\s\u00ad\-‐–—/@.,;:!?()„“"'…]{2,}/gu)) {
        const first = rect(node, word.index, 'first');
        const last = rect(node, word.index + word[0].length - 1, 'last');
        // Off the screen on purpose (the forms' honeypot) or cut off by a line clamp is nobody's
        // reading.
        const box = parent.getBoundingClientRect();
        if (!first || !last || first.right <= 0 || last.top >= box.bottom) continue;
        if (last.top - first.top > first.height / 2) {
          const around = node.data.slice(Math.max(0, word.index - 20), word.index + 30);
          broken.push(`${word[0]} in <${parent.tagName.toLowerCase()}> „${around}“`);
        }
      }
    }
    return broken;
  });
}

/** A number and its unit, or two groups of a phone number, with a breakable space between. */
export function loneUnits(page: Page) {
  return page.evaluate(() =>
    [
      ...document.body.innerText.matchAll(
        /\d[ ](?:\d|(?:g|kg|mg|l|ml|cl|cm|mm|m|km|°C|%|€|Uhr|Stück|Std\.|Min\.)(?![\p{L}]))/gu,
      ),
    ].map((m) => m[0]),
  );
}
