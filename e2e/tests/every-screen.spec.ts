// Every screen of the three apps, the way people meet it: axe-core reports no violation (WCAG 2.1
// AA) and it holds at every width from 320 to 2560 px: no sideways scrolling, no text outside its
// box (issues 14 and 30, decision 015); on the sitemap's pages no word breaks without a hyphen
// and no unit leaves its number (issue 29, decision 042). The routes come from the apps' own
// lists: the sitemap (public pages, job ads, blog posts), the intranet's sections per role and
// the admin panel's sections. A viewer opens their screens one after another in one tab, as a
// person browsing does, and every problem of every screen is reported together.
import type { Page } from '@playwright/test';
import { SECTIONS } from '../../apps/backend/app/features/admin/sections';
import { INTRANET_PAGES } from '../../apps/website/app/features/intranet/manifest';
import { signedInApi, signInBrowser, type Account } from '../accounts';
import { axeViolations, installAxe } from '../axe';
import { urls } from '../env';
import { expect, interact, test, webFontsLoaded } from '../fixtures';
import { problemsAtEveryWidth } from '../layout-check';
import { brokenWords, loneUnits, TYPOGRAPHY_WIDTHS } from '../typography-check';

test.describe.configure({ timeout: 90_000 });

/** Screens a test opens in turn: a few, so that both workers share a viewer's screens. */
const PER_TEST = 6;

function inParts<T>(list: T[], size = PER_TEST): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < list.length; i += size) parts.push(list.slice(i, i + size));
  return parts;
}

/**
 * What fails on one screen: its status, axe, and the layout at every width (as lines); with
 * `typography`, also words broken without a hyphen and units apart from their numbers.
 */
async function problemsOf(
  page: Page,
  path: string,
  { status = 200, typography = false } = {},
): Promise<string[]> {
  // axe reads the screen at the project's desktop width; the widths follow.
  await page.setViewportSize({ width: 1440, height: 900 });
  const response = await page.goto(path);
  if (response?.status() !== status)
    return [`${path}: status ${response?.status()}, not ${status}`];
  await interact(page);
  const problems = (await axeViolations(page)).map(
    (v) => `${path}: axe ${v.id} (${v.impact}) ${v.help} at ${v.nodes.join(' ')}`,
  );
  if (typography) {
    // Where a line breaks depends on the fonts.
    await webFontsLoaded(page);
    for (const unit of await loneUnits(page)) problems.push(`${path}: „${unit}“ apart`);
  }
  const words = async (width: number) =>
    typography && TYPOGRAPHY_WIDTHS.includes(width) ? await brokenWords(page) : [];
  for (const problem of await problemsAtEveryWidth(page, words))
    problems.push(`${path} ${problem}`);
  return problems;
}

/** Opens the screens in turn in one tab; every problem of every screen at once. */
async function expectScreensHold(page: Page, paths: string[], status = 200) {
  await installAxe(page);
  const problems: string[] = [];
  for (const path of paths) problems.push(...(await problemsOf(page, path, { status })));
  expect(problems).toEqual([]);
}

