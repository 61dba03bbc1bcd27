import { urls } from '../env';
import { expect, readable, test } from '../fixtures';
import { HUMAN_PAUSE_MS, PDF, sendApplication } from '../forms';

// The first bytes of phone photos: the server checks content, not names.
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a464946000101', 'hex'),
  Buffer.alloc(512, 1),
]);
const HEIC = Buffer.concat([
  Buffer.from('00000018', 'hex'),
  Buffer.from('ftypheic'),
  Buffer.alloc(4),
  Buffer.from('mif1heic'),
  Buffer.alloc(512, 1),
]);

test.describe('contact form', () => {
  test('errors at each field, values kept, then a confirmation page', async ({ page, watch }) => {
    // The refused submission answers 422, which the browser notes in its console.
    watch.allowConsoleError(/422/);
    await page.goto('/kontakt');
    await page.mouse.move(5, 5);
    // The consent banner slides in over the bottom of the window once the page's code is there:
    // a click there as it comes lands on the banner (CI: the checkbox „did not change its
    // state“). Answered first, it stays away, also on the page the refused form answers with.
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookies und Statistik' })).toHaveCount(0);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Nachricht senden' }) });
    await form.getByLabel('Name').fill('Erika Musterfrau');
    await form.getByLabel('Firma / Betrieb').fill('Fleischerei Muster');
    await form.getByLabel('E-Mail').fill('keine-adresse');
    await form.getByLabel('Thema').selectOption('Vertrieb');
    await form.getByLabel('Ihre Nachricht').fill('Kurz');
    await form.getByLabel(/Ich bin einverstanden/).check();
    // The browser's own checks would stop this; switch them off to see the server's answer.
    await form.evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      'Bitte prüfen Sie die markierten Felder',
    );
    const email = form.getByLabel('E-Mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Erika Musterfrau');
    await expect(form.getByLabel('Ihre Nachricht')).toHaveValue('Kurz');

    await email.fill('erika@fleischerei-muster.example');
    await form
      .getByLabel('Ihre Nachricht')
      .fill('Bitte rufen Sie mich wegen eines Lieferkontos an.');
    await form.getByLabel(/Ich bin einverstanden/).check();
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/kontakt\/danke$/);
    await expect(page.locator('h1')).toHaveText('Vielen Dank für Ihre Nachricht');
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/kontakt');
    await page.getByLabel('Name').fill('Max Mustermann');
    await page.getByLabel('Firma / Betrieb').fill('Gasthaus Am Deich');
    await page.getByLabel('E-Mail').fill('max@gasthaus.example');
    await page.getByLabel('Thema').selectOption('Foodservice');
    await page
      .getByLabel('Ihre Nachricht')
      .fill('Wir möchten Ihr Foodservice-Sortiment kennenlernen.');
    await page.getByLabel(/Ich bin einverstanden/).check();
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/kontakt\/danke$/);
    await context.close();
  });

  test('too fast is refused with a kind message; the honeypot is silently dropped', async ({
    request,
  }) => {
    const form = {
      name: 'Schnell',
      company: 'Bot GmbH',
      email: 'bot@bot.example',
      topic: 'Sonstiges',
      message: 'Das ist eine sehr schnelle Nachricht.',
      privacy: 'on',
    };
    const token = async () =>
      /name="formStarted" value="([^"]+)"/.exec(
        readable(await (await request.get('/kontakt')).text()),
      )![1]!;

    const fast = await request.post('/kontakt', {
      headers: { Origin: urls.website },
      form: { ...form, formStarted: await token() },
    });
    expect(fast.status()).toBe(422);
    expect(readable(await fast.text())).toContain('Das ging sehr schnell');

    const started = await token();
    await new Promise((r) => setTimeout(r, HUMAN_PAUSE_MS));
    const bot = await request.post('/kontakt', {
      headers: { Origin: urls.website },
      form: { ...form, formStarted: started, website: 'https://spam.example' },
      maxRedirects: 0,
    });
    expect(bot.status()).toBe(303);
    expect(bot.headers().location).toBe('/kontakt/danke');

    const forged = await request.post('/kontakt', {
      headers: { Origin: urls.website },
      form: { ...form, formStarted: `${Date.now() - 60_000}.gefälscht` },
    });
    expect(forged.status()).toBe(422);
  });

  test('a post from another origin is refused', async ({ request }) => {
    const response = await request.post('/kontakt', {
      headers: { Origin: 'https://evil.example' },
      form: { name: 'x' },
    });
    expect(response.status()).toBe(403);
  });
});

