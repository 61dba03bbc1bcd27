// Sign-in with the company's provider (issue 33, item 1; decision 060) in the browser, against a
// real OpenID provider on this machine (oidc-provider, with a sign-in page of its own) and a
// backend of its own (SQLite, demo data) that knows it: a new employee of the company's domain
// signs in and lands where they wanted to go; an existing account is linked only after its
// password, and from then on the button alone is enough; a refused answer says so in German;
// signing out offers the provider's sign-out; a changed state and an answer sent again are
// refused in the browser. Forged tokens (another audience, expired, another nonce) need an
// issuer that forges them: the backend's tests (src/features/oidc/oidc.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startOidcProvider, type TestProvider } from '../../apps/backend/test/oidc';
import { axeViolations, installAxe } from '../axe';
import { expect, interactive, test } from '../fixtures';
import { healthy } from '../wiki-api';

const ROOT = join(import.meta.dirname, '../..');
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const BACKEND = `http://localhost:${5330 + OFFSET}`;
const PROFILE = '/konto/auth/profile';

let provider: TestProvider | undefined;
let backend: ChildProcess | undefined;
let dataDir = '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = await startOidcProvider({
    redirectUri: `${BACKEND}/api/auth/oidc/callback`,
    postLogoutUri: 'http://localhost:3000',
  });
  provider.people.set('neu@hallberg.example', {
    email: 'neu@hallberg.example',
    given_name: 'Nora',
    family_name: 'Neumann',
  });
  provider.people.set('leser@example.com', {
    email: 'leser@example.com',
    given_name: 'Lena',
    family_name: 'Lehmann',
  });
  dataDir = mkdtempSync(join(tmpdir(), 'oidc-e2e-'));
  backend = spawn(process.execPath, [join(ROOT, 'apps/backend/build/server/index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: new URL(BACKEND).port,
      DATABASE_URL: join(dataDir, 'backend.sqlite'),
      MEDIA_ROOT: join(dataDir, 'media'),
      WEBSITE_URL: 'http://localhost:3000',
      FRONTEND_URL: BACKEND,
      FRONTEND_PREFIX: '/konto',
      TRUSTED_ORIGINS: `http://localhost:3000,${BACKEND}`,
      APP_KEY: 'e2e-only-key-0123456789abcdef0123456789abcdef',
      RATE_LIMIT_FACTOR: '100',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ALLOWED_DOMAINS: 'hallberg.example',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await healthy(BACKEND);
});

test.afterAll(async () => {
  if (backend && backend.exitCode === null) {
    backend.kill('SIGTERM');
    await new Promise((resolve) => backend!.once('exit', resolve));
  }
  await provider?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const signInPage = `${BACKEND}/konto/auth/login?intended=${encodeURIComponent(PROFILE)}`;

/** This test's backend and provider are the page's own hosts here. */
function allowOwnHosts(watch: { allowHost(origin: string): void }) {
  watch.allowHost(BACKEND);
  watch.allowHost(provider!.issuer);
}

/** At the provider's own page: the address, with or without a second factor. */
async function atProvider(page: Page, email: string, mfa = false) {
  await expect(page.getByRole('heading', { name: 'Test-Anbieter' })).toBeVisible();
  await page.getByLabel('E-Mail').fill(email);
  if (mfa) await page.getByLabel('Mit zweitem Faktor').check();
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

test('a new employee signs in with the company account and lands where they wanted', async ({
  page,
  watch,
}) => {
  allowOwnHosts(watch);
  await installAxe(page);
  await page.goto(signInPage);
  await interactive(page);
  const button = page.getByRole('link', { name: 'Mit Microsoft anmelden' });
  await expect(button).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [390, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`anmelden-${width}.png`),
      fullPage: true,
    });
  }
  await button.click();
  await atProvider(page, 'neu@hallberg.example', true);
  await expect(page).toHaveURL(`${BACKEND}${PROFILE}`);
  await expect(page.getByText('neu@hallberg.example').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Nora');
});

test('an existing account is linked after its password once, then the button is enough', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto(signInPage);
  await page.getByRole('link', { name: 'Mit Microsoft anmelden' }).click();
  await atProvider(page, 'leser@example.com');
  await expect(page).toHaveURL(/\/konto\/auth\/login\?oidc=verknuepfen/);
  await expect(
    page.getByText(/Bitte melden Sie sich dieses eine Mal mit Ihrem Passwort an/),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('verknuepfen-1280.png'), fullPage: true });
  await interactive(page);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('leser@example.com');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Demo-Passwort-2026');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(`${BACKEND}${PROFILE}`);
  await first.close();

  const later = await browser.newContext();
  const again = await later.newPage();
  await again.goto(signInPage);
  await again.getByRole('link', { name: 'Mit Microsoft anmelden' }).click();
  await atProvider(again, 'leser@example.com');
  await expect(again).toHaveURL(`${BACKEND}${PROFILE}`);
  await expect(again.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Lena');

  // Signing out here offers the provider's sign-out too.
  await again.goto(`${BACKEND}/konto/auth/logout`);
  await interactive(again);
  await again.getByRole('button', { name: 'Auch bei Microsoft abmelden' }).click();
  await expect(again.getByRole('heading', { name: 'Abgemeldet' })).toBeVisible();
  expect((await later.request.get(`${BACKEND}/api/session`)).status()).toBe(401);
  await again.getByRole('link', { name: 'Bei Microsoft abmelden' }).click();
  await expect(again).toHaveURL(new RegExp(`^${provider!.issuer}/session/end`));
  await later.close();
});

test('a person of another domain, and an answer without its sign-in, are refused in German', async ({
  page,
  watch,
}) => {
  allowOwnHosts(watch);
  await page.goto(signInPage);
  await page.getByRole('link', { name: 'Mit Microsoft anmelden' }).click();
  await atProvider(page, 'jemand@example.org');
  await expect(
    page.getByText('Mit diesem Microsoft-Konto gibt es hier kein Konto.', { exact: false }),
  ).toBeVisible();

  await page.goto(`${BACKEND}/api/auth/oidc/callback?code=abc&state=fremd`);
  await expect(page).toHaveURL(/oidc=abgelaufen/);
  await expect(
    page.getByText('Die Anmeldung mit Microsoft hat zu lange gedauert', { exact: false }),
  ).toBeVisible();
  expect((await page.request.get(`${BACKEND}/api/session`)).status()).toBe(401);
});

test('a changed state and the same answer sent again are refused, nobody signed in', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The sign-in started (its flow in this browser), then an answer with another state arrives.
  await page.goto(signInPage);
  await page.getByRole('link', { name: 'Mit Microsoft anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Test-Anbieter' })).toBeVisible();
  await page.goto(`${BACKEND}/api/auth/oidc/callback?code=irgendwas&state=geaendert`);
  await expect(page).toHaveURL(/oidc=fehler/);
  await expect(
    page.getByText('Die Anmeldung mit Microsoft ließ sich nicht bestätigen', { exact: false }),
  ).toBeVisible();
  expect((await context.request.get(`${BACKEND}/api/session`)).status()).toBe(401);

  await context.close();

  // A good answer, then the same once more: the sign-in is used up.
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  const answered = again.waitForRequest((r) => r.url().includes('/api/auth/oidc/callback?'));
  await again.goto(signInPage);
  await again.getByRole('link', { name: 'Mit Microsoft anmelden' }).click();
  await atProvider(again, 'zustand@hallberg.example');
  const callback = (await answered).url();
  await expect(again).toHaveURL(`${BACKEND}${PROFILE}`);
  await fresh.close();
  const other = await browser.newContext();
  const replay = await other.newPage();
  await replay.goto(callback);
  await expect(replay).toHaveURL(/oidc=abgelaufen/);
  expect((await other.request.get(`${BACKEND}/api/session`)).status()).toBe(401);
  await other.close();
});
