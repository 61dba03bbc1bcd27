// The dev outbox in the administration, as an admin uses it: searched by the recipient, a mail
// opened by its subject (mails are written a moment after what sends them, so it asks again).
import type { Page } from '@playwright/test';
import { urls } from './env';

/** Opens the newest outbox mail to `to` with this subject (the admin's page stays on it). */
export async function openOutboxMail(admin: Page, to: string, subject: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await admin.goto(`${urls.backend}/konto/postausgang?q=${encodeURIComponent(to)}`);
    const mail = admin.getByRole('listitem').filter({ hasText: to }).filter({ hasText: subject });
    if (await mail.count()) {
      await mail.first().getByRole('link', { name: subject }).click();
      return;
    }
    await admin.waitForTimeout(500);
  }
  throw new Error(`Keine E-Mail „${subject}“ an ${to} im Postausgang`);
}