test.describe('job application', () => {
  test('CV checked by content, oversized refused, then sent', async ({ page, watch }) => {
    watch.allowConsoleError(/422/);
    await page.goto('/karriere/einkaeufer-disponent');
    await page.mouse.move(5, 5);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Bewerbung absenden' }) });
    await form.getByLabel('Vor- und Nachname').fill('Jana Beispiel');
    await form.getByLabel('E-Mail').fill('jana@beispiel.example');
    await form.getByLabel('Telefon').fill('040 123456');
    await form.getByLabel('Frühester Eintrittstermin').fill('2027-02-01');
    await form
      .getByLabel('Nachricht an uns')
      .fill('Ich disponiere seit sechs Jahren Frischfleisch und möchte wechseln.');
    await form.getByLabel(/Ich bin einverstanden/).check();
    // A text file named .pdf is not a PDF.
    await form.getByLabel('Lebenslauf').setInputFiles({
      name: 'lebenslauf.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('nur Text, kein PDF'),
    });
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page.getByText('„lebenslauf.pdf“ können wir nicht öffnen')).toBeVisible();
    await expect(form.getByLabel('Vor- und Nachname')).toHaveValue('Jana Beispiel');

    await form.getByLabel(/Ich bin einverstanden/).check();
    await form
      .getByLabel('Lebenslauf')
      .setInputFiles({ name: 'Lebenslauf Jana.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page).toHaveURL(/\/karriere\/einkaeufer-disponent\/danke$/);
    await expect(page.locator('h1')).toHaveText('Vielen Dank für Ihre Bewerbung');
  });

  test('photos of a CV from a phone, several pages, without a message, then sent', async ({
    page,
  }) => {
    await page.goto('/karriere/lagermitarbeiter-warenannahme');
    await page.mouse.move(5, 5);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Bewerbung absenden' }) });
    await form.getByLabel('Vor- und Nachname').fill('Mehmet Foto');
    await form.getByLabel('E-Mail').fill('mehmet@beispiel.example');
    await form.getByLabel('Telefon').fill('0170 1234567');
    await form.getByLabel('Frühester Eintrittstermin').fill('2027-03-01');
    await expect(form.getByLabel('Nachricht an uns')).not.toHaveAttribute('required');
    await form.getByLabel(/Ich bin einverstanden/).check();
    await form.getByLabel('Lebenslauf').setInputFiles([
      { name: 'Seite 1.jpg', mimeType: 'image/jpeg', buffer: JPEG },
      { name: 'Seite 2.HEIC', mimeType: 'image/heic', buffer: HEIC },
    ]);
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page).toHaveURL(/\/karriere\/lagermitarbeiter-warenannahme\/danke$/);
    await expect(page.locator('h1')).toHaveText('Vielen Dank für Ihre Bewerbung');
  });

  test('„Initiativbewerbung“ leads to an application form with CV upload', async ({ page }) => {
    await page.goto('/karriere');
    await page.getByRole('link', { name: 'Initiativbewerbung', exact: true }).first().click();
    await expect(page).toHaveURL(/\/karriere\/initiativbewerbung$/);
    await expect(page.locator('h1')).toHaveText('Initiativbewerbung');
    await sendApplication(page, {
      name: 'Ina Initiativ',
      email: 'ina@beispiel.example',
      phone: '040 987654',
      start: '2027-04-01',
    });
    await expect(page).toHaveURL(/\/karriere\/initiativbewerbung\/danke$/);
    await expect(page.getByText('Initiativbewerbung', { exact: true })).toBeVisible();
  });

  test('uploads over 25 MB together are refused before they are read', async ({ request }) => {
    const html = readable(await (await request.get('/karriere/einkaeufer-disponent')).text());
    const started = /name="formStarted" value="([^"]+)"/.exec(html)![1]!;
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(26 * 1024 * 1024, 32)]);
    const response = await request.post('/karriere/einkaeufer-disponent', {
      headers: { Origin: urls.website },
      multipart: {
        formStarted: started,
        name: 'Groß',
        email: 'gross@beispiel.example',
        phone: '040 1',
        start_date: '2027-01-01',
        privacy: 'on',
        cv: { name: 'gross.pdf', mimeType: 'application/pdf', buffer: big },
      },
    });
    expect(response.status()).toBe(413);
  });
});
