// Personal API tokens (issue 33, item 2; decision 058): a member of the wiki's editors makes one
// in the profile, with one right and an expiry; the token is shown once and works as
// `Authorization: Bearer` on the wiki's API, not on the own account; revoked, it works no more.
// The section holds at 390 px and passes axe.
import { request } from '@playwright/test';
import { signInBrowser } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { layoutProblems } from '../layout-check';

const konto = `${urls.backend}/konto`;

test('a token made in the profile reads and writes the wiki for a program until it is revoked', async ({
  page,
  context,
}) => {
  await signInBrowser(context, 'personal');
  await installAxe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${konto}/auth/profile#api-tokens`);
  await interact(page);
  const section = page.getByRole('region', { name: 'API-Tokens' });
  const name = `Warenwirtschaft ${Date.now()}`;
  await section.getByRole('textbox', { name: 'Name' }).fill(name);
  await section
    .getByRole('checkbox', { name: 'Wiki: Artikel schreiben und zur Prüfung geben' })
    .check();
  await section.getByRole('combobox', { name: 'Gültig für' }).selectOption('30');
  await section.getByLabel('Passwort zur Bestätigung').fill('Demo-Passwort-2026');
  await section.getByRole('button', { name: 'Token erstellen' }).click();
  await expect(section.getByRole('status')).toHaveText(`Das Token „${name}“ ist erstellt.`);
  const shown = section.getByRole('textbox', { name: 'Token für „Authorization: Bearer“' });
  const token = await shown.inputValue();
  expect(token).toMatch(/^\d+\|[A-Za-z0-9_-]{40}$/);
  const item = section.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Rechte: Wiki: Artikel schreiben und zur Prüfung geben');
  await expect(item).toContainText('Zuletzt verwendet: noch nie');
  expect(await axeViolations(page)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);

  // A program with the token: no cookie, no XSRF token.
  const program = await request.newContext({
    baseURL: urls.backend,
    extraHTTPHeaders: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect((await program.get('/api/wiki/articles')).status()).toBe(200);
  expect((await program.get('/api/notifications')).status()).toBe(200);
  const written = await program.post('/api/wiki/articles', {
    data: { title: `Per Schnittstelle ${Date.now()}`, category: 'Allgemeines', body: 'Text.' },
  });
  expect(written.status()).toBe(201);
  expect((await program.get('/api/user')).status()).toBe(401);

  // Shown once: after a reload only its name, rights and last use.
  await page.reload();
  await expect(
    section.getByRole('textbox', { name: 'Token für „Authorization: Bearer“' }),
  ).toHaveCount(0);
  await expect(item).not.toContainText('noch nie');

  await item.getByRole('button', { name: `Widerrufen: ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Token „${name}“ widerrufen?` })
    .getByRole('button', { name: 'Token widerrufen' })
    .click();
  await expect(section.getByRole('status')).toHaveText('Das Token ist widerrufen.');
  await expect(item).toHaveCount(0);
  // Revoked, the program is nobody: the bell's list answers a guest 401.
  expect((await program.get('/api/notifications')).status()).toBe(401);
  await program.dispose();
});
