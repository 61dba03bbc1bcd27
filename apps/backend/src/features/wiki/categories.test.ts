// A category limited to roles (decision 035): its articles are hidden from other staff on every
// wiki call, the category itself too; only wiki admins set the limit; the content version moves.
import { ROLES, WIKI_CATEGORIES, WIKI_VERSION_HEADER } from '@frischkontor/contract';
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

// A published article of the seed in „Vertrieb“.
const SALES_ARTICLE = 'konditionen-und-rabattfreigaben';

describe.each(DIALECTS)('wiki categories (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  let staff: Client;
  let sales: Client;
  let editor: Client;

  const slugs = async (client: Client, query = '') =>
    ((await client.get(`/api/wiki/articles${query}`)).body.data as { slug: string }[]).map(
      (a) => a.slug,
    );
  const categories = async (client: Client) =>
    ((await client.get('/api/wiki/categories')).body.data as { name: string }[]).map((c) => c.name);

  beforeAll(async () => {
    server = await startServer(dialect, { seedWiki: true });
    await addAccount(server, 'vertrieb@example.com', [ROLES.personal, 'Vertrieb-Team']);
    await addAccount(server, 'redaktion@example.com', [ROLES.personal, WIKI_EDITOR_ROLE]);
    admin = await as(server, 'admin@example.com');
    staff = await as(server, 'leser@example.com');
    sales = await as(server, 'vertrieb@example.com');
    editor = await as(server, 'redaktion@example.com');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('lists every category to staff while none is limited', async () => {
    const answer = await staff.get('/api/wiki/categories');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((c: { name: string }) => c.name)).toEqual([...WIKI_CATEGORIES]);
    expect(answer.body.data[10]).toEqual({
      name: 'HR / Buchhaltung',
      slug: 'hr-buchhaltung',
      visibility: null,
    });
    // The roles to choose from are for wiki admins.
    expect(answer.body.meta).toEqual({});
    expect((await admin.get('/api/wiki/categories')).body.meta.roles).toContain('Vertrieb-Team');
    const guest = await as(server, null);
    expect((await guest.get('/api/wiki/categories')).status).toBe(404);
  });

  it('hides a limited category and all its articles from other staff, on every call', async () => {
    const inSales = (await slugs(staff, '?category=Vertrieb')).length;
    expect(inSales).toBeGreaterThan(0);
    expect(await slugs(staff)).toContain(SALES_ARTICLE);
    const before = (await staff.get('/api/wiki/version')).body.data.version;

    const limited = await admin.put('/api/wiki/categories/vertrieb', {
      visibility: ['Vertrieb-Team'],
    });
    expect(limited.status).toBe(200);
    expect(limited.body.data).toEqual({
      name: 'Vertrieb',
      slug: 'vertrieb',
      visibility: ['Vertrieb-Team'],
    });
    const version = (await staff.get('/api/wiki/version')).body.data.version;
    expect(version).not.toBe(before);
    expect(limited.headers.get(WIKI_VERSION_HEADER)).toBe(version);

    // Other staff: not in the lists, not as an article, not its revisions; the category is gone.
    expect(await slugs(staff)).not.toContain(SALES_ARTICLE);
    expect(await slugs(staff, '?category=Vertrieb')).toEqual([]);
    expect((await staff.get('/api/wiki/articles?body=1')).text).not.toContain(SALES_ARTICLE);
    const unknown = await staff.get('/api/wiki/articles/gibt-es-nicht');
    for (const sub of ['', '/revisions', '/revisions/1', '/diff?from=1&to=1']) {
      const res = await staff.get(`/api/wiki/articles/${SALES_ARTICLE}${sub}`);
      expect([sub, res.status]).toEqual([sub, 404]);
      expect(res.body).toEqual(unknown.body);
    }
    expect((await staff.put(`/api/wiki/articles/${SALES_ARTICLE}/favorite`)).status).toBe(404);
    expect(await categories(staff)).not.toContain('Vertrieb');
    // A writer outside the role neither reads nor writes there.
    expect((await editor.get(`/api/wiki/articles/${SALES_ARTICLE}`)).status).toBe(404);
    const into = await editor.post('/api/wiki/articles', {
      title: 'Neu im Vertrieb',
      category: 'Vertrieb',
      body: 'Text.',
    });
    expect(into.status).toBe(422);
    expect(into.body.errors.category[0]).not.toContain('Vertrieb');
    const own = await editor.post('/api/wiki/articles', {
      title: 'Umzug in den Vertrieb',
      category: 'Lager',
      body: 'Text.',
    });
    const moved = await editor.put(`/api/wiki/articles/${own.body.data.slug}`, {
      version: 1,
      category: 'Vertrieb',
    });
    expect(moved.status).toBe(422);

    // Holders of the role and wiki admins read it as before.
    expect(await slugs(sales)).toContain(SALES_ARTICLE);
    expect((await sales.get(`/api/wiki/articles/${SALES_ARTICLE}`)).status).toBe(200);
    expect(await categories(sales)).toContain('Vertrieb');
    expect(await slugs(admin)).toContain(SALES_ARTICLE);

    // Lifted again: everyone reads it.
    const lifted = await admin.put('/api/wiki/categories/vertrieb', { visibility: null });
    expect(lifted.body.data.visibility).toBeNull();
    expect(await slugs(staff)).toContain(SALES_ARTICLE);
    expect(await categories(staff)).toContain('Vertrieb');
  });

  it('lets a reader in only if both the category and the article let them in', async () => {
    const created = await admin.post('/api/wiki/articles', {
      title: 'Nur Redaktion im Lager',
      category: 'Lager',
      body: 'Text.',
      status: 'published',
      visibility: [WIKI_EDITOR_ROLE],
    });
    const path = `/api/wiki/articles/${created.body.data.slug}`;
    expect((await editor.get(path)).status).toBe(200);
    await admin.put('/api/wiki/categories/lager', { visibility: ['Vertrieb-Team'] });
    try {
      // The editor passes the article's limit, not the category's; sales the other way round.
      expect((await editor.get(path)).status).toBe(404);
      expect((await sales.get(path)).status).toBe(404);
      expect((await admin.get(path)).status).toBe(200);
    } finally {
      await admin.put('/api/wiki/categories/lager', { visibility: null });
    }
    expect((await editor.get(path)).status).toBe(200);
  });

  it('leaves the limit to wiki admins and checks what they send', async () => {
    const refused = await editor.put('/api/wiki/categories/lager', { visibility: ['Personal'] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Nur Wiki-Administratoren legen fest, wer eine Kategorie lesen darf.',
    );
    expect((await staff.put('/api/wiki/categories/lager', { visibility: null })).status).toBe(403);
    expect(
      (await admin.put('/api/wiki/categories/gibt-es-nicht', { visibility: null })).status,
    ).toBe(404);
    const unknownRole = await admin.put('/api/wiki/categories/lager', { visibility: ['Niemand'] });
    expect(unknownRole.status).toBe(422);
    expect(unknownRole.body.errors.visibility).toEqual(['Diese Rollen gibt es nicht: Niemand.']);
    const notAList = await admin.put('/api/wiki/categories/lager', { visibility: 'Personal' });
    expect(notAList.status).toBe(422);
    // A category hidden from someone answers them like one that does not exist.
    await admin.put('/api/wiki/categories/it', { visibility: ['Vertrieb-Team'] });
    try {
      expect((await editor.put('/api/wiki/categories/it', { visibility: null })).status).toBe(404);
    } finally {
      await admin.put('/api/wiki/categories/it', { visibility: null });
    }
    expect((await admin.put('/api/wiki/categories/lager', {}, { csrf: false })).status).toBe(419);
  });
});
