// The wiki in the database (decision 022): the import of the website's 78 articles, who may
// read what (404 for everyone else, whatever they ask), stale saves, revisions, diff, restore,
// and the Markdown export/import round trip.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES, WIKI_VERSION_HEADER } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIKI_EDITOR_ROLE } from '../../seed';
import { ensureRole } from '../roles';
import { runWikiCommand } from '../../wiki-command';
import {
  addAccount,
  as,
  DIALECTS,
  startServer,
  mailsTo,
  TEST_APP_KEY,
  type Client,
  type TestServer,
} from '../../../test/harness';

const BACKEND_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SEED_DIR = join(BACKEND_DIR, '..', 'website', 'content', 'wiki');
const SEED_SLUGS = readdirSync(SEED_DIR)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3));
const SEED_IMAGES = readdirSync(join(SEED_DIR, 'images'));
const SAMPLE = 'abfahrtskontrolle-kuehlfahrzeug';
const SAMPLE_FIGURE = 'abfahrtskontrolle-kuehlfahrzeug-pruefpunkte.svg';

const article = (fields: Record<string, unknown> = {}) => ({
  title: 'Kühlkette im Sommer',
  description: 'Lager, Kühlkette, Sommer',
  category: 'Lager',
  tags: ['Kühlkette', 'Sommer', 'Hitze'],
  body: '## Ablauf\n\nErste Zeile.\nZweite Zeile.',
  ...fields,
});

