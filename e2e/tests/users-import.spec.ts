// Moving people in (issue 33, item 2; decision 059): an admin uploads a CSV file, reads each row's
// verdict in the preview, imports the good rows with invitations and finds the new account; at
// 390 px and without axe violations.
import { signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { layoutProblems } from '../layout-check';

const konto = `${urls.backend}/konto`;

test('an admin previews a CSV list row by row, then imports the good rows with invitations', async ({
  page,
  context,
}) => {
  const stamp = Date.now();
  const csv = [
    'Nachname;Vorname;E-Mail-Adresse;Abteilung;Rollen',
    `Import;Ida;ida.${stamp}@example.com;Lager & Logistik;Personal`,
    `Fehler;Fritz;keine-adresse;;`,
    'Lehmann;Lena;leser@example.com;Lager & Logistik;Personal',
  ].join('\n');
  await signInBrowser(context, 'admin');
  await installAxe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${konto}/benutzer`);
  await interact(page);
  await page.getByRole('link', { name: 'Aus CSV importieren' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benutzer importieren');
  await page.getByLabel('CSV-Datei').setInputFiles({
    name: 'personal.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const preview = page.getByRole('region', { name: '2. Vorschau' });
  await expect(preview.getByRole('status')).toHaveText(
    '1 neu, 0 geändert, 1 unverändert, 1 mit Fehler.',
  );
  // Each row of the file (the reasons are lists inside them).
  const rows = preview.getByRole('list', { name: 'Zeilen der Datei' }).locator(':scope > li');
  await expect(rows.nth(0)).toContainText('neu');
  await expect(rows.nth(1)).toContainText('E-Mail-Adresse:');
  await expect(rows.nth(2)).toContainText('Die Rollen bestehender Konten ändert der Import nicht.');
  expect(await axeViolations(page)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);

  await preview.getByRole('button', { name: '1 Zeile importieren' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toContainText(
    'Importiert: 1 neu, 0 geändert; 1 Einladungen sind unterwegs.',
  );
  await page.goto(`${konto}/benutzer?q=ida.${stamp}`);
  await expect(page.getByRole('link', { name: /Import, Ida/ })).toBeVisible();
});