async function expectHolds(page: Page, path: string, status = 200) {
  await expectScreensHold(page, [path], status);
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
      await installAxe(page);
      const problems: string[] = [];
      for (const path of paths.filter((_, i) => i % SHARDS === shard)) {
        problems.push(...(await problemsOf(page, path, { typography: true })));
        await expect(page.getByRole('dialog', { name: 'Cookies und Statistik' })).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  }

  test('sign-in, thanks and the site search', async ({ page }) => {
    await expectScreensHold(page, [
      '/login',
      '/kontakt/danke',
      '/suche',
      '/suche?q=rezepte',
      '/suche?q=hund%20mit%20ins%20b%C3%BCro',
    ]);
  });

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
  // The staff directory (decision 052): a department with a search, and nobody found.
  '/intern/mitarbeitende': [
    '/intern/mitarbeitende?abteilung=Lager+%26+Logistik&q=lena',
    '/intern/mitarbeitende?q=niemand-hier',
  ],
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

// Pages only wiki admins open (system admins hold the permission), and the news' writing side
// (decision 051): admins hold the permission; one item past its last day, which only writers open;
// the report of the demo's first Pflichtlektüre (decision 053); the notifications with every
// setting (decision 055).
const ADMIN_VIEWS = [
  '/intern/benachrichtigungen',
  '/intern/pflichtlektuere/1',
  '/intern/wiki/kategorien',
  '/intern/wiki/synonyme',
  '/intern/neuigkeiten/neu',
  '/intern/neuigkeiten/neue-hygieneschulung-im-januar/bearbeiten',
  '/intern/neuigkeiten/neue-hygieneschulung-im-januar/versionen',
  '/intern/neuigkeiten/martinsgans-vorbestellung',
];

// One news item each reader may open (decision 051): staff the staff's, customers theirs.
const NEWS_ITEMS: Partial<Record<'admin' | 'personal' | 'kunde', string>> = {
  admin: '/intern/neuigkeiten/neue-hygieneschulung-im-januar',
  personal: '/intern/neuigkeiten/neue-hygieneschulung-im-januar',
  kunde: '/intern/neuigkeiten/liefertage-zwischen-den-feiertagen',
};

// The one search (decision 056): results of several kinds, and none.
const SEARCH_VIEWS = ['/intern/suche?q=hygiene', '/intern/suche?q=niemand-hier'];

/**
 * The screens each account opens. A member of staff and an admin see the same views of a page
 * (a search, a category, an article, an editor), the admin with more buttons: those views are
 * opened once, by the admin; staff open each page of their own (decision 047: every screen once).
 */
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
    ).flatMap((p) => [p.path, ...(account === 'personal' ? [] : (VIEWS[p.path] ?? []))]),
    ...(account === 'admin' ? ADMIN_VIEWS : []),
    ...(account !== 'ohnerolle' ? [NEWS_ITEMS[account]!] : []),
    ...(account === 'admin' || account === 'kunde' ? SEARCH_VIEWS : []),
  ];
}

for (const account of ['personal', 'kunde', 'admin', 'ohnerolle'] as const) {
  test.describe(`the intranet as ${account}`, () => {
    test.beforeEach(async ({ context }) => {
      await signInBrowser(context, account);
    });
    for (const paths of inParts(intranetRoutes(account))) {
      test(paths.join(', '), async ({ page }) => {
        await expectScreensHold(page, paths);
      });
    }
  });
}

test.describe('refusals and restricted accounts', () => {
  // The heading says why; the small technical line names the status it shows (issue 14, item 5).
  const cases: [Account, string, number, string | null, string][] = [
    ['kunde', '/intern/wiki', 403, '403 · Forbidden', 'Zugriff verweigert'],
    ['kunde', '/intern/mitarbeitende', 403, '403 · Forbidden', 'Zugriff verweigert'],
    ['gesperrt', '/intern', 403, '403 · Forbidden', 'Konto gesperrt'],
    ['unbestaetigt', '/intern/profil', 200, null, 'Profil'],
  ];
  for (const [account, path, status, line, heading] of cases) {
    test(`${path} as ${account}`, async ({ page, context, watch }) => {
      watch.allowConsoleError(/403/);
      await signInBrowser(context, account);
      await expectHolds(page, path, status);
      await expect(page.locator('h1')).toHaveText(heading);
      if (line) await expect(page.getByText(line)).toBeVisible();
    });
  }
});

const konto = `${urls.backend}/konto`;

test.describe('the sign-in app', () => {
  test('the screens before sign-in', async ({ page }) => {
    await expectScreensHold(
      page,
      [
        '/auth/login',
        '/auth/register',
        '/auth/forgot-password',
        '/auth/check-email',
        '/auth/reset-password?token=abc&email=kunde%40example.com',
        '/auth/deleted',
      ].map((path) => `${konto}${path}`),
    );
  });

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

  // Each section, plus the views inside them that lay out differently.
  const screens = [
    ...SECTIONS.map((section) => section.to),
    '/benutzer?status=blocked',
    '/medien?pfad=domain%2Fangebote&eintrag=domain%2Fangebote%2Fmit_preise',
    '/medien?pfad=domain%2Frezepte&eintrag=domain%2Frezepte%2FRezeptkarte%20%E2%80%93%20Labskaus.pdf',
    '/medien?suche=preise',
  ];
  for (const paths of inParts(screens)) {
    test(paths.join(', '), async ({ page }) => {
      await expectScreensHold(
        page,
        paths.map((path) => `${konto}${path}`),
      );
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
