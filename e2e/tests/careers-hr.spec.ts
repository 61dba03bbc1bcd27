// Applications as an HR tool (issue 18): an application with a photo CV moves through its
// statuses in the admin panel and the applicant gets the mails HR sent; staff without the HR permission
// see no application; the applicant withdraws through the link in the confirmation mail.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { PDF, sendApplication } from '../forms';
import { problemsAtEveryWidth } from '../layout-check';

const konto = `${urls.backend}/konto`;
const PHOTO = readFileSync(new URL('../files/lebenslauf-foto.jpg', import.meta.url));
const JOB = 'Lagermitarbeiter/Warenannahme (m/w/d)';
async function apply(page: Page, name: string, email: string) {
  await page.goto('/karriere/lagermitarbeiter-warenannahme');
  await sendApplication(
    page,
    { name, email },
    {
      cv: [
        { name: 'Seite 1.jpg', mimeType: 'image/jpeg', buffer: PHOTO },
        { name: 'Seite 2.jpg', mimeType: 'image/jpeg', buffer: PHOTO },
      ],
      more: { name: 'Staplerschein.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  );
  await expect(page).toHaveURL(/\/karriere\/lagermitarbeiter-warenannahme\/danke$/);
}

/** The outbox mails to `to`, oldest first, with their text (HR's wait 30 s before they go). */
async function mailsTo(admin: APIRequestContext, to: string, count: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const list = (await (await admin.get('/api/admin/mail/outbox?per_page=100')).json()).data as {
      id: number;
      recipient: string;
    }[];
    const mine = list.filter((m) => m.recipient === to).reverse();
    if (mine.length >= count)
      return Promise.all(
        mine.map(
          async (m) =>
            (await (await admin.get(`/api/admin/mail/outbox/${m.id}`)).json()).data as {
              subject: string;
              text: string;
              reply_to: string | null;
            },
        ),
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Weniger als ${count} E-Mails an ${to} im Postausgang`);
}

async function expectAccessibleAtEveryWidth(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await problemsAtEveryWidth(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an application with a photo CV moves through the statuses in the panel; the applicant gets the mails', async ({
  page,
  context,
}) => {
  // Three screens, each checked at every width from 320 px: slow on a busy machine.
  test.setTimeout(300_000);
  const stamp = Date.now();
  const email = `frieda-${stamp}@beispiel.example`;
  await apply(page, 'Frieda Fotografie', email);

  await installAxe(page);
  await signInBrowser(context, 'personal-hr');
  await page.goto(`${konto}/bewerbungen?status=eingegangen`);
  await interact(page);
  await expect(page.getByRole('navigation', { name: 'Verwaltung' })).toContainText('Bewerbungen');
  await expect(
    page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Benutzer' }),
  ).toHaveCount(0);
  await page.getByLabel('Stelle').selectOption('lagermitarbeiter-warenannahme');
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/stelle=lagermitarbeiter-warenannahme/);
  const row = page.getByRole('row').filter({ hasText: 'Frieda Fotografie' }).first();
  await expect(row).toContainText('Eingegangen');
  await expect(row).toContainText('nach Abschluss');
  await expectAccessibleAtEveryWidth(page);
  await row.getByRole('link', { name: 'Frieda Fotografie' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frieda Fotografie');
  // Values for people: the day in German, Ja/Nein, the photos shown inline.
  await expect(page.getByText('1. März 2027')).toBeVisible();
  await expect(page.getByText('Talentpool zugestimmt')).toBeVisible();
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: /^Nein$/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('6 Monate nach Abschluss des Verfahrens')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Lebenslauf, Seite 1 (Foto)' });
  await expect(photo).toBeVisible();
  // Its box is there before its picture: wait until the picture itself has loaded.
  await expect(photo).toHaveJSProperty('naturalWidth', 600);
  await expect(page.getByRole('link', { name: 'Herunterladen' })).toHaveCount(3);
  await expect(page.getByText('Weitere Unterlage 1')).toBeVisible();

  await page.getByLabel('Zuständig').selectOption({ label: 'Svenja Marquardt' });
  await page.getByRole('button', { name: 'Zuständigkeit speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Die Zuständigkeit wurde gespeichert.');

  for (const status of ['In Prüfung', 'Gespräch']) {
    await page.getByLabel('Status').selectOption({ label: status });
    await page.getByRole('button', { name: 'Status speichern' }).click();
    await expect(page.getByRole('status')).toHaveText('Der Status wurde gespeichert.');
    await expect(page.locator('h1 + span')).toHaveText(status);
  }
  await page
    .getByLabel('Neue Notiz (nur intern)')
    .fill('Gespräch am Montag, Staplerschein liegt vor.');
  await page.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Die Notiz wurde gespeichert.');
  await expect(page.getByLabel('Neue Notiz (nur intern)')).toHaveValue('');

  // Absage opens its mail first (hr-mails.spec.ts has the rest of that journey).
  await page.getByLabel('Status').selectOption({ label: 'Absage' });
  await page.getByRole('button', { name: 'Status speichern' }).click();
  await page
    .getByRole('dialog', { name: 'Absage: E-Mail an Frieda Fotografie' })
    .getByRole('button', { name: 'Senden' })
    .click();
  await expect(page.getByRole('status')).toContainText('Bis dahin können Sie sie zurücknehmen.');
  const timeline = page.getByRole('region', { name: 'Verlauf und Notizen' }).getByRole('listitem');
  await expect(timeline.first()).toContainText('E-Mail geschrieben und abgeschickt (Absage)');
  await expect(timeline.filter({ hasText: 'Staplerschein liegt vor.' })).toContainText(
    'Svenja Marquardt',
  );
  await expect(timeline.last()).toContainText('Bewerbung eingegangen');
  await expect(page.getByText(/^am \d{1,2}\. \w+ \d{4}$/)).toBeVisible();
  await expectAccessibleAtEveryWidth(page);

  const admin = await signedInApi('admin');
  const [confirmation, rejection] = await mailsTo(admin, email, 2);
  expect(confirmation!.subject).toBe(`Ihre Bewerbung als ${JOB}`);
  expect(confirmation!.reply_to).toBe('karriere@hallberg-frischdienst.example');
  expect(confirmation!.text).toContain('Bewerbung zurückziehen');
  expect(rejection!.text).toContain('für eine andere Bewerbung entschieden');
  expect(rejection!.text).toContain('Guten Tag Frieda Fotografie,');
  expect(rejection!.reply_to).toBe('karriere@hallberg-frischdienst.example');
  await admin.dispose();

  await page.goto(`${konto}/bewerbungen/vorlagen`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'E-Mail-Vorlagen für Bewerbungen',
  );
  await expectAccessibleAtEveryWidth(page);
});

test('HR finds an application by a name typed without its umlauts and downloads the list as CSV', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await apply(page, 'Jürgen Öztürk', `oeztuerk-${stamp}@beispiel.example`);
  await signInBrowser(context, 'personal-hr');
  await page.goto(`${konto}/bewerbungen`);
  await page.getByLabel('Name oder E-Mail-Adresse').fill('ozturk');
  await page.getByLabel('Zuständig').selectOption('niemand');
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/q=ozturk&.*zustaendig=niemand/);
  await expect(page.getByRole('status')).toContainText('gefunden');
  await expect(
    page.getByRole('row').filter({ hasText: `oeztuerk-${stamp}@beispiel.example` }),
  ).toHaveCount(1);

  // The download carries the same filters; Excel reads its umlauts.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Liste als CSV herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bewerbungen-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFEingang;Name;E-Mail-Adresse;Stelle;Status;Zuständig')).toBe(true);
  expect(csv).toContain(`;Jürgen Öztürk;oeztuerk-${stamp}@beispiel.example;${JOB};Eingegangen;;`);

  // On a phone each application is a card with its status.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: `oeztuerk-${stamp}` });
  await expect(card).toContainText('Eingegangen');
  await expect(card.getByRole('link', { name: 'Jürgen Öztürk' })).toBeVisible();
});

test('staff without the HR permission see no application, in the panel or the API', async ({
  page,
  context,
  watch,
}) => {
  watch.allowConsoleError(/403|Failed to load resource/);
  await signInBrowser(context, 'personal');
  const response = await page.goto(`${konto}/bewerbungen`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zugriff verweigert');
  await expect(page.getByRole('table')).toHaveCount(0);
  const api = await page.request.get(`${urls.backend}/api/admin/applications`, {
    headers: { Accept: 'application/json' },
  });
  expect(api.status()).toBe(403);
  const detail = await page.request.get(`${konto}/bewerbungen/1`, { maxRedirects: 0 });
  expect(detail.status()).toBe(403);
});

test('the applicant withdraws through the link in the confirmation mail', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `rueckzug-${Date.now()}@beispiel.example`;
  await apply(page, 'Rita Rückzug', email);
  const admin = await signedInApi('admin');
  const [confirmation] = await mailsTo(admin, email, 1);
  await admin.dispose();
  const link = /https?:\/\/\S+\/konto\/bewerbung\/zurueckziehen\?\S+/.exec(confirmation!.text)![0];

  await installAxe(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bewerbung zurückziehen');
  await expect(page.getByText(`Bewerbung als ${JOB} zurückziehen?`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Bewerbung zurückziehen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ihre Bewerbung ist zurückgezogen',
  );
  await page.goto(link.replace(/signature=[^&\s]+/, 'signature=gefaelscht-0123456789'));
  await expect(page.getByRole('alert')).toHaveText(
    'Dieser Link ist ungültig oder die Bewerbung wurde bereits gelöscht.',
  );
});
