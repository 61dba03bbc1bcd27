// axe-core in the page, with the WCAG 2.1 A/AA rules. Injected through the DevTools protocol
// (addInitScript), which our strict CSP rightly does not allow pages to do themselves.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
export const axePath = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Call before the first `goto` of the page. */
export async function installAxe(page: Page): Promise<void> {
  await page.addInitScript({ path: axePath });
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  return runAxe(page, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  });
}

/** Text contrast (AA) of one element in its present state, e.g. while hovered. */
export async function contrastViolations(page: Page, selector: string): Promise<AxeViolation[]> {
  return runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast'] } }, selector);
}

async function runAxe(page: Page, options: object, selector?: string): Promise<AxeViolation[]> {
  return page.evaluate(
    async ({ options, selector }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: unknown,
              opts: unknown,
            ) => Promise<{
              violations: {
                id: string;
                impact: string | null;
                help: string;
                nodes: { target: unknown[] }[];
              }[];
            }>;
          };
        }
      ).axe;
      const context = selector ? document.querySelector(selector) : document;
      // An element that is gone (a plain control replaced by its interactive version): nothing to check.
      if (!context) return [];
      // Colours as they end, not halfway through a transition (CI 2026-11-30: the documents'
      // count measured while the listing faded back in after loading). Endless animations and
      // anything over two seconds are not waited for.
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
      const result = await axe.run(context, options);
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)),
      }));
    },
    { options, selector },
  );
}
