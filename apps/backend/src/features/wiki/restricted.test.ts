// What a category or article limited to roles keeps from everyone else beyond the article itself
// (security issue, item 4): the pictures its articles use, the text of revisions written while it
// was limited, and whether a slug is taken. Every refusal looks like something unknown.
import { ROLES } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIKI_EDITOR_ROLE } from '../../seed';
import {
  addAccount,
  as,
  DIALECTS,
  startServer,
  type Client,
  type TestServer,
} from '../../../test/harness';

// A published article of the seed in „Vertrieb“, and the figure only it shows.
const SALES_ARTICLE = 'konditionen-und-rabattfreigaben';
const SALES_FIGURE = 'konditionen-und-rabattfreigaben-freigabestufen.svg';
// A figure of an article in „Logistik“, which stays open.
const OPEN_FIGURE = 'abfahrtskontrolle-kuehlfahrzeug-pruefpunkte.svg';
const FOLDER = '/api/media/domain/wiki/bilder';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(DIALECTS)('wiki content of limited categories (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  let staff: Client;
  let sales: Client;
  let editor: Client;
  let author: Client;

  const file = (client: Client, name: string, query = '') =>
    client.get(`${FOLDER}/${encodeURIComponent(name)}${query}`, { accept: '*/*' });
  const listed = async (client: Client, query = '') => {
    const names: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await client.get(`${FOLDER}?size=100&page=${page}${query}`);
      expect(answer.status).toBe(200);
      names.push(...(answer.body.data as { name: string }[]).map((item) => item.name));
      if (answer.body.data.length < 100) return names;
    }
  };
  const searched = async (client: Client, term: string) =>
    (
      (await client.get(`/api/media/domain?size=100&filter_search=${term}`)).body.data as {
        name: string;
      }[]
    ).map((item) => item.name);
  const upload = async (client: Client, name: string) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(PNG)]), name);
    const answer = await client.request('POST', '/api/wiki/images', { body: form });
    expect(answer.status).toBe(201);
    return answer.body.data as { name: string; src: string };
  };
  const mediaId = async (name: string) =>
    (
      await server.backend.ctx.db
        .selectFrom('media_items')
        .select('id')
        .where('path', '=', `domain/wiki/bilder/${name}`)
        .executeTakeFirstOrThrow()
    ).id;
  const limit = (category: string, roles: string[] | null) =>
    admin.put(`/api/wiki/categories/${category}`, { visibility: roles });

  beforeAll(async () => {
    server = await startServer(dialect, { seedWiki: true });
    await addAccount(server, 'vertrieb@example.com', [ROLES.personal, 'Vertrieb-Team']);
    await addAccount(server, 'redaktion@example.com', [ROLES.personal, WIKI_EDITOR_ROLE]);
    admin = await as(server, 'admin@example.com');
    staff = await as(server, 'leser@example.com');
    sales = await as(server, 'vertrieb@example.com');
    editor = await as(server, 'redaktion@example.com');
    author = await as(server, 'autor@example.com');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('serves and lists a picture only to those who may read an article that uses it', async () => {
    expect((await file(staff, SALES_FIGURE)).status).toBe(200);
    expect(await listed(staff)).toContain(SALES_FIGURE);
    await limit('vertrieb', ['Vertrieb-Team']);
    try {
      expect((await staff.get(`/api/wiki/articles/${SALES_ARTICLE}`)).status).toBe(404);
      const missing = await file(staff, 'gibt-es-nicht.svg');
      expect(missing.status).toBe(404);
      // Staff and a writer outside the role: the picture, its thumbnail and its entry answer as
      // a missing file; lists and searches leave it out.
      for (const client of [staff, editor, author]) {
        for (const query of ['', '?thumbnail=1']) {
          const refused = await file(client, SALES_FIGURE, query);
          expect([query, refused.status, refused.body]).toEqual([query, 404, missing.body]);
        }
        const entry = await client.get(`${FOLDER}/${SALES_FIGURE}`);
        expect(entry.status).toBe(404);
        expect(await listed(client)).not.toContain(SALES_FIGURE);
        expect(await searched(client, 'freigabestufen')).toEqual([]);
        // Pictures of open articles stay as they were.
        expect((await file(client, OPEN_FIGURE)).status).toBe(200);
        expect(await listed(client)).toContain(OPEN_FIGURE);
      }
      // The role's holders and wiki admins see it.
      for (const client of [sales, admin]) {
        expect((await file(client, SALES_FIGURE)).status).toBe(200);
        expect(await listed(client)).toContain(SALES_FIGURE);
        expect(await searched(client, 'freigabestufen')).toEqual([SALES_FIGURE]);
      }
      // A banner the limited category shares with nobody else is hidden the same way.
      expect((await file(staff, 'banner-vertrieb.svg')).status).toBe(404);
      expect((await file(sales, 'banner-vertrieb.svg')).status).toBe(200);
    } finally {
      await limit('vertrieb', null);
    }
    expect((await file(staff, SALES_FIGURE)).status).toBe(200);
  });

  it('hides the pictures of an article limited to roles, and shows one an open article uses too', async () => {
    const picture = await upload(author, 'Nur Redaktion.png');
    const created = await admin.post('/api/wiki/articles', {
      title: 'Nur für die Redaktion',
      category: 'Lager',
      body: `Text.\n\n![Bild](${picture.src})`,
      status: 'published',
      visibility: [WIKI_EDITOR_ROLE],
    });
    expect(created.status).toBe(201);
    expect((await file(editor, picture.name)).status).toBe(200);
    expect((await file(staff, picture.name)).status).toBe(404);
    // A writer outside the article's limit neither sees it nor takes it into an article of theirs.
    expect((await file(author, picture.name)).status).toBe(404);
    const shared = await admin.post('/api/wiki/articles', {
      title: 'Offen mit demselben Bild',
      category: 'Lager',
      body: `![Bild](./${picture.src})`,
      status: 'published',
    });
    expect(shared.status).toBe(201);
    expect((await file(staff, picture.name)).status).toBe(200);
  });

  it('keeps a fresh picture for writers until an article uses it, and no writer can borrow a hidden one', async () => {
    const fresh = await upload(author, 'Frisch.png');
    // Not used yet: writers find it to insert it, readers have no article that shows it.
    expect((await file(author, fresh.name)).status).toBe(200);
    expect((await file(editor, fresh.name)).status).toBe(200);
    expect(await listed(editor)).toContain(fresh.name);
    expect((await file(staff, fresh.name)).status).toBe(404);

    const secret = await upload(admin, 'Staffelpreise.png');
    await limit('vertrieb', ['Vertrieb-Team']);
    try {
      const hidden = await admin.post('/api/wiki/articles', {
        title: 'Staffelpreise intern',
        category: 'Vertrieb',
        body: `![Staffel](${secret.src})`,
        status: 'published',
      });
      expect(hidden.status).toBe(201);
      expect((await file(editor, secret.name)).status).toBe(404);

      // Taking the hidden picture into an open article is refused like a picture that does not
      // exist, as body and as banner; so the writer learns nothing and sees nothing.
      const post = (body: string, banner: number | null = null) =>
        editor.post('/api/wiki/articles', {
          title: 'Geliehenes Bild',
          category: 'Lager',
          body,
          banner_media_id: banner,
        });
      const borrowed = await post(`![x](${secret.src})`);
      const unknown = await post('![x](images/gibt-es-nicht.png)');
      expect(borrowed.status).toBe(422);
      expect(unknown.status).toBe(422);
      expect(borrowed.body.errors.body[0].replace(secret.name, 'X')).toBe(
        unknown.body.errors.body[0].replace('gibt-es-nicht.png', 'X'),
      );
      expect(unknown.body.errors.body[0]).toBe(
        'Das Bild „images/gibt-es-nicht.png“ gibt es in der Mediathek des Wikis nicht.',
      );
      const bannerBorrowed = await post('Text.', await mediaId(secret.name));
      const bannerUnknown = await post('Text.', 999_999);
      expect(bannerBorrowed.status).toBe(422);
      expect(bannerBorrowed.body).toEqual(bannerUnknown.body);
      // Into an article the writer already has, too.
      const own = await editor.post('/api/wiki/articles', {
        title: 'Eigenes mit Bild',
        category: 'Lager',
        body: `![x](${fresh.src})`,
      });
      expect(own.status).toBe(201);
      const edited = await editor.put(`/api/wiki/articles/${own.body.data.slug}`, {
        version: 1,
        body: `![x](${fresh.src})\n\n![y](${secret.src})`,
      });
      expect(edited.status).toBe(422);
      expect((await file(editor, secret.name)).status).toBe(404);
      // A picture the article had already stays, whatever else changes.
      const kept = await editor.put(`/api/wiki/articles/${own.body.data.slug}`, {
        version: 1,
        body: `Neu.\n\n![x](${fresh.src})`,
      });
      expect(kept.status).toBe(200);
      // Now an open article uses the fresh picture: every reader sees it.
      expect((await file(staff, fresh.name)).status).toBe(404);
      await editor.post(`/api/wiki/articles/${own.body.data.slug}/status`, {
        status: 'published',
      });
      expect((await file(staff, fresh.name)).status).toBe(200);
      // Those who may read the hidden article use its picture elsewhere as they like.
      const allowed = await admin.post('/api/wiki/articles', {
        title: 'Admin nimmt das Bild',
        category: 'Vertrieb',
        body: `![x](${secret.src})`,
      });
      expect(allowed.status).toBe(201);
    } finally {
      await limit('vertrieb', null);
    }
  });

  it('shows a revision only to those who may read the article as it was in that revision', async () => {
    await limit('vertrieb', ['Vertrieb-Team']);
    try {
      const created = await admin.post('/api/wiki/articles', {
        title: 'Jahresgespräche',
        category: 'Vertrieb',
        body: 'Geheime Staffelpreise: 12 % ab 500 kg.',
        status: 'published',
        note: 'Vertraulich',
      });
      const slug = created.body.data.slug as string;
      const path = `/api/wiki/articles/${slug}`;
      // Moved into an open category with new text: the article is open, its first text is not.
      const moved = await admin.put(path, {
        version: 1,
        category: 'Lager',
        title: 'Jahresgespräche im Lager',
        body: 'Öffentlicher Text.',
        note: 'Offen',
      });
      expect(moved.status).toBe(200);
      expect((await staff.get(path)).status).toBe(200);

      const unknown = await staff.get('/api/wiki/articles/gibt-es-nicht/revisions/1');
      expect(unknown.status).toBe(404);
      for (const client of [staff, editor]) {
        for (const sub of ['/revisions/1', '/diff?from=1&to=2', '/diff?from=2&to=1']) {
          const refused = await client.get(`${path}${sub}`);
          expect([sub, refused.status, refused.body]).toEqual([sub, 404, unknown.body]);
        }
        expect((await client.get(`${path}/revisions/2`)).status).toBe(200);
        // The list names only the revisions the reader may open.
        const list = await client.get(`${path}/revisions`);
        expect(list.body.data.map((r: { version: number }) => r.version)).toEqual([2]);
        expect(list.text).not.toContain('Vertraulich');
      }
      // Restoring it would bring the hidden text (and category) back: as unknown.
      const restore = await editor.post(`${path}/revisions/1/restore`, {});
      expect(restore.status).toBe(404);
      expect(restore.body).toEqual(unknown.body);
      expect((await editor.get(path)).body.data).toMatchObject({
        version: 2,
        category: 'Lager',
        body: 'Öffentlicher Text.',
      });
      // The role's holders and wiki admins read the whole history.
      for (const client of [sales, admin]) {
        expect((await client.get(`${path}/revisions/1`)).body.data.body).toBe(
          'Geheime Staffelpreise: 12 % ab 500 kg.',
        );
        expect((await client.get(`${path}/diff?from=1&to=2`)).status).toBe(200);
        expect(
          (await client.get(`${path}/revisions`)).body.data.map(
            (r: { version: number }) => r.version,
          ),
        ).toEqual([2, 1]);
      }

      // The same for an article's own limit, lifted later.
      const own = await admin.post('/api/wiki/articles', {
        title: 'Redaktionsinterna',
        category: 'Lager',
        body: 'Nur für die Redaktion.',
        status: 'published',
        visibility: [WIKI_EDITOR_ROLE],
      });
      const ownPath = `/api/wiki/articles/${own.body.data.slug}`;
      await admin.put(ownPath, { version: 1, visibility: null, body: 'Für alle.' });
      expect((await staff.get(ownPath)).status).toBe(200);
      expect((await staff.get(`${ownPath}/revisions/1`)).status).toBe(404);
      expect((await editor.get(`${ownPath}/revisions/1`)).status).toBe(200);
    } finally {
      await limit('vertrieb', null);
    }
  });

  it('answers a create with a hidden slug as one with a free slug would, with a suffix', async () => {
    await limit('vertrieb', ['Vertrieb-Team']);
    try {
      const hidden = await admin.post('/api/wiki/articles', {
        slug: 'preisliste-intern',
        title: 'Preisliste intern',
        category: 'Vertrieb',
        body: 'Text.',
        status: 'published',
      });
      expect(hidden.status).toBe(201);
      const fields = { title: 'Preisliste intern', category: 'Lager', body: 'Text.' };
      const chosen = await editor.post('/api/wiki/articles', {
        ...fields,
        slug: 'preisliste-intern',
      });
      expect(chosen.status).toBe(201);
      expect(chosen.body.data.slug).toBe('preisliste-intern-2');
      expect(chosen.body.data.category).toBe('Lager');
      // From the title: the hidden slug and the writer's own are both taken.
      const derived = await editor.post('/api/wiki/articles', fields);
      expect(derived.status).toBe(201);
      expect(derived.body.data.slug).toBe('preisliste-intern-3');
      // A slug the writer can see taken is refused as before.
      const visible = await editor.post('/api/wiki/articles', {
        ...fields,
        slug: 'preisliste-intern-2',
      });
      expect(visible.status).toBe(422);
      expect(visible.body.errors.slug).toEqual(['Einen Artikel mit dieser Adresse gibt es schon.']);
      // The hidden article is untouched.
      expect((await admin.get('/api/wiki/articles/preisliste-intern')).body.data).toMatchObject({
        category: 'Vertrieb',
        version: 1,
      });
      expect((await sales.get('/api/wiki/articles/preisliste-intern')).status).toBe(200);
    } finally {
      await limit('vertrieb', null);
    }
  });
});
