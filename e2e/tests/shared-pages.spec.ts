// Wiki pages are rendered once per access group and kept by the server (decision 009). These
// tests hold the promises that make that safe: the guards check every request before the
// store is asked, a stored page names no one, groups never share a page, and the data
// requests of client-side navigations are answered for the person, never from the store.
import { slugify } from '@frischkontor/contract';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { signedInApi, type Account } from '../accounts';
import { urls } from '../env';
import { expect, test } from '../fixtures';
import { wikiSentinels } from '../wiki-content';

test.describe.configure({ mode: 'serial' });

interface Visitor {
  account: Account;
  api: APIRequestContext;
  website: APIRequestContext;
  /** The backend's view of the person: what a shared page must not contain. */
  email: string | null;
  name: string | null;
  firstname: string | null;
}

const visitors = new Map<Account, Visitor>();

async function visitor(playwright: PlaywrightWorkerArgs['playwright'], account: Account) {
  const known = visitors.get(account);
  if (known) return known;
  const api = await signedInApi(account);
  const session = account === 'guest' ? null : await (await api.get('/api/session')).json();
  const website = await playwright.request.newContext({
    baseURL: urls.website,
    storageState: await api.storageState(),
  });
  const v: Visitor = {
    account,
    api,
    website,
    email: session?.user?.email ?? null,
    name: session?.user?.name ?? null,
    firstname: session?.user?.firstname ?? null,
  };
  visitors.set(account, v);
  return v;
}

test.afterAll(async () => {
  for (const v of visitors.values()) {
    await v.website.dispose();
    await v.api.dispose();
  }
});

/** An address no other test asked for: the store starts empty for it. */
const fresh = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}probe=${Math.random().toString(36).slice(2)}`;

const withoutNonces = (html: string) => html.replace(/nonce(="|-)[A-Za-z0-9+/=]+/g, 'nonce');

const draft = wikiSentinels().find((s) => s.draft)!;

test('a stored wiki page names no one and is served again after the session check', async ({
  playwright,
}) => {
  const staff = await visitor(playwright, 'personal');
  expect(staff.email).toBe('personal@example.com');
  const path = fresh('/intern/wiki');

  // Kept from the second request on: a page asked for once is only rendered and sent.
  expect((await staff.website.get(path)).headers()['x-cache']).toBe('BYPASS');
  const first = await staff.website.get(path, { maxRedirects: 0 });
  expect(first.status()).toBe(200);
  expect(first.headers()['x-cache']).toBe('MISS');
  const second = await staff.website.get(path, { maxRedirects: 0 });
  expect(second.status()).toBe(200);
  expect(second.headers()['x-cache']).toBe('HIT');
  expect(second.headers()['cache-control']).toMatch(/private, no-store/);

  const [a, b] = [await first.text(), await second.text()];
  expect(a).toContain('Wiki durchsuchen');
  expect(withoutNonces(b)).toBe(withoutNonces(a));
  for (const html of [a, b]) {
    expect(html).not.toContain(staff.email!);
    expect(html).not.toContain(staff.name!);
  }
  // Every response has its own nonce, stored page or not.
  const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
  expect(nonceOf(a)).toBeTruthy();
  expect(nonceOf(b)).not.toBe(nonceOf(a));
});

test('groups never share a page: the admin sees drafts, staff never do', async ({ playwright }) => {
  const admin = await visitor(playwright, 'admin');
  // Staff who only read (personal@ writes and publishes since issue 17, and sees drafts).
  const staff = await visitor(playwright, 'leser');
  // The draft's category lists every article of it; „Zuletzt aktualisiert“ on the index shows
  // only the six newest, which articles other tests write today push the draft out of.
  const path = fresh(`/intern/wiki?kategorie=${slugify(draft.category)}`);

  for (const round of ['BYPASS', 'MISS', 'HIT']) {
    const asAdmin = await admin.website.get(path);
    expect(asAdmin.headers()['x-cache'], `admin ${round}`).toBe(round);
    expect(await asAdmin.text(), `admin ${round}`).toContain(draft.title);

    const asStaff = await staff.website.get(path);
    expect(asStaff.headers()['x-cache'], `staff ${round}`).toBe(round);
    expect(await asStaff.text(), `staff ${round}`).not.toContain(draft.title);
  }
  // A draft's own page: the admin's stored copy never answers anyone else.
  const draftPath = `/intern/wiki/${draft.slug}`;
  for (let i = 0; i < 2; i++) expect((await admin.website.get(draftPath)).status()).toBe(200);
  expect((await admin.website.get(draftPath)).headers()['x-cache']).toBe('HIT');
  const refused = await staff.website.get(draftPath);
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toContain(draft.sentence.slice(0, 60));
});

test('the guards answer every request before the store is asked', async ({ playwright }) => {
  const staff = await visitor(playwright, 'personal');
  const path = fresh('/intern/wiki');
  for (let i = 0; i < 2; i++) await staff.website.get(path);
  expect((await staff.website.get(path)).headers()['x-cache']).toBe('HIT');

  const outcomes: [Account, number, string][] = [
    ['guest', 302, `${urls.backend}/konto/auth/login`],
    ['zweifaktor-offen', 302, `${urls.backend}/konto/auth/login`],
    ['unbestaetigt', 302, '/intern/profil'],
    ['gesperrt', 403, 'Konto gesperrt'],
    ['kunde', 403, 'Zugriff verweigert'],
    ['ohnerolle', 403, 'Zugriff verweigert'],
  ];
  for (const [account, status, sign] of outcomes) {
    const v = await visitor(playwright, account);
    const response = await v.website.get(path, { maxRedirects: 0 });
    const body = await response.text();
    expect(response.status(), account).toBe(status);
    expect(response.headers()['x-cache'], account).not.toBe('HIT');
    expect(body, account).not.toContain('Wiki durchsuchen');
    if (status === 302) expect(response.headers().location, account).toContain(sign);
    else expect(body, account).toContain(sign);
  }
});

test('data requests are answered for the person, never from the store', async ({ playwright }) => {
  const staff = await visitor(playwright, 'personal');
  const path = fresh('/intern/wiki');
  for (let i = 0; i < 2; i++) await staff.website.get(path);
  const [pathname, search] = path.split('?');
  for (let i = 0; i < 2; i++) {
    const response = await staff.website.get(`${pathname}.data?${search}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-cache']).not.toBe('HIT');
    // The layout's data carries the session for the browser's router.
    expect(await response.text()).toContain(staff.email!);
  }
});

test('in the browser, a stored page shows the signed-in visitor once the session is known', async ({
  browser,
  playwright,
}) => {
  const staff = await visitor(playwright, 'personal');
  const context = await browser.newContext({ storageState: await staff.api.storageState() });
  const page = await context.newPage();
  const path = fresh('/intern/wiki');
  await page.goto(path);
  expect((await page.goto(path))?.headers()['x-cache']).toBe('MISS');
  expect((await page.goto(path))?.headers()['x-cache']).toBe('HIT');
  const menu = page.getByRole('button', { name: /Kontomenü/ });
  await expect(menu).toContainText(staff.firstname!);
  await expect(page.getByRole('link', { name: 'Loginbereich' })).toHaveCount(0);
  await context.close();
});
