// The newsletter (issue 29, decision 043): a visitor signs up on the public site, confirms
// through the link in the mail, marketing finds the address in the panel and downloads it as
// CSV, the mail's unsubscribe link ends it in one click and the address is gone. A signed-in
// customer subscribes in the profile, and the mail client's one-click POST (RFC 8058) ends it.
// With LAYOUT_SCREENSHOTS=<folder> every screen is photographed at 390, 1024, 1280 and 1440 px.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, readable, test } from '../fixtures';
import { HUMAN_PAUSE_MS } from '../forms';
import { problemsAtEveryWidth } from '../layout-check';

const konto = `${urls.backend}/konto`;

interface OutboxMail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The newest outbox mail to `to` with this subject, waiting for the queue to deliver it. */
async function mailTo(admin: APIRequestContext, to: string, subject: string): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const list = (await (await admin.get('/api/admin/mail/outbox?per_page=100')).json()).data as {
      id: number;
      recipient: string;
      subject: string;
    }[];
    const found = list.find((m) => m.recipient === to && m.subject === subject);
    if (found)
      return (await (await admin.get(`/api/admin/mail/outbox/${found.id}`)).json())
        .data as OutboxMail;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Keine E-Mail „${subject}“ an ${to} im Postausgang`);
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`${urls.website}${path}\\?token=[\\w.-]+`).exec(text);
  if (!match) throw new Error(`Kein Link ${path} in der E-Mail`);
  return match[0];
}

/** axe and every width from 320 px; photographed with LAYOUT_SCREENSHOTS. */
async function expectScreenHolds(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await problemsAtEveryWidth(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('the newsletter', () => {
  test('sign-up on the site → mail → confirm → in marketing’s list and CSV → one click in the mail → gone', async ({
    page,
    browser,
  }) => {
    // Several screens, each checked at every width from 320 px: slow on a busy machine.
    test.setTimeout(240_000);
    const email = `newsletter-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@gasthof.example`;
    const admin = await signedInApi('admin');
    await installAxe(page);
    // The consent banner answered (necessary only), so the screenshots show the form.
    await page
      .context()
      .addCookies([
        { name: 'hallberg_consent', value: 'v1.statistik=0.t=1763800000', url: urls.website },
      ]);

    // The public page: the form, its consent text and the way to the privacy policy.
    await page.goto('/newsletter');
    const html = readable(await page.content());
    expect(html).toContain('Ja, ich möchte den Newsletter von Hallberg Frischdienst');
    await expect(page.getByRole('link', { name: 'Datenschutzerklärung' }).first()).toHaveAttribute(
      'href',
      '/datenschutz#newsletter',
    );
    await expectScreenHolds(page);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Newsletter bestellen' }) });
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel(/Ja, ich möchte den Newsletter/).check();
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form.getByRole('button', { name: 'Newsletter bestellen' }).click();
    await expect(page).toHaveURL(/\/newsletter\/danke$/);
    await expect(
      page.getByText('Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.'),
    ).toBeVisible();
    await expectScreenHolds(page);

    // Marketing sees the sign-up waiting for its confirmation.
    const marketingContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInBrowser(marketingContext, 'marketing');
    const panel = await marketingContext.newPage();
    await installAxe(panel);
    const listUrl = `${konto}/newsletter?q=${encodeURIComponent(email)}`;
    await panel.goto(listUrl);
    const row = panel.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Bestätigung ausstehend');

    // The confirmation mail's link: opening it asks, the button confirms.
    const confirmation = await mailTo(
      admin,
      email,
      'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    );
    expect(confirmation.headers).toEqual({});
    await page.goto(linkIn(confirmation.text, '/newsletter/bestaetigen'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung bestätigen');
    await expectScreenHolds(page);
    await page.getByRole('button', { name: 'Ja, Newsletter erhalten' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vielen Dank – Ihre Anmeldung ist bestätigt',
    );
    await expectScreenHolds(page);

    // In the list now as confirmed, with the consent's time and text version.
    await panel.goto(listUrl);
    await expect(row).toContainText('Bestätigt');
    await expect(row).toContainText('Text 2026-11');
    await expectScreenHolds(panel);
    const download = panel.waitForEvent('download');
    await panel.getByRole('link', { name: 'Liste als CSV herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^newsletter-empfaenger-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^E-Mail-Adresse;Zustand;Angemeldet \(UTC\);Bestätigt \(UTC\);/);
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${email};Bestätigt;`))]);

    // The welcome mail carries the one-click unsubscribe in its headers and its footer.
    const welcome = await mailTo(admin, email, 'Willkommen beim Newsletter');
    expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${urls.backend}/api/newsletter/one-click\\?token=`),
    );
    await page.goto(linkIn(welcome.text, '/newsletter/abmelden'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter abbestellen');
    await expect(page.getByText(email)).toBeVisible();
    await expectScreenHolds(page);
    await page.getByRole('button', { name: 'Newsletter abbestellen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sie haben den Newsletter abbestellt',
    );
    await expectScreenHolds(page);

    // Gone from the list: the address is deleted, not marked.
    await panel.goto(listUrl);
    await expect(panel.getByText('Keine Empfänger gefunden.')).toBeVisible();
    // The link is spent.
    await page.goto(linkIn(welcome.text, '/newsletter/abmelden'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Dieser Link funktioniert nicht',
    );
    await marketingContext.close();
    await admin.dispose();
  });

  test('a customer subscribes in the profile at once; the mail client’s one-click POST ends it', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await signedInApi('admin');
    await signInBrowser(context, 'leser');
    await context.addCookies([
      { name: 'hallberg_consent', value: 'v1.statistik=0.t=1763800000', url: urls.website },
    ]);
    await installAxe(page);
    await page.goto('/intern/profil');
    const panel = page.getByRole('region', { name: 'Newsletter' });
    // From any state a run left behind: start unsubscribed.
    const off = panel.getByRole('button', { name: 'Newsletter abbestellen' });
    if (await off.isVisible()) {
      await off.click();
      await expect(panel.getByRole('alert')).toHaveText('Sie haben den Newsletter abbestellt.');
    }
    await expect(panel).toContainText('Ihre Adresse ist bestätigt');
    await panel.getByLabel(/Ja, ich möchte den Newsletter/).check();
    await panel.getByRole('button', { name: 'Newsletter bestellen' }).click();
    await expect(panel.getByRole('alert')).toContainText('Sie haben den Newsletter bestellt.');
    await expect(panel).toContainText('Sie erhalten den Newsletter an leser@example.com');
    await expectScreenHolds(page);

    const welcome = await mailTo(admin, 'leser@example.com', 'Willkommen beim Newsletter');
    const target = welcome.headers['List-Unsubscribe']!.slice(1, -1);
    // As a mail provider sends it: a form body, no cookie, no Origin, no XSRF token.
    const answer = await request.post(target, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status()).toBe(200);
    await page.reload();
    await expect(panel.getByRole('button', { name: 'Newsletter bestellen' })).toBeVisible();
    const list = await admin.get(`/api/admin/newsletter?search=leser%40example.com`);
    expect((await list.json()).data).toEqual([]);
    await admin.dispose();
  });
});
