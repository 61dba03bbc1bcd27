// Issue 17, item 5 (decisions 022, 029, 035): an article an admin limits to a role, or a whole
// category, is hidden from other staff everywhere the website shows the wiki — the page, the
// lists, the search and its type-ahead, related articles, kept pages — and shown to staff who
// hold the role.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, signedInApi, signInBrowser, type Address } from '../accounts';
import { urls } from '../env';
import { expect, interact, test } from '../fixtures';
import { apiSend, within } from '../wiki-api';

const NEIGHBOUR = 'konditionen-und-rabattfreigaben';

interface Setup {
  role: string;
  /** A published article of the seed in the same category, whose related articles show ours. */
  neighbour: string;
  categorySlug: string;
  slug: string;
  title: string;
  word: string;
  withRole: Address;
  withoutRole: Address;
}

async function roleId(admin: APIRequestContext, name: string): Promise<number> {
  const list = (await (await admin.get('/api/admin/roles')).json()) as {
    data: { id: number; name: string }[];
  };
  return list.data.find((r) => r.name === name)!.id;
}

async function setUp(
  admin: APIRequestContext,
  where = { category: 'Vertrieb', categorySlug: 'vertrieb', neighbour: NEIGHBOUR },
): Promise<Setup> {
  const stamp = randomBytes(4).toString('hex');
  const role = `${where.category} ${stamp}`;
  const created = await apiSend(admin, 'POST', '/api/admin/roles', { name: role });
  expect(created.status(), await created.text()).toBe(201);
  const staffRole = await roleId(admin, 'Personal');
  const salesRole = await roleId(admin, role);
  const account = async (name: string, roles: number[]): Promise<Address> => {
    const email: Address = `${name}-${stamp}@example.com`;
    const res = await apiSend(admin, 'POST', '/api/admin/users', {
      firstname: 'Test',
      lastname: name,
      email,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      verified: true,
      enabled: true,
      roles,
    });
    expect(res.status(), await res.text()).toBe(201);
    return email;
  };
  // Its tags are the neighbour's: it comes first among the neighbour's related articles.
  const neighbour = (await (await admin.get(`/api/wiki/articles/${where.neighbour}`)).json()) as {
    data: { tags: string[] };
  };
  const word = `Staffelbonus${stamp}`;
  const title = `Jahresgespräche mit Großkunden ${stamp}`;
  const article = await apiSend(admin, 'POST', '/api/wiki/articles', {
    title,
    description: `${where.category}, Jahresgespräch, Großkunden`,
    category: where.category,
    tags: neighbour.data.tags,
    status: 'published',
    body: `Im Jahresgespräch legen Sie den ${word} fest.\n\n## Vorbereitung\n\nUmsätze des Vorjahres ansehen.`,
  });
  expect(article.status(), await article.text()).toBe(201);
  const { slug } = ((await article.json()) as { data: { slug: string } }).data;
  return {
    role,
    neighbour: where.neighbour,
    categorySlug: where.categorySlug,
    slug,
    title,
    word,
    withRole: await account('mitrolle', [staffRole, salesRole]),
    withoutRole: await account('ohnerolle', [staffRole]),
  };
}

/** What the website shows this reader of the wiki, over every place an article can appear. */
async function sightings(page: Page, s: Setup) {
  const seen: string[] = [];
  const text = async (path: string) => {
    const res = await page.request.get(path, { maxRedirects: 0 });
    return { status: res.status(), body: await res.text() };
  };
  // Pages twice: the second answer may come from the kept pages.
  for (let round = 0; round < 2; round++) {
    for (const [where, path] of [
      ['index', '/intern/wiki'],
      ['category', `/intern/wiki?kategorie=${s.categorySlug}`],
      ['search page', `/intern/wiki?q=${s.word}`],
      ['related', `/intern/wiki/${s.neighbour}`],
      ['article', `/intern/wiki/${s.slug}`],
      ['article data', `/intern/wiki/${s.slug}.data`],
    ] as const) {
      // „Keine Treffer für …“ repeats the query: the title and a link are what count.
      const answer = await text(path);
      const shown =
        answer.body.includes(s.title) || answer.body.includes(`/intern/wiki/${s.slug}"`);
      if (answer.status === 200 && shown) seen.push(where);
    }
  }
  const typeAhead = (await (
    await page.request.get(`/intern/wiki/suche?q=${encodeURIComponent(s.word)}`)
  ).json()) as { hits: { slug: string }[]; similar: { slug: string }[] };
  if ([...typeAhead.hits, ...typeAhead.similar].some((h) => h.slug === s.slug))
    seen.push('type-ahead');
  // The places, in the order below: a list may show a new article only in the second round,
  // once the website has followed the wiki's version (at most a second behind).
  return EVERYWHERE.filter((where) => seen.includes(where));
}

const EVERYWHERE = [
  'index',
  'category',
  'search page',
  'related',
  'article',
  'article data',
  'type-ahead',
];

