// Does a screen hold at a width? The document must not be wider than the window, and no text may
// stand outside its box (decision 015). Runs in the page; the viewport is resized in place.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

/**
 * The widths where a layout is tightest: the narrowest of each range the styles know (the base,
 * Tailwind's `sm` 640, `md` 768, `lg` 1024, `xl` 1280 and the full main menu's 1344 px, 84rem in
 * app.css), since inside a range a wider window only gives more room; plus the phone and the
 * desktop people use most (390, 1440: the tests' own width, checked first, where the screen was
 * opened) and one very wide sample. Decision 047.
 */
export const WIDTHS = [1440, 320, 390, 640, 768, 1024, 1280, 1344, 2560] as const;

/**
 * What breaks at the page's current width, as readable lines (empty = it holds).
 * Text inside a box that scrolls by design (overflow-x auto/scroll: table wrappers, the
 * section scroller) and visually hidden text (screen-reader labels, closed menus) is left out.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) {
      problems.push(`document is ${scrollWidth} px wide in a ${viewport} px window`);
    }

    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
          : '';
      return `<${el.tagName.toLowerCase()}${id}${cls}>`;
    };

    // Boxes whose overflow is meant: they scroll or deliberately clip (an ellipsis, sr-only).
    const excused = new Map<Element, boolean>();
    const isExcused = (start: Element): boolean => {
      for (let el: Element | null = start; el && el !== document.body; el = el.parentElement) {
        const known = excused.get(el);
        if (known !== undefined) return known;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        const yes =
          style.overflowX === 'auto' ||
          style.overflowX === 'scroll' ||
          style.textOverflow === 'ellipsis' ||
          style.visibility === 'hidden' ||
          (style.position === 'absolute' && rect.width <= 1 && rect.height <= 1) ||
          style.clipPath.startsWith('inset(50%');
        if (yes) {
          excused.set(start, true);
          return true;
        }
      }
      excused.set(start, false);
      return false;
    };

    const displays = new Map<Element, string>();
    const displayOf = (el: Element): string => {
      let display = displays.get(el);
      if (display === undefined) displays.set(el, (display = getComputedStyle(el).display));
      return display;
    };
    // An inline element's box grows with its text: the box that holds it is the first block.
    const blockOf = (el: Element): Element => {
      let box: Element = el;
      while (box.parentElement && displayOf(box) === 'inline') box = box.parentElement;
      return box;
    };

    // Text that leaves its box makes that box's content wider than the box itself, so only
    // boxes whose scrollWidth exceeds their clientWidth (and the window's edge) need a closer look.
    const viewportOverflow = scrollWidth > viewport;
    const candidates = [...document.body.querySelectorAll('*')].filter(
      (el) =>
        el.clientWidth > 0 &&
        (el.scrollWidth > el.clientWidth + 1 || viewportOverflow) &&
        !el.closest('script, style, noscript, template, svg'),
    );
    const range = document.createRange();
    const seen = new Set<Node>();
    for (const candidate of candidates) {
      const walker = document.createTreeWalker(candidate, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (seen.has(node)) continue;
        seen.add(node);
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        range.selectNodeContents(node);
        const textBox = range.getBoundingClientRect();
        if (textBox.width === 0 || textBox.height === 0) continue;
        const box = blockOf(parent);
        const boxRect = box.getBoundingClientRect();
        // The border box is the limit: a button's label may use its padding, never leave it.
        const outside =
          textBox.right > boxRect.right + 1 ||
          textBox.left < boxRect.left - 1 ||
          textBox.right > viewport + 1 ||
          textBox.left < -1;
        if (!outside || isExcused(parent)) continue;
        const by = Math.round(
          Math.max(
            textBox.right - boxRect.right,
            boxRect.left - textBox.left,
            textBox.right - viewport,
          ),
        );
        problems.push(
          `text "${text.slice(0, 40)}" runs ${by} px out of ${describe(box)} (${displayOf(box)})`,
        );
        if (problems.length > 12) return problems;
      }
    }
    return problems;
  });
}

/** Widths at which `LAYOUT_SCREENSHOTS=<folder>` saves a full-page screenshot for a person to look at. */
const SCREENSHOT_WIDTHS: readonly number[] = [390, 1024, 1280, 1440];

/**
 * Every width in WIDTHS, resized in place; returns the problems per width. With
 * `LAYOUT_SCREENSHOTS=<folder>`, also saves full-page screenshots at the widths people use most,
 * named by app port and path, so every screen can be looked at, not only measured.
 */
export async function problemsAtEveryWidth(
  page: Page,
  /** What else to read at a width, as lines (the typography at some widths). */
  alsoAt?: (width: number) => Promise<string[]>,
): Promise<string[]> {
  const shots = process.env.LAYOUT_SCREENSHOTS;
  const found: string[] = [];
  const height = page.viewportSize()?.height ?? 800;
  for (const width of WIDTHS) {
    if (page.viewportSize()?.width !== width) {
      await page.setViewportSize({ width, height });
      // Two frames: the resize has been laid out and ResizeObservers have run. Headless
      // Chromium now and then produces no frame for minutes (CI, 2026-11-28: a 5-minute timeout
      // here); the checks below read boxes, which forces the layout anyway, so a second is
      // enough to wait.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(resolve));
            setTimeout(resolve, 1000);
          }),
      );
    }
    for (const problem of await layoutProblems(page)) found.push(`${width} px: ${problem}`);
    for (const problem of (await alsoAt?.(width)) ?? []) found.push(`${width} px: ${problem}`);
    if (shots && SCREENSHOT_WIDTHS.includes(width)) {
      const url = new URL(page.url());
      // The describe block names the viewer ("the intranet as kunde"), the address the screen.
      const viewer = test.info().titlePath.at(-2) ?? '';
      const name = `${viewer} ${url.port}${url.pathname}${url.search}`.replace(/[^\w-]+/g, '_');
      mkdirSync(join(shots, String(width)), { recursive: true });
      await page.screenshot({ path: join(shots, String(width), `${name}.png`), fullPage: true });
    }
  }
  return found;
}

/**
 * An admin or sign-in screen passes axe and holds at 390 and 1280 px; with
 * E2E_SCREENSHOTS=<folder> it is photographed at both widths as `<name>-<width>.png`.
 * Leaves the page at 1280 px.
 */
export async function expectScreenHolds(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  const shots = process.env.E2E_SCREENSHOTS;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutProblems(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}
