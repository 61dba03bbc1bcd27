// Every screen of the three apps holds at every width from 320 to 2560 px: no sideways scrolling,
// no text outside its box (issue 14, decision 015). The routes come from the apps' own lists:
// the sitemap (public pages, job ads, blog posts), the intranet's sections per role and the
// admin panel's sections.
import type { Page } from '@playwright/test';
import { SECTIONS } from '../../apps/backend/app/features/admin/sections';
import { INTRANET_PAGES } from '../../apps/website/app/features/intranet/manifest';
import { signedInApi, signInBrowser, type Account } from '../accounts';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { problemsAtEveryWidth } from '../layout-check';

test.describe.configure({ timeout: 90_000 });

async function expectHolds(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await interact(page);
  expect(await problemsAtEveryWidth(page), path).toEqual([]);
}

test.describe('the public website', () => {
  // The sitemap is read at run time, so a new job ad or post is checked without a code change;
  // shards keep each test short and let the workers share them.
  const SHARDS = 8;
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`the pages of the sitemap, part ${shard + 1} of ${SHARDS}, with the consent banner`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]!).pathname,
      );
      expect(paths.length).toBeGreaterThan(30);
      expect(paths.some((p) => /^\/karriere\/./.test(p))).toBe(true);
      expect(paths.some((p) => /^\/blog\/./.test(p))).toBe(true);
      const problems: string[] = [];
      for (const path of paths.filter((_, i) => i % SHARDS === shard)) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(path);
        await interact(page);
        await expect(page.getByRole('dialog', { name: 'Cookies und Statistik' })).toBeVisible();
        for (const problem of await problemsAtEveryWidth(page)) problems.push(`${path} ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }

  for (const path of [
    '/login',
    '/kontakt/danke',
    '/suche',
    '/suche?q=rezepte',
    '/suche?q=hund%20mit%20ins%20b%C3%BCro',
  ]) {
    test(path, async ({ page }) => {
      await expectHolds(page, path);
    });
  }

  test('the error page for a page that does not exist', async ({ page, watch }) => {
    watch.allowConsoleError(/404/);
    await expectHolds(page, '/gibt-es-nicht', 404);
    await expect(page.getByText('404 · Page not found: /gibt-es-nicht')).toBeVisible();
  });

  test('the consent settings', async ({ page }) => {
    await page.goto('/datenschutz');
    await interact(page);
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookies und Statistik' })).toBeVisible();
    await expect(page.getByRole('switch').first()).toBeVisible();
    expect(await problemsAtEveryWidth(page)).toEqual([]);
  });
});

// The intranet's pages come from its manifest, each with who may open it; plus the views
// inside them that lay out differently (search, a category, an article, grid and list).
const VIEWS: Record<string, string[]> = {
  '/intern/wiki': [
    '/intern/wiki?q=urlaub',
    '/intern/wiki?kategorie=it',
    '/intern/wiki/krankmeldung-und-arbeitsunfaehigkeit',
    // The writing side (issue 17): staff and admins here may write.
    '/intern/wiki/neu',
    '/intern/wiki/krankmeldung-und-arbeitsunfaehigkeit/bearbeiten',
    '/intern/wiki/krankmeldung-und-arbeitsunfaehigkeit/versionen',
    // What waits for review (issue 28): staff here and admins publish.
    '/intern/wiki/pruefung',
  ],
  // The filter open, with a narrower list.
  '/intern/spezifikationen': ['/intern/spezifikationen?kategorie=Maxi+France&ohne=Milch'],
  '/intern/dokumente': ['/intern/dokumente?ansicht=liste'],
  // The blog's editor (decision 033): admins hold the permission.
  '/intern/blog': [
    '/intern/blog/neu',
    '/intern/blog/grillsaison-planen/bearbeiten',
    '/intern/blog/grillsaison-planen/versionen',
  ],
  // HR's job ads (decision 036): admins hold the permission.
  '/intern/stellen': [
    '/intern/stellen/neu',
    '/intern/stellen/einkaeufer-disponent/bearbeiten',
    '/intern/stellen/einkaeufer-disponent/vorschau',
    '/intern/stellen/einkaeufer-disponent/versionen',
  ],
};

// Pages only wiki admins open (system admins hold the permission).
const ADMIN_VIEWS = ['/intern/wiki/kategorien', '/intern/wiki/synonyme'];

function intranetRoutes(account: 'admin' | 'personal' | 'kunde' | 'ohnerolle'): string[] {
  const opens: Record<typeof account, string[]> = {
    admin: ['konto', 'kunde-oder-personal', 'personal'],
    personal: ['konto', 'kunde-oder-personal', 'personal'],
    kunde: ['konto', 'kunde-oder-personal'],
    ohnerolle: ['konto'],
  };
  return [
    ...INTRANET_PAGES.filter(
      // A page for holders of a permission: of these accounts only the admin holds one.
      (p) => p.nav && opens[account].includes(p.audience) && (!p.permission || account === 'admin'),
    ).flatMap((p) => [p.path, ...(VIEWS[p.path] ?? [])]),
    ...(account === 'admin' ? ADMIN_VIEWS : []),
  ];
}

for (const account of ['personal', 'kunde', 'admin', 'ohnerolle'] as const) {
  test.describe(`the intranet as ${account}`, () => {
    test.beforeEach(async ({ context }) => {
      await signInBrowser(context, account);
    });
    for (const path of intranetRoutes(account)) {
      test(path, async ({ page }) => {
        await expectHolds(page, path);
      });
    }
  });
}

test.describe('refusals and restricted accounts', () => {
  // The small technical line names the status it shows (issue 14, item 5).
  const cases: [Account, string, number, string | null][] = [
    ['kunde', '/intern/wiki', 403, '403 · Forbidden'],
    ['gesperrt', '/intern', 403, '403 · Forbidden'],
    ['unbestaetigt', '/intern/profil', 200, null],
  ];
  for (const [account, path, status, line] of cases) {
    test(`${path} as ${account}`, async ({ page, context, watch }) => {
      watch.allowConsoleError(/403/);
      await signInBrowser(context, account);
      await expectHolds(page, path, status);
      if (line) await expect(page.getByText(line)).toBeVisible();
    });
  }
});

const konto = `${urls.backend}/konto`;

test.describe('the sign-in app', () => {
  for (const path of [
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
    '/auth/check-email',
    '/auth/reset-password?token=abc&email=kunde%40example.com',
    '/auth/deleted',
  ]) {
    test(path, async ({ page }) => {
      await expectHolds(page, `${konto}${path}`);
    });
  }

  test('the profile', async ({ page, context }) => {
    // A second session, so the list of devices shows a row with its „Abmelden“ button.
    const elsewhere = await signedInApi('kunde');
    await signInBrowser(context, 'kunde');
    await expectHolds(page, `${konto}/auth/profile`);
    await elsewhere.dispose();
  });

  test('the profile when a role requires a second factor', async ({ page, context }) => {
    await signInBrowser(context, 'buchhaltung');
    await expectHolds(page, `${konto}/auth/profile`);
  });

  test('the page of a blocked account', async ({ page, context }) => {
    await signInBrowser(context, 'gesperrt');
    await expectHolds(page, `${konto}/auth/blocked`);
  });
});

test.describe('the admin panel', () => {
  test.beforeEach(async ({ context }) => {
    await signInBrowser(context, 'admin');
  });

  for (const section of SECTIONS) {
    test(section.to, async ({ page }) => {
      await expectHolds(page, `${konto}${section.to === '/' ? '/' : section.to}`);
    });
  }

  test('a user', async ({ page }) => {
    await page.goto(`${konto}/benutzer`);
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
    const user = hrefs.find((h) => /\/benutzer\/\d+$/.test(h));
    expect(user).toBeDefined();
    await expectHolds(page, `${urls.backend}${user}`);
  });

  test('the invitation form', async ({ page }) => {
    await expectHolds(page, `${konto}/benutzer/neu`);
  });

  test('a page that does not exist', async ({ page, watch }) => {
    watch.allowConsoleError(/404/);
    await expectHolds(page, `${konto}/gibt-es-nicht`, 404);
  });
});
