// HR mails only what HR has seen (issue 28, item 5): choosing Absage opens the mail, HR edits and
// sends it, takes it back within its 30 seconds, and nothing reaches the applicant; an interview
// invitation is written from its template with day, time and place, and goes after 30 s.
import type { APIRequestContext, Page } from '@playwright/test';
import { signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { sendApplication } from '../forms';

const konto = `${urls.backend}/konto`;
const JOB = 'Lagermitarbeiter/Warenannahme (m/w/d)';
const HR_MAILBOX = 'karriere@hallberg-frischdienst.example';
// A mail HR sent waits this long in the queue (APPLICANT_MAIL_UNDO_SECONDS), then the worker's round.
const HOLD_MS = 30_000;

async function apply(page: Page, name: string, email: string) {
  await page.goto('/karriere/lagermitarbeiter-warenannahme');
  await sendApplication(page, { name, email });
  await expect(page).toHaveURL(/\/karriere\/lagermitarbeiter-warenannahme\/danke$/);
}

/** The outbox mails to `to`, oldest first. */
async function outbox(admin: APIRequestContext, to: string) {
  const list = (await (await admin.get('/api/admin/mail/outbox?per_page=100')).json()).data as {
    id: number;
    recipient: string;
  }[];
  return Promise.all(
    list
      .filter((m) => m.recipient === to)
      .reverse()
      .map(
        async (m) =>
          (await (await admin.get(`/api/admin/mail/outbox/${m.id}`)).json()).data as {
            subject: string;
            text: string;
            reply_to: string | null;
          },
      ),
  );
}

/** HR opens the application from the list. */
async function openApplication(page: Page, name: string) {
  await page.goto(`${konto}/bewerbungen?status=eingegangen`);
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await interact(page);
}

test('HR chooses Absage, edits the mail, sends it and takes it back: nothing reaches the applicant', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const name = 'Rieke Rückgängig';
  const email = `rieke-${Date.now()}@beispiel.example`;
  await apply(page, name, email);
  await installAxe(page);
  await signInBrowser(context, 'personal-hr');
  await openApplication(page, name);
  await expect(page.getByText(`Bewerbung als ${JOB} · eingegangen am`)).toBeVisible();

  await page.getByLabel('Status').selectOption({ label: 'Absage' });
  await page.getByRole('button', { name: 'Status speichern' }).click();
  const dialog = page.getByRole('dialog', { name: `Absage: E-Mail an ${name}` });
  await expect(dialog).toBeVisible();
  // Nothing saved yet: the status is what it was.
  await expect(page.locator('h1 + span')).toHaveText('Eingegangen');
  await expect(dialog.getByLabel('Betreff')).toHaveValue(`Ihre Bewerbung als ${JOB}`);
  await expect(dialog.getByLabel('Text')).toHaveValue(/für eine andere Bewerbung entschieden/);
  await expect(dialog.getByText(`${name} <${email}>`)).toBeVisible();
  await expect(dialog.getByText(HR_MAILBOX)).toBeVisible();
  // Focus is in the dialog.
  await expect(dialog.getByLabel('Betreff')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByLabel('Betreff').fill('Ihre Bewerbung bei Hallberg');
  await dialog
    .getByLabel('Text')
    .fill('vielen Dank für das nette Gespräch.\n\nLeider können wir Ihnen keine Stelle anbieten.');
  // By keyboard: Tab from the text field reaches „Schluss und Pflichtangaben“ and the buttons.
  await dialog.getByRole('button', { name: 'Senden' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: 'Bis dahin können Sie sie' });
  await expect(notice).toContainText(
    new RegExp(
      `^Die E-Mail „Ihre Bewerbung bei Hallberg“ an ${name} geht um \\d{2}:\\d{2}:\\d{2} Uhr raus\\. Bis dahin können Sie sie zurücknehmen\\.`,
    ),
  );
  await expect(notice).toBeFocused();
  await expect(page.locator('h1 + span')).toHaveText('Absage');
  const undo = page.getByRole('button', {
    name: 'Rückgängig: E-Mail „Ihre Bewerbung bei Hallberg“ nicht senden',
  });
  await expect(undo).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(undo).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toHaveText(
    `Die E-Mail „Ihre Bewerbung bei Hallberg“ an ${name} wurde zurückgenommen und nicht versandt.`,
  );
  await expect(page.getByRole('status')).toBeFocused();
  await expect(undo).toHaveCount(0);
  const timeline = page.getByRole('region', { name: 'Verlauf und Notizen' }).getByRole('listitem');
  await expect(timeline.first()).toContainText('E-Mail zurückgenommen, nicht versandt (Absage)');
  await expect(timeline.first()).toContainText('„Ihre Bewerbung bei Hallberg“');
  await expect(timeline.nth(1)).toContainText('E-Mail geschrieben und abgeschickt (Absage)');
  await expect(
    page.getByRole('region', { name: 'E-Mails an die Bewerberin oder den Bewerber' }),
  ).toContainText('zurückgenommen, nicht versandt');
  // That it never goes, past its 30 seconds and the worker's round, the backend's own test
  // shows by moving its time (applications/applicant-mails.test.ts); here: the outbox holds the
  // confirmation only.
  const admin = await signedInApi('admin');
  const mails = await outbox(admin, email);
  await admin.dispose();
  expect(mails.map((m) => m.subject)).toEqual([`Ihre Bewerbung als ${JOB}`]);
});

test('HR invites to an interview from the template: day, time and place filled in, edited, sent after 30 s', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const name = 'Ilka Interview';
  const email = `ilka-${Date.now()}@beispiel.example`;
  await apply(page, name, email);
  await installAxe(page);
  await signInBrowser(context, 'personal-hr');
  await openApplication(page, name);

  const write = page.getByRole('region', { name: 'E-Mails an die Bewerberin oder den Bewerber' });
  await expect(write.getByLabel('Vorlage')).toHaveValue('einladung');
  await write.getByLabel('Datum').fill('2027-01-12');
  await write.getByLabel('Uhrzeit').fill('10:30');
  await write.getByLabel('Ort').fill('Billstraße 84, 20539 Hamburg');
  await write.getByRole('button', { name: 'E-Mail schreiben' }).click();

  const dialog = page.getByRole('dialog', {
    name: `Einladung zum Vorstellungsgespräch: E-Mail an ${name}`,
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Betreff')).toHaveValue(
    'Einladung zum Vorstellungsgespräch am Dienstag, 12. Januar 2027',
  );
  const text = dialog.getByLabel('Text');
  await expect(text).toHaveValue(/am Dienstag, 12\. Januar 2027 um 10:30 Uhr\nOrt: Billstraße 84/);
  await expect(dialog.getByRole('button', { name: 'Ohne E-Mail speichern' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await text.fill(`${await text.inputValue()}\n\nFragen Sie am Empfang nach Svenja Marquardt.`);
  await dialog.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bis dahin' })).toBeFocused();
  // Writing changes no status.
  await expect(page.locator('h1 + span')).toHaveText('Eingegangen');

  // After its 30 seconds it goes, and the page says when.
  await expect(page.getByRole('status')).toHaveText(
    new RegExp(`^Die E-Mail „.+“ an ${name} wurde um \\d{2}:\\d{2}:\\d{2} Uhr versandt\\.$`),
    { timeout: HOLD_MS + 20_000 },
  );
  await expect(page.getByRole('button', { name: /^Rückgängig/ })).toHaveCount(0);
  const timeline = page.getByRole('region', { name: 'Verlauf und Notizen' }).getByRole('listitem');
  await expect(timeline.first()).toContainText(
    'E-Mail versandt (Einladung zum Vorstellungsgespräch)',
  );
  await expect(write).toContainText('versandt am');

  const admin = await signedInApi('admin');
  const [, invitation] = await outbox(admin, email);
  await admin.dispose();
  expect(invitation!.subject).toBe(
    'Einladung zum Vorstellungsgespräch am Dienstag, 12. Januar 2027',
  );
  expect(invitation!.reply_to).toBe(HR_MAILBOX);
  expect(invitation!.text).toContain(`Guten Tag ${name},`);
  expect(invitation!.text).toContain('Fragen Sie am Empfang nach Svenja Marquardt.');
});
