// The administration's audit log as a test reads it (apps/backend/app/routes/admin/audit.tsx).
import type { Locator, Page } from '@playwright/test';

/** The action of each entry on the page, newest first: one cell per row of the log's table. */
export function auditActions(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Einträge, Zeit, neueste zuerst' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Details/ }) })
    .locator('td:nth-child(2)');
}