test('an article limited to a role: other staff never see it, holders of the role do', async ({
  browser,
  watch,
}) => {
  test.setTimeout(90_000);
  watch.allowConsoleError(/404/);
  const admin = await signedInApi('admin');
  const s = await setUp(admin);

  const without = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(without, s.withoutRole);
  const other = await without.newPage();
  const holder = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(holder, s.withRole);
  const sales = await holder.newPage();

  // Open to all staff at first: both see it everywhere.
  expect(await sightings(other, s)).toEqual(EVERYWHERE);
  expect(await sightings(sales, s)).toEqual(EVERYWHERE);

  // The admin limits it to the role.
  const current = (await (await admin.get(`/api/wiki/articles/${s.slug}`)).json()) as {
    data: { version: number; visibility: string[] | null };
  };
  const limited = await apiSend(admin, 'PATCH', `/api/wiki/articles/${s.slug}`, {
    version: current.data.version,
    visibility: [s.role],
  });
  expect(limited.status(), await limited.text()).toBe(200);

  await within(5, async () => (await other.request.get(`/intern/wiki/${s.slug}`)).status() === 404);
  expect(await sightings(other, s)).toEqual([]);
  expect(await sightings(sales, s)).toEqual(EVERYWHERE);

  // In the browser: a 404 for the one, the article and its search hit for the other.
  expect((await other.goto(`/intern/wiki/${s.slug}`))?.status()).toBe(404);
  await other.goto(`/intern/wiki?q=${s.word}`);
  await expect(other.getByRole('heading', { name: `Keine Treffer für „${s.word}“` })).toBeVisible();
  expect((await sales.goto(`/intern/wiki/${s.slug}`))?.status()).toBe(200);
  await expect(sales.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
  await sales.goto(`/intern/wiki?q=${s.word}`);
  await expect(sales.getByRole('link', { name: s.title })).toBeVisible();

  await without.close();
  await holder.close();
  await admin.dispose();
});

test('a category limited to a role by a wiki admin: its articles and the category itself are hidden from other staff', async ({
  browser,
  watch,
}) => {
  test.setTimeout(120_000);
  watch.allowConsoleError(/404/);
  const admin = await signedInApi('admin');
  // „Werkstatt“: no other browser test reads its articles.
  const s = await setUp(admin, {
    category: 'Werkstatt',
    categorySlug: 'werkstatt',
    neighbour: 'ersatzteilbestellung',
  });
  const without = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(without, s.withoutRole);
  const other = await without.newPage();
  const holder = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(holder, s.withRole);
  const workshop = await holder.newPage();
  expect(await sightings(other, s)).toEqual(EVERYWHERE);

  // The admin limits the category on its page in the intranet.
  const adminContext = await browser.newContext({ baseURL: urls.website });
  await signInBrowser(adminContext, 'admin');
  const page = await adminContext.newPage();
  await page.goto('/intern/wiki');
  await page.getByRole('link', { name: 'Wer sieht welche Kategorie?' }).click();
  await interact(page);
  const category = page.getByRole('group', { name: 'Werkstatt', exact: true });
  await expect(category).toContainText('Jetzt: alle Mitarbeitenden');
  await category.getByRole('checkbox', { name: s.role }).check();
  await page.getByRole('button', { name: 'Speichern: Werkstatt' }).click();
  await expect(
    page.getByText(`Gespeichert: „Werkstatt“ lesen nur noch ${s.role} (und Wiki-Administratoren).`),
  ).toBeVisible();
  try {
    await within(
      5,
      async () => (await other.request.get(`/intern/wiki/${s.slug}`)).status() === 404,
    );
    expect(await sightings(other, s)).toEqual([]);
    expect(await sightings(workshop, s)).toEqual(EVERYWHERE);
    // The category itself: not among the index's categories, its address like an unknown one;
    // the seed's articles in it are gone too.
    const index = async (p: Page) => (await p.request.get('/intern/wiki')).text();
    expect(await index(other)).not.toContain('kategorie=werkstatt');
    expect(await index(workshop)).toContain('kategorie=werkstatt');
    expect((await other.request.get(`/intern/wiki/${s.neighbour}`)).status()).toBe(404);
    await other.goto('/intern/wiki?kategorie=werkstatt');
    await expect(
      other.getByText('Diese Kategorie gibt es nicht; es werden alle Artikel gezeigt.'),
    ).toBeVisible();
    expect((await workshop.goto(`/intern/wiki/${s.neighbour}`))?.status()).toBe(200);
  } finally {
    const lifted = await apiSend(admin, 'PUT', '/api/wiki/categories/werkstatt', {
      visibility: null,
    });
    expect(lifted.status()).toBe(200);
  }
  await within(5, async () => (await other.request.get(`/intern/wiki/${s.slug}`)).status() === 200);
  for (const context of [without, holder, adminContext]) await context.close();
  await admin.dispose();
});
