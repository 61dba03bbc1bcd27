// Guard outcomes (docs/backend-contract.md) for every demo account state (plus a guest and
// a 2FA-pending session) against every intranet route and /login: over raw HTTP without
// JavaScript and for client-side navigations; in the browser each outcome once per account.
import type { APIRequestContext } from '@playwright/test';
import { signedInApi, signInBrowser, type Account } from '../accounts';
import { urls } from '../env';
import { expect, interactive, readable, test } from '../fixtures';

const WIKI_ARTICLE = '/intern/wiki/krankmeldung-und-arbeitsunfaehigkeit';

type Access = 'auth' | 'kunde-oder-personal' | 'personal' | 'guest';
const ROUTES: { path: string; access: Access; marker: string }[] = [
  { path: '/intern', access: 'auth', marker: 'Interner Bereich' },
  { path: '/intern/profil', access: 'auth', marker: 'Kontodaten' },
  {
    path: '/intern/ci',
    access: 'personal',
    marker: 'Ein Klick auf einen Wert kopiert ihn in die Zwischenablage.',
  },
  { path: '/intern/angebote', access: 'kunde-oder-personal', marker: 'Angebote mit Preisen' },
  {
    path: '/intern/spezifikationen',
    access: 'kunde-oder-personal',
    marker: 'Produkt suchen',
  },
  { path: '/intern/dokumente', access: 'personal', marker: 'Formulare, Richtlinien und Vorlagen' },
  { path: '/intern/wiki', access: 'personal', marker: 'Wiki durchsuchen' },
  { path: WIKI_ARTICLE, access: 'personal', marker: 'Krankmeldung und Arbeitsunfähigkeit' },
  { path: '/login', access: 'guest', marker: 'Registrieren' },
];

type Outcome =
  { status: 200 } | { status: 302; location: string | 'login' } | { status: 403; title: string };

const roles: Partial<Record<Account, string[]>> = {
  admin: ['admin'],
  personal: ['personal'],
  zweifaktor: ['personal'],
  kunde: ['kunde'],
  ohnerolle: [],
};

/** What docs/backend-contract.md#guard-outcomes says must happen. */
function expected(account: Account, access: Access, path: string): Outcome {
  const guestLike = account === 'guest' || account === 'zweifaktor-offen';
  if (access === 'guest') return guestLike ? { status: 200 } : { status: 302, location: '/intern' };
  if (guestLike) return { status: 302, location: 'login' };
  if (account === 'gesperrt') return { status: 403, title: 'Konto gesperrt' };
  if (account === 'unbestaetigt' || account === 'wartend') {
    return path === '/intern/profil'
      ? { status: 200 }
      : { status: 302, location: '/intern/profil' };
  }
  if (access === 'auth' || account === 'admin') return { status: 200 };
  const have = roles[account] ?? [];
  const allowed =
    access === 'personal'
      ? have.includes('personal')
      : have.includes('personal') || have.includes('kunde');
  return allowed ? { status: 200 } : { status: 403, title: 'Zugriff verweigert' };
}

/**
 * Where the browser ends up: it follows redirects (/login → /intern → /intern/profil for a
 * restricted account). A 302 here means "ends on that page".
 */
function inBrowser(account: Account, access: Access, path: string): Outcome {
  let outcome = expected(account, access, path);
  for (let hop = 0; hop < 3 && outcome.status === 302 && outcome.location !== 'login'; hop++) {
    const next = outcome.location;
    const then = expected(account, 'auth', next);
    if (then.status === 200) return { status: 302, location: next };
    outcome = then;
  }
  return outcome;
}

const loginLocation = (path: string) =>
  `${urls.backend}/konto/auth/login?intended=${encodeURIComponent(`${urls.website}${path}`)}`;

const ACCOUNTS: Account[] = [
  'guest',
  'zweifaktor-offen',
  'unbestaetigt',
  'wartend',
  'gesperrt',
  'ohnerolle',
  'kunde',
  'personal',
  'zweifaktor',
  'admin',
];

