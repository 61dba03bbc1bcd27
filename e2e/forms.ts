// What the browser tests need to fill in the website's public forms as a person does.
import type { Page } from '@playwright/test';

/** The forms refuse submissions faster than a person can type (minimum fill time 3 s). */
export const HUMAN_PAUSE_MS = 3_200;

/** The smallest PDF the server accepts as one (it checks content, not names). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type Files = Parameters<ReturnType<Page['getByLabel']>['setInputFiles']>[0];

/**
 * Fills in the application form on the page (a job ad's or the unsolicited application's) and
 * sends it after a person's pause; a CV as one PDF unless `files.cv` says otherwise.
 */
export async function sendApplication(
  page: Page,
  person: { name: string; email: string; phone?: string; start?: string },
  files: { cv?: Files; more?: Files } = {},
): Promise<void> {
  await page.mouse.move(5, 5);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Bewerbung absenden' }) });
  await form.getByLabel('Vor- und Nachname').fill(person.name);
  await form.getByLabel('E-Mail').fill(person.email);
  await form.getByLabel('Telefon').fill(person.phone ?? '0170 1234567');
  await form.getByLabel('Frühester Eintrittstermin').fill(person.start ?? '2027-03-01');
  await form.getByLabel(/Ich bin einverstanden/).check();
  await form
    .getByLabel('Lebenslauf')
    .setInputFiles(
      files.cv ?? { name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF },
    );
  if (files.more)
    await form.getByLabel('Weitere Unterlagen (freiwillig)').setInputFiles(files.more);
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
}
