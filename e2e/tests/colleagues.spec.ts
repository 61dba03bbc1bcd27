// The staff directory (issue 32, decision 052): staff search by name, department or title and
// filter by department, in the address and without JavaScript; each card links phone, mobile
// (only with consent) and e-mail and offers a vCard; customers are refused; the page holds at
// 390 px and passes axe; a person changes the extension in the profile and the directory shows it.
import { createAccount, signedInApi, signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { layoutProblems } from '../layout-check';

const konto = `${urls.backend}/konto`;
const PASSWORD = 'Durchwahl-Geändert-2026';

test('staff search and filter the directory; the address keeps it and a vCard downloads', async ({
  page,
  context,
  browser,
}) => {
  await signInBrowser(context, 'leser');
  await page.goto('/intern/mitarbeitende');
  await interact(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mitarbeitende');
  const people = page.getByRole('list', { name: 'Mitarbeitende' });
  await expect(people.getByRole('heading', { name: 'Paul Petersen' })).toBeVisible();
  // Customers and blocked accounts are never listed.
  await expect(people.getByRole('heading', { name: 'Karin Kühn' })).toHaveCount(0);
  await expect(people.getByRole('heading', { name: 'Gerd Sperling' })).toHaveCount(0);

  // Folded German: „Qualitaetssicherung“ finds „Qualitätssicherung“.
  await page
    .getByRole('searchbox', { name: 'Name, Abteilung oder Funktion' })
    .fill('qualitaetssicherung');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/q=qualitaetssicherung/);
  await expect(people.getByRole('article')).toHaveCount(1);
  await expect(people.getByRole('heading', { name: 'Paul Petersen' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Name, Abteilung oder Funktion' }).fill('');
  await page.getByRole('combobox', { name: 'Abteilung' }).selectOption('Lager & Logistik');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/abteilung=Lager\+%26\+Logistik/);
  const lena = people.getByRole('article', { name: 'Lena Lehmann' });
  await expect(people.getByRole('article')).toHaveCount(1);
  await expect(lena.getByRole('link', { name: '040 66969-520' })).toHaveAttribute(
    'href',
    'tel:+494066969520',
  );
  await expect(lena.getByRole('link', { name: 'leser@example.com' })).toHaveAttribute(
    'href',
    'mailto:leser@example.com',
  );
  // Lena agreed to show her mobile number.
  await expect(lena.getByRole('link', { name: '0152 31234567' })).toHaveAttribute(
    'href',
    'tel:+4915231234567',
  );

  const vcard = lena.getByRole('link', { name: /Kontakt speichern von Lena Lehmann/ });
  const answer = await page.request.get((await vcard.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/vcard; charset=utf-8');
  const card = await answer.text();
  expect(card).toContain('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Lena Lehmann\r\n');
  expect(card).toContain('ORG:Hallberg Frischdienst GmbH & Co. KG;Lager & Logistik');

  // Without JavaScript the form works as well: Alma Albers (Einkauf) has not agreed to show
  // her mobile number.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: urls.website });
  await signInBrowser(plain, 'leser');
  const noScript = await plain.newPage();
  await noScript.goto('/intern/mitarbeitende');
  await noScript.getByRole('combobox', { name: 'Abteilung' }).selectOption('Einkauf');
  await noScript.getByRole('button', { name: 'Suchen' }).click();
  await expect(noScript).toHaveURL(/abteilung=Einkauf/);
  const alma = noScript.getByRole('article', { name: 'Alma Albers' });
  await expect(alma).toBeVisible();
  await expect(noScript.getByRole('article')).toHaveCount(1);
  await expect(alma.getByRole('link', { name: '040 66969-214' })).toBeVisible();
  await expect(alma.getByText('Mobil', { exact: true })).toHaveCount(0);
  await expect(alma.getByText('0160 9988776')).toHaveCount(0);
  await plain.close();
});

test('a customer is refused and does not see the directory in the navigation', async ({
  page,
  context,
  watch,
}) => {
  watch.allowConsoleError(/403/);
  await signInBrowser(context, 'kunde');
  await page.goto('/intern');
  await expect(page.getByRole('link', { name: 'Mitarbeitende' })).toHaveCount(0);
  const response = await page.goto('/intern/mitarbeitende');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zugriff verweigert');
  await expect(page.getByText('Lena Lehmann')).toHaveCount(0);
  expect((await page.request.get('/intern/mitarbeitende/1.vcf')).status()).toBe(403);
});

test('the directory at 390 px: no overflow, no axe violation', async ({ page, context }) => {
  await signInBrowser(context, 'personal');
  await installAxe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/intern/mitarbeitende');
  await interact(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
});

test('a person changes the extension in the profile and the directory shows it', async ({
  page,
}) => {
  const admin = await signedInApi('admin');
  const email = `durchwahl-${Date.now()}@example.com`;
  await createAccount(
    admin,
    { firstname: 'Edda', lastname: 'Erreichbar', email, password: PASSWORD },
    ['Personal'],
  );
  await admin.dispose();

  await page.goto(`${konto}/auth/login?intended=${encodeURIComponent(`${konto}/auth/profile`)}`);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto');

  const personal = page.getByRole('region', { name: 'Persönliche Daten' });
  const extension = personal.getByRole('textbox', { name: 'Durchwahl' });
  await extension.fill('77a');
  await personal.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(
    personal.getByText('Die Durchwahl besteht nur aus Ziffern, z. B. 214.'),
  ).toBeVisible();
  await expect(extension).toBeFocused();

  await extension.fill('777');
  await personal.getByRole('textbox', { name: 'Mobilnummer' }).fill('0170 5551234');
  await personal.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(personal.getByText('Ihre Angaben wurden gespeichert.')).toBeVisible();

  await page.goto(`${urls.website}/intern/mitarbeitende?q=erreichbar`);
  const edda = page.getByRole('article', { name: 'Edda Erreichbar' });
  await expect(edda.getByRole('link', { name: '040 66969-777' })).toHaveAttribute(
    'href',
    'tel:+494066969777',
  );
  // Without consent the mobile number stays hidden.
  await expect(edda.getByText('0170 5551234')).toHaveCount(0);
});