for (const account of ACCOUNTS) {
  test.describe(`as ${account}`, () => {
    test.describe.configure({ mode: 'serial' });
    let api: APIRequestContext;
    let website: APIRequestContext;

    test.beforeAll(async ({ playwright }) => {
      // A TOTP code works once: another test may have used this step's code, then signing in
      // waits for the next 30 s step.
      if (account === 'zweifaktor') test.setTimeout(75_000);
      api = await signedInApi(account);
      website = await playwright.request.newContext({
        baseURL: urls.website,
        storageState: await api.storageState(),
      });
    });
    test.afterAll(async () => {
      await website.dispose();
      await api.dispose();
    });

    test('raw HTTP without JavaScript: status, Location, nothing of a refused page', async () => {
      for (const route of ROUTES) {
        const want = expected(account, route.access, route.path);
        const response = await website.get(route.path, { maxRedirects: 0 });
        // As it reads: a public page's words carry soft hyphens (decision 042).
        const body = readable(await response.text());
        const where = `${account} ${route.path}`;
        expect(response.status(), where).toBe(want.status);
        if (want.status === 302) {
          expect(response.headers().location, where).toBe(
            want.location === 'login' ? loginLocation(route.path) : want.location,
          );
        }
        if (want.status === 403) expect(body, where).toContain(want.title);
        if (want.status === 200) expect(body, where).toContain(route.marker);
        else expect(body, where).not.toContain(route.marker);
        expect(response.headers()['cache-control'], where).toMatch(/private|no-store/);
      }
    });

    test('data requests of client-side navigations get the same answers', async () => {
      for (const route of ROUTES.filter((r) => r.access !== 'guest')) {
        const want = expected(account, route.access, route.path);
        const response = await website.get(`${route.path}.data`, { maxRedirects: 0 });
        const body = await response.text();
        const where = `${account} ${route.path}.data`;
        if (want.status === 200) {
          expect(response.status(), where).toBe(200);
        } else {
          expect(body, where).not.toContain(route.marker);
          if (want.status === 403) expect(response.status(), where).toBe(403);
          else expect([202, 204, 302], where).toContain(response.status());
        }
      }
    });

    test('in the browser: each outcome once', async ({ page, context, watch }) => {
      // Every outcome this account meets (a page, a refusal, each place it is sent to), on the
      // first route that has it, as a full page load; raw HTTP above checks every route.
      watch.allowConsoleError(/403|Failed to load resource/);
      await context.addCookies((await api.storageState()).cookies);
      const outcomes = new Map<string, (typeof ROUTES)[number]>();
      for (const route of ROUTES) {
        const key = JSON.stringify(inBrowser(account, route.access, route.path));
        if (!outcomes.has(key)) outcomes.set(key, route);
      }
      for (const route of outcomes.values()) {
        const want = inBrowser(account, route.access, route.path);
        const response = await page.goto(route.path);
        const where = `${account} ${route.path}`;
        if (want.status === 302 && want.location === 'login') {
          await expect(page, where).toHaveURL(/\/konto\/auth\/login\?intended=/);
        } else if (want.status === 302) {
          await expect(page, where).toHaveURL(new RegExp(`${want.location}$`));
        } else if (want.status === 403) {
          expect(response?.status(), where).toBe(403);
          await expect(page.locator('h1'), where).toHaveText(want.title);
          await expect(page.getByText(route.marker), where).toHaveCount(0);
        } else {
          expect(response?.status(), where).toBe(200);
          await expect(page.getByText(route.marker).first(), where).toBeVisible();
        }
      }
    });
  });
}

test('a client-side navigation to a refused route is refused on the server', async ({
  page,
  context,
  watch,
}) => {
  watch.allowConsoleError(/403|Failed to load resource/);
  await signInBrowser(context, 'kunde');
  await page.goto('/intern');
  await expect(page.locator('h1')).toBeVisible();
  await page.mouse.move(5, 5);
  await interactive(page);
  const dataRequest = page.waitForResponse((r) => r.url().includes('/intern/wiki.data'));
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
    ).__reactRouterDataRouter.navigate('/intern/wiki'),
  );
  expect((await dataRequest).status()).toBe(403);
  await expect(page.locator('h1')).toHaveText('Zugriff verweigert');
  await expect(page.getByText('Wiki durchsuchen')).toHaveCount(0);
});

test('the guard pipeline runs: a guest never sees a guarded page', async ({ request }) => {
  const response = await request.get('/intern/dokumente', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(loginLocation('/intern/dokumente'));
});

test('the side navigation offers exactly the areas each account may open', async ({ browser }) => {
  const staff = [
    'Übersicht',
    'Mitteilungen',
    'Pflichtlektüre',
    'Angebote',
    'Spezifikationen',
    'Dokumente',
    'Wiki',
    'Mitarbeitende',
    'Corporate Design',
    'Profil',
  ];
  // The blog and the job ads only for those who may write them (admins hold every permission).
  const withTools = (...tools: string[]) => [...staff.slice(0, 8), ...tools, ...staff.slice(8)];
  const offered: Partial<Record<Account, string[]>> = {
    admin: withTools('Blog', 'Stellenanzeigen'),
    'personal-hr': withTools('Stellenanzeigen'),
    marketing: withTools('Blog'),
    personal: staff,
    kunde: ['Übersicht', 'Mitteilungen', 'Angebote', 'Spezifikationen', 'Profil'],
    ohnerolle: ['Übersicht', 'Profil'],
  };
  for (const [account, labels] of Object.entries(offered) as [Account, string[]][]) {
    const context = await browser.newContext();
    await signInBrowser(context, account);
    const page = await context.newPage();
    await page.goto('/intern/profil');
    const nav = page.getByRole('navigation', { name: 'Interner Bereich' });
    await expect(nav.getByRole('link'), account).toHaveText(labels);
    await expect(nav.getByRole('link', { name: 'Profil' }), account).toHaveAttribute(
      'aria-current',
      'page',
    );
    await context.close();
  }
});