describe.each(DIALECTS)('wiki (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  let staff: Client;
  let sales: Client;
  let editor: Client;
  let author: Client;
  let outsiders: [string, Client][];

  beforeAll(async () => {
    server = await startServer(dialect, { seedWiki: true });
    await addAccount(server, 'vertrieb@example.com', [ROLES.personal, 'vertrieb']);
    await addAccount(server, 'redaktion@example.com', [ROLES.personal, WIKI_EDITOR_ROLE]);
    admin = await as(server, 'admin@example.com');
    // Demo accounts: leser@ only reads, autor@ writes, personal@ writes and publishes.
    staff = await as(server, 'leser@example.com');
    sales = await as(server, 'vertrieb@example.com');
    editor = await as(server, 'redaktion@example.com');
    author = await as(server, 'autor@example.com');
    outsiders = [
      ['guest', await as(server, null)],
      ['customer', await as(server, 'kunde@example.com')],
      ['no role', await as(server, 'ohnerolle@example.com')],
    ];
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('imports every article of the Markdown folder with its fields, dates and pictures', async () => {
    const list = await admin.get('/api/wiki/articles');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(SEED_SLUGS.length);
    expect(SEED_SLUGS).toHaveLength(78);
    expect(list.body.data.map((a: { slug: string }) => a.slug).sort()).toEqual(SEED_SLUGS.sort());

    const drafts = SEED_SLUGS.filter((slug) =>
      /^draft: true$/m.test(readFileSync(join(SEED_DIR, `${slug}.md`), 'utf8')),
    );
    expect(list.body.data.filter((a: { status: string }) => a.status === 'draft')).toHaveLength(
      drafts.length,
    );

    const sample = await staff.get(`/api/wiki/articles/${SAMPLE}`);
    expect(sample.status).toBe(200);
    expect(sample.body.data).toMatchObject({
      slug: SAMPLE,
      title: 'Abfahrtskontrolle Kühlfahrzeug',
      category: 'Logistik',
      status: 'published',
      visibility: null,
      pinned: false,
      version: 1,
      created_at: '2026-03-24T00:00:00.000Z',
      updated_at: '2026-03-24T00:00:00.000Z',
      banner: { src_path: 'domain/wiki/bilder/banner-logistik.svg' },
    });
    expect(sample.body.data.description).toMatch(/^Logistik, Abfahrtskontrolle, Kühlfahrzeug/);
    expect(sample.body.data.tags).toContain('Kühl-Lkw');
    expect(sample.body.data.body).toMatch(/^Dieser Artikel beschreibt die Abfahrtskontrolle/);
    expect(sample.body.data.body).toContain(`](images/${SAMPLE_FIGURE})`);

    // The pictures are in the media library, readable by staff and nobody outside.
    const { db } = server.backend.ctx;
    const pictures = await db
      .selectFrom('media_items')
      .select('name')
      .where('path', 'like', 'domain/wiki/bilder/%')
      .execute();
    expect(pictures.map((p) => p.name).sort()).toEqual([...SEED_IMAGES].sort());
    const figure = await staff.get(`/api/media/domain/wiki/bilder/${SAMPLE_FIGURE}`, {
      accept: '*/*',
    });
    expect(figure.status).toBe(200);
    expect(figure.text).toBe(readFileSync(join(SEED_DIR, 'images', SAMPLE_FIGURE), 'utf8'));
    for (const [, client] of outsiders) {
      const refused = await client.get(`/api/media/domain/wiki/bilder/${SAMPLE_FIGURE}`, {
        accept: '*/*',
      });
      expect(refused.status).toBeGreaterThanOrEqual(401);
    }

    // A second start (or a second process) imports nothing again.
    const { seedWiki } = await import('./index');
    const revisionsBefore = await db
      .selectFrom('wiki_revisions')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await seedWiki(
      server.backend.wiki,
      server.backend.wikiFiles,
      server.config.wikiSeedDir,
      server.backend.ctx.logger,
    );
    const revisionsAfter = await db
      .selectFrom('wiki_revisions')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(revisionsAfter.n)).toBe(Number(revisionsBefore.n));
    expect(Number(revisionsAfter.n)).toBe(78);
  });

  it('answers 404 to guests, customers and accounts without a staff role, for every call', async () => {
    const known = `/api/wiki/articles/${SAMPLE}`;
    for (const [who, client] of outsiders) {
      for (const path of [
        '/api/wiki/articles',
        '/api/wiki/articles?body=1',
        '/api/wiki/version',
        known,
        `${known}/revisions`,
        `${known}/revisions/1`,
        `${known}/diff?from=1&to=1`,
      ]) {
        const res = await client.get(path);
        expect([who, path, res.status]).toEqual([who, path, 404]);
        expect(res.text).not.toContain('Abfahrtskontrolle');
      }
      const unknown = await client.get('/api/wiki/articles/gibt-es-nicht');
      const refused = await client.get(known);
      expect(refused.body).toEqual(unknown.body);
      const write = await client.put(known, { version: 1, title: 'Übernommen' });
      expect([who, write.status]).toEqual([who, 404]);
    }
  });

  it('hides an article limited to a role from other staff everywhere, and shows it to that role', async () => {
    const slug = 'kundenbesuche-planen';
    const created = await admin.post('/api/wiki/articles', {
      ...article({ title: 'Kundenbesuche planen', category: 'Vertrieb' }),
      slug,
      status: 'published',
      visibility: ['vertrieb'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.visibility).toEqual(['vertrieb']);
    const path = `/api/wiki/articles/${slug}`;
    await admin.put(path, { version: 1, body: 'Neu geschrieben.' });

    const unknown = await staff.get('/api/wiki/articles/gibt-es-nicht');
    for (const sub of ['', '/revisions', '/revisions/1', '/diff?from=1&to=2']) {
      const res = await staff.get(`${path}${sub}`);
      expect([sub, res.status]).toEqual([sub, 404]);
      expect(res.body).toEqual(unknown.body);
      expect((await sales.get(`${path}${sub}`)).status).toBe(200);
    }
    const slugs = async (client: Client, query = '') =>
      ((await client.get(`/api/wiki/articles${query}`)).body.data as { slug: string }[]).map(
        (a) => a.slug,
      );
    expect(await slugs(staff)).not.toContain(slug);
    expect(await slugs(staff, '?category=Vertrieb')).not.toContain(slug);
    expect(await slugs(staff, '?body=1')).not.toContain(slug);
    expect((await staff.get('/api/wiki/articles?body=1')).text).not.toContain('Neu geschrieben');
    expect(await slugs(sales)).toContain(slug);
    const withBodies = (await sales.get('/api/wiki/articles?body=1')).body.data as {
      slug: string;
      body: string;
    }[];
    expect(withBodies.find((a) => a.slug === slug)?.body).toBe('Neu geschrieben.');
    expect(await slugs(admin)).toContain(slug);
    // A writer outside the limit may not read it either.
    expect((await editor.get(path)).status).toBe(404);
    expect((await editor.put(path, { version: 2, title: 'Übernommen' })).status).toBe(404);
    // Only wiki admins set who may read.
    const sample = `/api/wiki/articles/${SAMPLE}`;
    const limited = await editor.put(sample, { version: 1, visibility: ['vertrieb'] });
    expect(limited.status).toBe(403);
    expect(limited.body.message).toBe(
      'Nur Wiki-Administratoren legen fest, wer einen Artikel lesen darf.',
    );
  });

  it('shows drafts only to writers', async () => {
    const created = await author.post(
      '/api/wiki/articles',
      article({ title: 'Entwurf Kühlkette' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: 'entwurf-kuehlkette',
      status: 'draft',
      version: 1,
      created_by: { name: 'Alma Albers' },
    });
    const path = '/api/wiki/articles/entwurf-kuehlkette';
    expect((await staff.get(path)).status).toBe(404);
    expect((await staff.get(`${path}/revisions`)).status).toBe(404);
    const staffList = (await staff.get('/api/wiki/articles')).body.data as { status: string }[];
    expect(staffList.every((a) => a.status === 'published')).toBe(true);
    expect((await editor.get(path)).status).toBe(200);

    // A writer submits for review but does not publish; a publisher does.
    const publish = await author.post(`${path}/status`, { status: 'published' });
    expect(publish.status).toBe(403);
    expect(publish.body.message).toBe(
      'Den Status „Veröffentlicht“ setzen nur Personen, die veröffentlichen dürfen.',
    );
    expect((await author.post(`${path}/status`, { status: 'review' })).body.data.status).toBe(
      'review',
    );
    const published = await editor.post(`${path}/status`, { status: 'published', version: 2 });
    expect(published.body.data).toMatchObject({ status: 'published', version: 3 });
    expect((await staff.get(path)).status).toBe(200);
    // A published article is changed only by those who may publish.
    const edit = await author.put(path, { version: 3, title: 'Anders' });
    expect(edit.status).toBe(403);
    // Readers without the write permission write nothing.
    expect((await staff.post('/api/wiki/articles', article({ title: 'Von Paul' }))).status).toBe(
      403,
    );
  });

  it('tells the author when a publisher returns, publishes or archives the article', async () => {
    const path = '/api/wiki/articles/rueckgabe-kuehlkette';
    await author.post('/api/wiki/articles', article({ title: 'Rückgabe Kühlkette' }));
    await author.post(`${path}/status`, { status: 'review' });
    const returned = await editor.post(`${path}/status`, {
      status: 'draft',
      note: 'Bitte die Temperaturen für Tiefkühlware ergänzen.',
    });
    expect(returned.body.data).toMatchObject({ status: 'draft' });
    let mails = await mailsTo(server, 'autor@example.com');
    expect(mails.at(-1)).toMatchObject({
      subject: 'Wiki-Artikel „Rückgabe Kühlkette“ zur Überarbeitung zurückgegeben',
    });
    expect(mails.at(-1)!.text).toContain('Bitte die Temperaturen für Tiefkühlware ergänzen.');
    expect(mails.at(-1)!.text).toContain('/intern/wiki/rueckgabe-kuehlkette/bearbeiten');
    const { db } = server.backend.ctx;
    const notices = await db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.recipient_id')
      .select(['n.type', 'n.body'])
      .where('u.email', '=', 'autor@example.com')
      .orderBy('n.id')
      .execute();
    expect(notices.at(-1)).toEqual({
      type: 'wiki.returned',
      body: 'Bitte die Temperaturen für Tiefkühlware ergänzen.',
    });

    await author.post(`${path}/status`, { status: 'review' });
    await editor.post(`${path}/status`, { status: 'published' });
    mails = await mailsTo(server, 'autor@example.com');
    expect(mails.at(-1)!.subject).toBe('Wiki-Artikel „Rückgabe Kühlkette“ veröffentlicht');
    // Moving one's own article tells nobody.
    const before = (await mailsTo(server, 'redaktion@example.com')).length;
    await editor.post(`${path}/status`, { status: 'archived' });
    expect((await mailsTo(server, 'autor@example.com')).at(-1)!.subject).toBe(
      'Wiki-Artikel „Rückgabe Kühlkette“ archiviert',
    );
    expect(await mailsTo(server, 'redaktion@example.com')).toHaveLength(before);
  });

  it('takes pictures from writers into the media library, checked by their content', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = (client: Client, data: Buffer, name: string) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(data)]), name);
      return client.request('POST', '/api/wiki/images', { body: form });
    };
    const first = await upload(author, png, 'Kühlraum Tür.png');
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      name: 'kuehlraum-tuer.png',
      src: 'images/kuehlraum-tuer.png',
    });
    // The same name again gets a number, never overwrites.
    expect((await upload(author, png, 'Kühlraum Tür.png')).body.data.name).toBe(
      'kuehlraum-tuer-2.png',
    );
    const served = await author.get('/api/media/domain/wiki/bilder/kuehlraum-tuer.png', {
      accept: '*/*',
    });
    expect(served.status).toBe(200);
    // Readers see it once an article they may read uses it (restricted.test.ts).
    const unused = await staff.get('/api/media/domain/wiki/bilder/kuehlraum-tuer.png', {
      accept: '*/*',
    });
    expect(unused.status).toBe(404);
    // A script with an image's name, and SVG (which may carry script), are refused.
    const fake = await upload(author, Buffer.from('<script>alert(1)</script>'), 'foto.png');
    expect(fake.status).toBe(422);
    expect(fake.body.errors.file[0]).toMatch(/PNG, JPEG, WebP oder GIF/);
    const svg = await upload(
      author,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'grafik.svg',
    );
    expect(svg.status).toBe(422);
    expect((await upload(staff, png, 'leser.png')).status).toBe(403);
    expect((await upload(outsiders[0]![1], png, 'gast.png')).status).toBe(404);
  });

  it('refuses a save based on an old version with 409, a German message and both versions', async () => {
    const created = await editor.post('/api/wiki/articles', article({ title: 'Konflikt Test' }));
    const path = `/api/wiki/articles/${created.body.data.slug}`;
    const first = await editor.put(path, {
      version: 1,
      body: 'Fassung der Redaktion.',
      note: 'Erste Änderung',
    });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);

    const stale = await author.put(path, { version: 1, body: 'Fassung des Autors.' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Dieser Artikel wurde inzwischen von Test redaktion geändert (Version 2); die Fassung im Editor beruht auf Version 1 und wurde nicht gespeichert. Bitte die Änderungen in die aktuelle Fassung übernehmen.',
    );
    expect(stale.body.reason).toBe('stale_version');
    expect(stale.body.current).toMatchObject({ version: 2, body: 'Fassung der Redaktion.' });
    expect(stale.body.yours).toMatchObject({ version: 1, body: 'Fassung des Autors.' });
    expect((await editor.get(path)).body.data.body).toBe('Fassung der Redaktion.');
    // Also for status changes and restores that name an old version.
    expect((await editor.post(`${path}/status`, { status: 'review', version: 1 })).status).toBe(
      409,
    );
    expect((await editor.post(`${path}/revisions/1/restore`, { version: 1 })).status).toBe(409);
  });

  it('answers a save that arrives twice (the same text on the same version) with the version it made', async () => {
    const created = await editor.post('/api/wiki/articles', article({ title: 'Doppelt Test' }));
    const path = `/api/wiki/articles/${created.body.data.slug}`;
    const save = { version: 1, body: 'Einmal gemeint, zweimal gesendet.', note: 'Autosave' };
    expect((await editor.put(path, save)).body.data.version).toBe(2);
    const again = await editor.put(path, save);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ version: 2, body: save.body });
    expect((await editor.get(`${path}/revisions`)).body.data).toHaveLength(2);
  });

  it('writes no version for a save without a change', async () => {
    const created = await editor.post('/api/wiki/articles', article({ title: 'Unverändert Test' }));
    const path = `/api/wiki/articles/${created.body.data.slug}`;
    const { data } = (await editor.get(path)).body;
    const same = await editor.put(path, {
      version: data.version,
      title: data.title,
      body: data.body,
      note: 'Nichts geändert',
    });
    expect(same.status).toBe(200);
    expect(same.body.data.version).toBe(data.version);
    expect((await editor.get(`${path}/revisions`)).body.data).toHaveLength(1);
    const changed = await editor.put(path, { version: data.version, body: `${data.body} Neu.` });
    expect(changed.body.data.version).toBe(data.version + 1);
  });

  it('lists revisions, shows one, diffs two and restores an old one as a new revision', async () => {
    const created = await editor.post('/api/wiki/articles', article({ title: 'Verlauf Test' }));
    const path = `/api/wiki/articles/${created.body.data.slug}`;
    await editor.put(path, {
      version: 1,
      title: 'Verlauf Test neu',
      body: '## Ablauf\n\nErste Zeile.\nGeänderte Zeile.',
      note: 'Zweite Zeile ersetzt',
    });

    const revisions = await editor.get(`${path}/revisions`);
    expect(revisions.body.data.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(revisions.body.data[0]).toMatchObject({
      note: 'Zweite Zeile ersetzt',
      author: { name: 'Test redaktion' },
    });
    const one = await editor.get(`${path}/revisions/1`);
    expect(one.body.data).toMatchObject({ version: 1, title: 'Verlauf Test', note: 'Angelegt' });
    expect((await editor.get(`${path}/revisions/9`)).status).toBe(404);
    expect((await editor.get(`${path}/revisions/abc`)).status).toBe(404);

    const diff = await editor.get(`${path}/diff?from=1&to=2`);
    expect(diff.status).toBe(200);
    expect(diff.body.data.fields).toEqual([
      { field: 'title', from: 'Verlauf Test', to: 'Verlauf Test neu' },
    ]);
    const changes = diff.body.data.changes as { type: string; value: string }[];
    expect(changes.filter((c) => c.type === 'removed').map((c) => c.value)).toEqual([
      'Zweite Zeile.\n',
    ]);
    expect(changes.filter((c) => c.type === 'added').map((c) => c.value)).toEqual([
      'Geänderte Zeile.\n',
    ]);
    expect(diff.body.data.patch).toContain('-Zweite Zeile.\n+Geänderte Zeile.');

    const before = (await editor.get('/api/wiki/version')).body.data.version;
    const restored = await editor.post(`${path}/revisions/1/restore`, {});
    expect(restored.status).toBe(201);
    expect(restored.body.data).toMatchObject({
      version: 3,
      title: 'Verlauf Test',
      body: '## Ablauf\n\nErste Zeile.\nZweite Zeile.',
    });
    const after = await editor.get(`${path}/revisions`);
    expect(after.body.data.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    expect(after.body.data[0].note).toBe('Version 1 wiederhergestellt');
    // The content version moved, and every answer carries it.
    const version = await editor.get('/api/wiki/version');
    expect(version.body.data.version).not.toBe(before);
    expect(version.headers.get(WIKI_VERSION_HEADER)).toBe(version.body.data.version);
    expect((await staff.get('/api/wiki/articles')).headers.get(WIKI_VERSION_HEADER)).toBe(
      version.body.data.version,
    );
  });

  it('checks input with German messages, and CSRF and origin like the rest of the API', async () => {
    const bad = await editor.post('/api/wiki/articles', {
      title: '',
      category: 'Sonstiges',
      body: 'Text',
      tags: 'kein Array',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['category', 'tags', 'title']);
    expect(bad.body.errors.title).toEqual(['Bitte das Feld „Titel“ ausfüllen.']);
    const reserved = await editor.post('/api/wiki/articles', article({ slug: 'suche' }));
    expect(reserved.body.errors.slug).toEqual([
      'Diese Adresse ist für eine Seite des Wikis reserviert.',
    ]);
    const taken = await editor.post('/api/wiki/articles', article({ slug: SAMPLE }));
    expect(taken.body.errors.slug).toEqual(['Einen Artikel mit dieser Adresse gibt es schon.']);
    const noVersion = await editor.put(`/api/wiki/articles/${SAMPLE}`, { title: 'Ohne Version' });
    expect(noVersion.status).toBe(422);
    expect(Object.keys(noVersion.body.errors)).toEqual(['version']);
    const badJson = await editor.request('PUT', `/api/wiki/articles/${SAMPLE}`, {
      body: '{"version":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    const noToken = await editor.put(
      `/api/wiki/articles/${SAMPLE}`,
      { version: 1, title: 'Ohne Token' },
      { csrf: false },
    );
    expect(noToken.status).toBe(419);
    const foreign = server.client({ origin: 'https://evil.example' });
    await foreign.login('redaktion@example.com').catch(() => undefined);
    const cross = await foreign.put(`/api/wiki/articles/${SAMPLE}`, { version: 1, title: 'X' });
    expect(cross.status).toBe(403);
    expect((await editor.get(`/api/wiki/articles/${SAMPLE}`)).body.data.version).toBe(1);
    expect((await editor.get('/api/wiki/articles?status=gibt-es-nicht')).status).toBe(422);
  });

  it(
    'exports every article to Markdown and imports them back unchanged',
    { timeout: 180_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'wiki-export-'));
      const other = await startServer(dialect);
      try {
        const exported = await server.backend.wikiFiles.exportFolder(dir);
        const source = (await admin.get('/api/wiki/articles')).body.data as { slug: string }[];
        expect(exported.articles).toBe(source.length);
        await ensureRole(other.backend.ctx.db, 'vertrieb', []);
        const result = await other.backend.wikiFiles.importFolder(dir);
        expect(result).toMatchObject({ created: source.length, updated: 0, unchanged: 0 });
        const again = await other.backend.wikiFiles.importFolder(dir);
        expect(again).toMatchObject({ created: 0, updated: 0, unchanged: source.length });

        const otherAdmin = await as(other, 'admin@example.com');
        const comparable = (a: Record<string, unknown>) => {
          // Who wrote, submitted and reviewed is history the Markdown files do not carry, and
          // so are owner and review date (decision 054: the demo's are the seeded wiki's).
          const {
            created_by: _c,
            updated_by: _u,
            author: _a,
            reviewed_by: _r,
            submitted: _s,
            review: _d,
            banner,
            version: _v,
            ...rest
          } = a;
          return { ...rest, banner: (banner as { src_path: string } | null)?.src_path ?? null };
        };
        for (const { slug } of source) {
          const a = (await admin.get(`/api/wiki/articles/${slug}`)).body.data;
          const b = (await otherAdmin.get(`/api/wiki/articles/${slug}`)).body.data;
          expect(comparable(b)).toEqual(comparable(a));
        }
        const figure = await otherAdmin.get(`/api/media/domain/wiki/bilder/${SAMPLE_FIGURE}`, {
          accept: '*/*',
        });
        expect(figure.text).toBe(readFileSync(join(SEED_DIR, 'images', SAMPLE_FIGURE), 'utf8'));
      } finally {
        await other.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  // The commands on both databases, in this process; the file npm runs is started once (on
  // SQLite: tsx compiles the whole backend, seconds on a busy machine) to show it answers.
  it('runs as a command: wiki:export and wiki:import', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wiki-cli-'));
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: server.database.url,
      MEDIA_ROOT: server.database.mediaRoot,
      APP_KEY: TEST_APP_KEY,
      LOG_LEVEL: 'silent',
    };
    const lines: string[] = [];
    const output = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    try {
      expect(await runWikiCommand(['export', dir], env, output)).toBe(0);
      expect(lines.pop()).toMatch(/^\d+ Artikel und \d+ Bilder nach /);
      expect(readdirSync(dir).filter((f) => f.endsWith('.md')).length).toBeGreaterThanOrEqual(78);
      expect(await runWikiCommand(['import', dir], env, output)).toBe(0);
      expect(lines.pop()).toMatch(/0 neu, 0 geändert, \d+ unverändert, 0 neue Bilder/);
      expect(await runWikiCommand(['export'], env, output)).toBe(2);
      expect(lines.pop()).toContain('Aufruf:');
      if (dialect === 'sqlite') {
        const usage = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'src/wiki-cli.ts', 'export'],
          {
            cwd: BACKEND_DIR,
            env,
            encoding: 'utf8',
          },
        );
        expect(usage.status).toBe(2);
        expect(usage.stderr).toContain('Aufruf:');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
