// Demo accounts (docs/backend-contract.md#demo-data); tests sign in as them through the backend.
import {
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
} from '@playwright/test';
import { createGuardrails, generateSync } from 'otplib';
import { urls } from './env';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export type Account =
  | 'guest'
  | 'admin'
  | 'personal'
  | 'personal-hr'
  | 'marketing'
  | 'autor'
  | 'leser'
  | 'kunde'
  | 'ohnerolle'
  | 'unbestaetigt'
  | 'wartend'
  | 'gesperrt'
  | 'zweifaktor'
  | 'zweifaktor-offen'
  | 'buchhaltung';

/** An account a test created itself (with DEMO_PASSWORD), by its address. */
export type Address = `${string}@${string}`;

export function emailOf(account: Account | Address): string {
  if (account.includes('@')) return account;
  return `${account.replace('-offen', '')}@example.com`;
}

// The demo secret is the classic 10-byte example; otplib asks for 16 bytes unless told otherwise.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

export function totpNow(): string {
  return generateSync({ secret: TOTP_SECRET, guardrails });
}

export async function xsrf(api: APIRequestContext): Promise<string> {
  const cookies = (await api.storageState()).cookies;
  return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}

/**
 * Signs in over the JSON API like the sign-in app does, and returns the request context
 * holding the session cookie. `zweifaktor-offen` stops after the password (2FA pending).
 * `ignoreHTTPSErrors`: a backend behind a proxy with a certificate made for the test.
 */
export async function signedInApi(
  account: Account | Address,
  backend: string = urls.backend,
  { ignoreHTTPSErrors = false } = {},
): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL: backend,
    extraHTTPHeaders: { Accept: 'application/json' },
    ignoreHTTPSErrors,
  });
  if (account === 'guest') return api;
  await api.get('/api/csrf-cookie');
  const login = await api.post('/api/login', {
    headers: { 'X-XSRF-TOKEN': await xsrf(api), Origin: backend },
    data: { login: emailOf(account), password: DEMO_PASSWORD, remember: false },
  });
  if (login.status() !== 204)
    throw new Error(`sign-in as ${account}: ${login.status()} ${await login.text()}`);
  if (account === 'zweifaktor') {
    // A code works only once; another test may just have used this time step's code.
    for (let attempt = 0; attempt < 2; attempt++) {
      await api.get('/api/csrf-cookie');
      const verify = await api.post('/api/verify-tfa-totp', {
        headers: { 'X-XSRF-TOKEN': await xsrf(api), Origin: backend },
        data: { code: totpNow() },
      });
      if (verify.status() === 204) break;
      if (attempt === 1)
        throw new Error(`2FA for ${account}: ${verify.status()} ${await verify.text()}`);
      await new Promise((r) => setTimeout(r, 30_500 - (Date.now() % 30_000)));
    }
  }
  return api;
}

/** Copies a signed-in API context's cookies into a browser context. */
export async function signInBrowser(
  context: BrowserContext,
  account: Account | Address,
): Promise<void> {
  if (account === 'guest') return;
  const api = await signedInApi(account);
  await context.addCookies((await api.storageState()).cookies);
  await api.dispose();
}

/**
 * A JSON mutation on the API as the context's account, with the XSRF header and Origin the
 * sign-in app sends (test setup; what a spec checks goes through the pages).
 */
export async function sendJson(
  api: APIRequestContext,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) {
  await api.get('/api/csrf-cookie');
  return api.fetch(path, {
    method,
    headers: { 'X-XSRF-TOKEN': await xsrf(api), Origin: urls.backend },
    data,
  });
}

/** Creates a verified, approved account through the admin API; answers its id. */
export async function createAccount(
  admin: APIRequestContext,
  person: { firstname: string; lastname: string; email: string; password: string },
  roleNames: string[] = ['Kunde'],
): Promise<number> {
  const roles = (await (await admin.get('/api/admin/roles')).json()).data as {
    id: number;
    name: string;
  }[];
  const created = await sendJson(admin, 'POST', '/api/admin/users', {
    ...person,
    password_confirmation: person.password,
    roles: roles.filter((r) => roleNames.includes(r.name)).map((r) => r.id),
    verified: true,
    enabled: true,
  });
  if (created.status() !== 201)
    throw new Error(`create ${person.email}: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** The text of the newest dev-outbox mail to `to` with this subject, waiting for the mail worker. */
export async function outboxMailText(
  admin: APIRequestContext,
  to: string,
  subject: string,
): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const list = await (await admin.get('/api/admin/mail/outbox?per_page=50')).json();
    const entry = (list.data as { id: number; recipient: string; subject: string }[]).find(
      (m) => m.recipient === to && m.subject === subject,
    );
    if (entry)
      return (await (await admin.get(`/api/admin/mail/outbox/${entry.id}`)).json()).data.text;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Keine E-Mail „${subject}“ an ${to} im Postausgang`);
}
