// The blog on the content engine (decision 033): the import of the former Markdown posts with
// their pictures, who may write and publish, drafts never public (list, post, pictures,
// revisions), CSRF and origin on writes, revisions and restore, the content version.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  as,
  DIALECTS,
  startServer,
  type Client,
  type TestServer,
} from '../../../test/harness';
import { ensureRole } from '../roles';
import { BLOG_VERSION_HEADER } from './index';

const WEBSITE_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'website',
);
const SEED_DIR = join(WEBSITE_DIR, 'content', 'blog');
const SEED_SLUGS = readdirSync(SEED_DIR)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3))
  .sort();
const SAMPLE = 'grillsaison-planen';

const post = (fields: Record<string, unknown> = {}) => ({
  title: 'Spargelzeit in der Gastronomie',
  description: 'Wie Küchen die kurze Spargelsaison planen: Mengen, Lagerung und Beilagen.',
  category: 'Gastronomie',
  date: '2026-04-20',
  byline: 'Redaktion Hallberg',
  body: '## Die Saison\n\nSpargel kommt ab April.',
  ...fields,
});

describe.each(DIALECTS)('blog (%s)', (dialect) => {
  let server: TestServer;
  let marketing: Client;
  let writer: Client;
  let staff: Client;
  let guest: Client;
  let admin: Client;

  beforeAll(async () => {
    server = await startServer(dialect, { seedBlog: true });
    await ensureRole(server.backend.ctx.db, 'blog-texter', ['app.blog.write']);
    await addAccount(server, 'texter@example.com', [ROLES.personal, 'blog-texter']);
    marketing = await as(server, 'marketing@example.com');
    writer = await as(server, 'texter@example.com');
    staff = await as(server, 'personal@example.com');
    guest = await as(server, null);
    admin = await as(server, 'admin@example.com');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('imports the Markdown posts with slug, date, byline, teaser and banner into the media library', async () => {
    const list = await guest.get('/api/blog/posts');
    expect(list.status).toBe(200);
    const slugs = list.body.data.map((p: { slug: string }) => p.slug);
    expect([...slugs].sort()).toEqual(SEED_SLUGS);
    // Newest first.
    const dates = list.body.data.map((p: { date: string }) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const sample = await guest.get(`/api/blog/posts/${SAMPLE}`);
    expect(sample.status).toBe(200);
    expect(sample.body.data).toMatchObject({
      slug: SAMPLE,
      title: 'Grillsaison planen – so sind Theke und Küche vorbereitet',
      date: '2026-03-18',
      byline: 'Redaktion Hallberg',
      category: 'Fleischerhandwerk',
      status: 'published',
      banner_alt: 'Illustration eines Holzkohlegrills mit Würstchen, Steaks und Gemüsespießen',
      banner: { src_path: 'domain/blog/bilder/blog-grillsaison.svg' },
    });
    expect(sample.body.data.body).toMatch(/^Das erste sonnige Wochenende/);
    expect(readFileSync(join(SEED_DIR, `${SAMPLE}.md`), 'utf8')).toContain(
      sample.body.data.body.slice(0, 200),
    );

    // The picture: public through the blog, not through the media library.
    const picture = await guest.get('/api/blog/images/blog-grillsaison.svg', { accept: '*/*' });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const media = await guest.get('/api/media/domain/blog/bilder/blog-grillsaison.svg', {
      accept: '*/*',
    });
    expect(media.status).toBeGreaterThanOrEqual(401);

    // The wiki does not see the blog's posts.
    const wiki = await staff.get('/api/wiki/articles');
    expect(wiki.status).toBe(200);
    expect(wiki.body.data.some((a: { slug: string }) => a.slug === SAMPLE)).toBe(false);
  });

  it('lets marketing write a draft no one else reads, publish it, and withdraw it', async () => {
    const versionBefore = (await guest.get('/api/blog/version')).body.data.version;
    const created = await marketing.post('/api/blog/posts', post());
    expect(created.status).toBe(201);
    const slug = created.body.data.slug;
    expect(slug).toBe('spargelzeit-in-der-gastronomie');
    expect(created.body.data.status).toBe('draft');
    const path = `/api/blog/posts/${slug}`;

    // A draft: 404 for the guest, for staff without the permission, missing from their lists.
    for (const client of [guest, staff]) {
      expect((await client.get(path)).status).toBe(404);
      expect((await client.get(`${path}/revisions`)).status).toBe(404);
      const list = await client.get('/api/blog/posts?body=1');
      expect(list.text).not.toContain('Spargel');
    }
    // The version moves with every save, so the website asks again.
    const versionDraft = (await guest.get('/api/blog/version')).body.data.version;
    expect(versionDraft).not.toBe(versionBefore);

    const published = await marketing.post(`${path}/status`, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.headers.get(BLOG_VERSION_HEADER)).toBeTruthy();
    const read = await guest.get(path);
    expect(read.status).toBe(200);
    expect(read.body.data.body).toContain('Spargel kommt ab April.');
    expect((await guest.get('/api/blog/posts')).text).toContain('Spargelzeit');

    // Edit, revisions, diff, restore.
    const edited = await marketing.put(path, {
      version: published.body.data.version,
      body: '## Die Saison\n\nSpargel kommt ab Mitte April.',
      note: 'Datum genauer',
    });
    expect(edited.status).toBe(200);
    const revisions = await marketing.get(`${path}/revisions`);
    expect(revisions.body.data.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    const diff = await marketing.get(`${path}/diff?from=1&to=3`);
    expect(diff.status).toBe(200);
    expect(diff.body.data.patch).toContain('+Spargel kommt ab Mitte April.');
    const restored = await marketing.post(`${path}/revisions/1/restore`, { version: 3 });
    expect(restored.status).toBe(201);
    expect(restored.body.data).toMatchObject({ version: 4, status: 'published' });
    expect((await guest.get(path)).body.data.body).toContain('Spargel kommt ab April.');

    // A stale save is refused with both versions.
    const stale = await marketing.put(path, { version: 3, title: 'Veraltet' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Version 4/);

    // Withdrawn: gone for the guest, kept for marketing.
    const withdrawn = await marketing.post(`${path}/status`, { status: 'draft' });
    expect(withdrawn.body.data.status).toBe('draft');
    expect((await guest.get(path)).status).toBe(404);
    expect((await guest.get('/api/blog/posts')).text).not.toContain('Spargelzeit');
    expect((await marketing.get(path)).status).toBe(200);
  });

  it('refuses writing to those without the permission, and publishing to mere writers', async () => {
    for (const client of [guest, staff])
      expect((await client.post('/api/blog/posts', post({ title: 'Von außen' }))).status).toBe(403);
    const draft = await writer.post('/api/blog/posts', post({ title: 'Entwurf des Texters' }));
    expect(draft.status).toBe(201);
    const path = `/api/blog/posts/${draft.body.data.slug}`;
    const publish = await writer.post(`${path}/status`, { status: 'published' });
    expect(publish.status).toBe(403);
    expect(publish.body.message).toBe(
      'Den Status „Veröffentlicht“ setzen nur Personen, die veröffentlichen dürfen.',
    );
    expect(
      (await writer.post('/api/blog/posts', post({ title: 'Gleich live', status: 'published' })))
        .status,
    ).toBe(403);
    // Admins hold every permission.
    expect((await admin.post(`${path}/status`, { status: 'published' })).status).toBe(200);
    // A published post is edited by publishers only.
    expect((await writer.put(path, { version: 2, title: 'Geändert' })).status).toBe(403);
  });

  it('checks input: date, slug, banner with alt text; German messages', async () => {
    const badDate = await marketing.post('/api/blog/posts', post({ date: '20.04.2026' }));
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors.date).toEqual(['Bitte das Datum als JJJJ-MM-TT angeben.']);
    const badSlug = await marketing.post('/api/blog/posts', post({ slug: 'Groß Schreiben' }));
    expect(badSlug.status).toBe(422);
    const taken = await marketing.post('/api/blog/posts', post({ slug: SAMPLE }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toEqual(['Diese Adresse ist schon vergeben.']);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'Spargel Bund.png');
    const upload = await marketing.request('POST', '/api/blog/images', { body: form });
    expect(upload.status).toBe(201);
    expect(upload.body.data.name).toBe('spargel-bund.png');
    const noAlt = await marketing.post(
      '/api/blog/posts',
      post({ title: 'Mit Bild', banner_media_id: upload.body.data.id }),
    );
    expect(noAlt.status).toBe(422);
    expect(noAlt.body.errors.banner_alt).toEqual([
      'Bitte das Titelbild in einem Alternativtext beschreiben.',
    ]);
    const withAlt = await marketing.post(
      '/api/blog/posts',
      post({
        title: 'Mit Bild',
        banner_media_id: upload.body.data.id,
        banner_alt: 'Ein Bund grüner Spargel',
      }),
    );
    expect(withAlt.status).toBe(201);
    // A picture from elsewhere in the media library (a restricted folder, say) answers as an
    // unknown one: the post would name it to everyone (security issue, item 4).
    const { library } = server.backend;
    const elsewhere = await library.addFile(await library.ensureFolder('domain/intern/geheim'), {
      name: 'personalakte.png',
      data: png,
    });
    const borrowed = await marketing.post(
      '/api/blog/posts',
      post({ title: 'Fremdes Bild', banner_media_id: elsewhere.id, banner_alt: 'Bild' }),
    );
    const unknown = await marketing.post(
      '/api/blog/posts',
      post({ title: 'Fremdes Bild', banner_media_id: 999_999, banner_alt: 'Bild' }),
    );
    expect(borrowed.status).toBe(422);
    expect(borrowed.body).toEqual(unknown.body);
    // The draft's picture is the writer's alone until the post is published.
    const image = '/api/blog/images/spargel-bund.png';
    expect((await guest.get(image, { accept: '*/*' })).status).toBe(404);
    expect((await marketing.get(image, { accept: '*/*' })).status).toBe(200);
    await marketing.post(`/api/blog/posts/${withAlt.body.data.slug}/status`, {
      status: 'published',
    });
    expect((await guest.get(image, { accept: '*/*' })).status).toBe(200);

    // An SVG upload (may carry script) is refused.
    const svg = new FormData();
    svg.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']), 'x.svg');
    const refused = await marketing.request('POST', '/api/blog/images', { body: svg });
    expect(refused.status).toBe(422);
  });

  it('needs a CSRF token and a trusted origin for every write', async () => {
    const noToken = await marketing.post('/api/blog/posts', post({ title: 'Ohne Token' }), {
      csrf: false,
    });
    expect(noToken.status).toBe(419);
    const foreign = server.client({ origin: 'https://evil.example' });
    await foreign.login('marketing@example.com').catch(() => undefined);
    const cross = await foreign.post('/api/blog/posts', post({ title: 'Fremde Herkunft' }));
    expect(cross.status).toBeGreaterThanOrEqual(400);
    expect(cross.status).not.toBe(201);
    const list = await marketing.get('/api/blog/posts');
    expect(list.text).not.toContain('Ohne Token');
    expect(list.text).not.toContain('Fremde Herkunft');
  });
});
