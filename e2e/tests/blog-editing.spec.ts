// The blog on the wiki's engine (issue 17, item 8; decision 033): marketing writes a post as a
// draft no guest sees, publishes it, a guest reads it on /blog and finds it in the sitemap within
// seconds; withdrawn, it is gone (404) from the post's address, the list and the sitemap. Staff
// without the permission may not write. (Here through the blog API with marketing's session, as
// the intranet editor does; the editor itself: blog-authoring.spec.ts.)
import { signedInApi, sendJson } from '../accounts';
import { urls } from '../env';
import { expect, readable, test } from '../fixtures';

test.describe.configure({ timeout: 120_000 });

test('marketing publishes a post a guest reads on /blog; withdrawn, it is gone', async ({
  page,
  request,
}) => {
  const marketing = await signedInApi('marketing');
  const created = await sendJson(marketing, 'POST', '/api/blog/posts', {
    title: 'Spargelzeit in der Gastronomie',
    description: 'Wie Küchen die kurze Spargelsaison planen: Mengen, Lagerung und Beilagen.',
    category: 'Gastronomie',
    date: '2026-11-20',
    byline: 'Mira Martens',
    body: '## Die Saison\n\nSpargel kommt ab April – frisch vom Feld in Ihre Küche.',
  });
  expect(created.status()).toBe(201);
  const { slug, version } = (await created.json()).data as { slug: string; version: number };
  const address = `/blog/${slug}`;

  // A draft: not on the website, not in the sitemap. (Asked without the browser: browsers may
  // keep a public page for a minute.)
  expect(readable(await (await request.get('/blog')).text())).not.toContain('Spargelzeit');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(address);
  expect((await request.get(address)).status()).toBe(404);

  const published = await sendJson(marketing, 'POST', `/api/blog/posts/${slug}/status`, {
    status: 'published',
    version,
  });
  expect(published.status()).toBe(200);

  // Within seconds on the list (newest first), the post's page and the sitemap.
  await expect
    .poll(async () => readable(await (await request.get('/blog')).text()), { timeout: 15_000 })
    .toContain('Spargelzeit in der Gastronomie');
  await page.goto('/blog');
  const first = page.getByRole('listitem').filter({ hasText: 'Spargelzeit' });
  await expect(first).toBeVisible();
  await page.goto(address);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Spargelzeit in der Gastronomie' }),
  ).toBeVisible();
  await expect(page.getByText('Spargel kommt ab April')).toBeVisible();
  await expect(page.getByText('Mira Martens')).toBeVisible();
  expect(await (await request.get('/sitemap.xml')).text()).toContain(
    `${urls.website}${address}</loc>`,
  );

  // Withdrawn: 404 and gone from list and sitemap within seconds.
  const withdrawn = await sendJson(marketing, 'POST', `/api/blog/posts/${slug}/status`, {
    status: 'draft',
  });
  expect(withdrawn.status()).toBe(200);
  await expect
    .poll(async () => (await request.get(address)).status(), { timeout: 15_000 })
    .toBe(404);
  expect(readable(await (await request.get('/blog')).text())).not.toContain('Spargelzeit');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(address);
  await marketing.dispose();
});

test('staff without the blog permission may not write; drafts never reach a guest', async () => {
  const staff = await signedInApi('personal');
  const refused = await sendJson(staff, 'POST', '/api/blog/posts', {
    title: 'Von der Wiki-Redaktion',
    category: 'Intern',
    date: '2026-11-20',
    body: 'Text',
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Keine Berechtigung, Blogbeiträge zu schreiben.');
  await staff.dispose();

  const marketing = await signedInApi('marketing');
  const draft = await sendJson(marketing, 'POST', '/api/blog/posts', {
    title: 'Geheimer Entwurf Weihnachtsaktion',
    category: 'Aktionen',
    date: '2026-11-21',
    body: 'Noch nicht öffentlich.',
  });
  expect(draft.status()).toBe(201);
  const guest = await signedInApi('guest');
  expect((await guest.get('/api/blog/posts?body=1')).status()).toBe(200);
  expect(await (await guest.get('/api/blog/posts?body=1')).text()).not.toContain('Geheimer');
  expect((await guest.get(`/api/blog/posts/${(await draft.json()).data.slug}`)).status()).toBe(404);
  await guest.dispose();
  await marketing.dispose();
});
