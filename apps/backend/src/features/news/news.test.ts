// Mitteilungen (decision 051): who reads which item (every audience × every kind of reader),
// authorization before anything is loaded, read marks and the unread count, expiry, writers'
// view of drafts and expired items, and bad input answered 422 with German messages.
import { hamburgDay, NEWS_VERSION_HEADER, ROLES } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  as,
  DIALECTS,
  startServer,
  type Client,
  type TestServer,
} from '../../../test/harness';
import { DEMO_NEWS, seedNews, WAREHOUSE_ROLE } from './seed';

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const item = (title: string, fields: Record<string, unknown>, extra = {}) => ({
  title,
  body: `Text zu „${title}“.`,
  status: 'published',
  fields,
  ...extra,
});

interface FeedItem {
  slug: string;
  title: string;
  read: boolean;
  expired: boolean;
  pinned: boolean;
  status: string;
}

describe.each(DIALECTS)('news (%s)', (dialect) => {
  let server: TestServer;
  let writer: Client;
  let hr: Client;
  let admin: Client;
  let warehouse: Client;
  let staff: Client;
  let customer: Client;
  let both: Client;
  let noRole: Client;
  let unverified: Client;
  let guest: Client;
  const slugs: Record<string, string> = {};

  const feed = async (client: Client, query = '') => {
    const answer = await client.get(`/api/news${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data as { items: FeedItem[]; unread: number; write: boolean };
  };
  const titles = async (client: Client) => (await feed(client)).items.map((i) => i.title).sort();

  beforeAll(async () => {
    server = await startServer(dialect);
    await addAccount(server, 'beides@example.com', [ROLES.personal, ROLES.kunde]);
    writer = await as(server, 'marketing@example.com');
    hr = await as(server, 'personal-hr@example.com');
    admin = await as(server, 'admin@example.com');
    warehouse = await as(server, 'leser@example.com');
    staff = await as(server, 'personal@example.com');
    customer = await as(server, 'kunde@example.com');
    both = await as(server, 'beides@example.com');
    noRole = await as(server, 'ohnerolle@example.com');
    unverified = await as(server, 'unbestaetigt@example.com');
    guest = await as(server, null);
    const today = hamburgDay();
    const made = [
      item('Für alle', { audience: 'staff' }),
      item('Fürs Lager', { audience: 'roles', roles: [WAREHOUSE_ROLE] }),
      item('Für Kunden', { audience: 'customers' }),
      item('Abgelaufen', { audience: 'staff', expires_at: dayBefore(today) }),
      item('Heute noch', { audience: 'staff', expires_at: today }, { pinned: true }),
      item('Entwurf', { audience: 'staff' }, { status: 'draft' }),
    ];
    for (const body of made) {
      const created = await writer.post('/api/news/posts', body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      slugs[body.title] = created.body.data.slug;
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('gives each reader the items addressed to them, pinned first', async () => {
    expect(await titles(warehouse)).toEqual(['Für alle', 'Fürs Lager', 'Heute noch'].sort());
    expect(await titles(staff)).toEqual(['Für alle', 'Heute noch']);
    expect(await titles(customer)).toEqual(['Für Kunden']);
    expect(await titles(both)).toEqual(['Für alle', 'Für Kunden', 'Heute noch'].sort());
    // Writers and admins read every published item in their feed (drafts and expired apart).
    expect(await titles(admin)).toEqual(
      ['Für Kunden', 'Für alle', 'Fürs Lager', 'Heute noch'].sort(),
    );
    expect((await feed(warehouse)).items[0]!.title).toBe('Heute noch');
    expect((await feed(warehouse)).write).toBe(false);

    // The same rule for one item and for the engine's list.
    const cases: [Client, string, number][] = [
      [staff, 'Fürs Lager', 404],
      [customer, 'Für alle', 404],
      [customer, 'Fürs Lager', 404],
      [warehouse, 'Für Kunden', 404],
      [both, 'Fürs Lager', 404],
      [warehouse, 'Entwurf', 404],
      [warehouse, 'Abgelaufen', 404],
      [warehouse, 'Fürs Lager', 200],
      [customer, 'Für Kunden', 200],
      [both, 'Für Kunden', 200],
      [staff, 'Heute noch', 200],
    ];
    for (const [client, title, status] of cases)
      expect((await client.get(`/api/news/posts/${slugs[title]}`)).status, title).toBe(status);
    const listed = await customer.get('/api/news/posts');
    expect(listed.body.data.map((i: FeedItem) => i.title)).toEqual(['Für Kunden']);
  });

  it('refuses guests, accounts without a role and incomplete accounts before any data', async () => {
    for (const path of [
      '/api/news',
      '/api/news/posts',
      '/api/news/version',
      `/api/news/posts/${slugs['Für alle']}`,
    ]) {
      expect((await guest.get(path)).status, path).toBe(401);
      const refused = await noRole.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe('Dafür fehlt die Berechtigung.');
      expect((await unverified.get(path)).status, path).toBe(403);
    }
    expect((await guest.post('/api/news/read', {})).status).toBe(401);
    expect((await noRole.post(`/api/news/posts/${slugs['Für alle']}/read`, {})).status).toBe(403);
  });

  it('lets writers read drafts and expired items, and only them write', async () => {
    const all = await feed(hr, '?all=1');
    expect(all.write).toBe(true);
    expect(all.items.map((i) => i.title)).toContain('Entwurf');
    expect(all.items.find((i) => i.title === 'Abgelaufen')).toMatchObject({ expired: true });
    // A reader's ?all=1 is their feed.
    expect((await feed(staff, '?all=1')).items.map((i) => i.title)).not.toContain('Entwurf');
    expect((await hr.get(`/api/news/posts/${slugs.Abgelaufen}/revisions`)).status).toBe(200);
    for (const client of [staff, customer, warehouse]) {
      const refused = await client.post('/api/news/posts', item('Nein', { audience: 'staff' }));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Keine Berechtigung, Mitteilungen zu schreiben.');
    }
    const roles = await hr.get('/api/news/roles');
    expect(roles.body.data).toContain(WAREHOUSE_ROLE);
    for (const area of [ROLES.personal, ROLES.kunde, ROLES.admin])
      expect(roles.body.data).not.toContain(area);
    expect((await staff.get('/api/news/roles')).status).toBe(403);
    const answer = await admin.get('/api/news');
    expect(answer.headers.get(NEWS_VERSION_HEADER)).toBeTruthy();
  });

  it('marks an opened item read, counts the unread ones, and marks all read', async () => {
    const before = await feed(warehouse);
    expect(before.unread).toBe(3);
    expect(before.items.every((i) => !i.read)).toBe(true);
    const opened = await warehouse.post(`/api/news/posts/${slugs['Fürs Lager']}/read`, {});
    expect(opened.status).toBe(200);
    expect(opened.body.data).toEqual({ read: true, unread: 2 });
    // Twice is once.
    expect(
      (await warehouse.post(`/api/news/posts/${slugs['Fürs Lager']}/read`, {})).body.data.unread,
    ).toBe(2);
    const after = await feed(warehouse);
    expect(after.items.find((i) => i.title === 'Fürs Lager')!.read).toBe(true);
    expect(after.unread).toBe(2);
    // Someone else's marks are their own.
    expect((await feed(both)).unread).toBe(3);
    // An item not addressed to the person is not theirs to mark.
    expect((await staff.post(`/api/news/posts/${slugs['Fürs Lager']}/read`, {})).status).toBe(404);
    expect((await customer.post('/api/news/posts/gibt-es-nicht/read', {})).status).toBe(404);

    expect((await warehouse.post('/api/news/read', {})).body.data).toEqual({ unread: 0 });
    expect((await feed(warehouse)).items.every((i) => i.read)).toBe(true);
    // A new item is unread again.
    await writer.post(
      '/api/news/posts',
      item('Noch eine', { audience: 'roles', roles: [WAREHOUSE_ROLE] }),
    );
    const next = await feed(warehouse);
    expect(next.unread).toBe(1);
    expect(next.items.find((i) => i.title === 'Noch eine')!.read).toBe(false);
  });

  it('takes an item out of the feed after its last day, and back when the day moves', async () => {
    const slug = slugs['Für alle']!;
    const current = (await writer.get(`/api/news/posts/${slug}`)).body.data;
    const expired = await writer.patch(`/api/news/posts/${slug}`, {
      version: current.version,
      fields: { audience: 'staff', expires_at: dayBefore(hamburgDay()) },
      note: 'Abgelaufen',
    });
    expect(expired.status).toBe(200);
    expect(await titles(staff)).not.toContain('Für alle');
    expect((await staff.get(`/api/news/posts/${slug}`)).status).toBe(404);
    const back = await writer.patch(`/api/news/posts/${slug}`, {
      version: expired.body.data.version,
      fields: { audience: 'staff', expires_at: null },
      note: 'Wieder da',
    });
    expect(back.status).toBe(200);
    expect(await titles(staff)).toContain('Für alle');
  });

  it('answers bad input with 422 and German messages', async () => {
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [item('X', { audience: 'alle' }), 'fields.audience', /Für wen/],
      [item('X', { audience: 'roles', roles: [] }), 'fields.roles', /mindestens eine Rolle/],
      [item('X', { audience: 'roles', roles: ['Gibtsnicht'] }), 'fields.roles', /Gibtsnicht/],
      [
        item('X', { audience: 'staff', expires_at: '31.12.2026' }),
        'fields.expires_at',
        /Anzeigen bis/,
      ],
      [item('X', { audience: 'staff' }, { pinned: 'ja' }), 'pinned', /Oben anheften/],
      [item('X', { audience: 'staff' }, { body: '' }), 'body', /Text/],
      [item('', { audience: 'staff' }), 'title', /Titel/],
    ];
    for (const [body, field, message] of bad) {
      const answer = await writer.post('/api/news/posts', body);
      expect(answer.status, field).toBe(422);
      expect(answer.headers.get('content-type')).toMatch(/json/);
      expect(answer.body.errors[field]?.join(' '), JSON.stringify(answer.body)).toMatch(message);
    }
    const list = await writer.get('/api/news?all=nein');
    expect(list.status).toBeLessThan(500);
  });
});

describe.each(DIALECTS)('demo news (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect, { seedNews: true });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('seeds the demo items once, each reader seeing theirs, the past one only for writers', async () => {
    const titles = async (email: string) => {
      const answer = await (await as(server, email)).get('/api/news');
      return (answer.body.data.items as FeedItem[]).map((i) => i.title);
    };
    // The warehouse worker: the staff's items and the stocktaking, pinned first.
    const warehouse = await titles('leser@example.com');
    expect(warehouse[0]).toBe('Neue Hygieneschulung im Januar');
    expect(warehouse).toContain('Inventur am 31. Dezember');
    expect(warehouse).not.toContain('Liefertage zwischen den Feiertagen');
    expect(await titles('personal@example.com')).not.toContain('Inventur am 31. Dezember');
    expect(await titles('kunde@example.com')).toEqual(['Liefertage zwischen den Feiertagen']);
    const writer = await (await as(server, 'marketing@example.com')).get('/api/news?all=1');
    const past = (writer.body.data.items as FeedItem[]).find((i) => i.expired);
    expect(past?.title).toBe('Martinsgänse: Vorbestellung geschlossen');
    // A second start adds nothing.
    await seedNews(server.backend.news, server.backend.ctx.logger);
    expect(await server.backend.news.count()).toBe(DEMO_NEWS.length);
  });
});
