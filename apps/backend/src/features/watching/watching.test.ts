// Watching and the bell (issue 32, item 4; decision 055): an article, a category or the news
// watched; a change tells the watchers who may read it, once per article until they read it, with
// a mail that waits and is taken back when the notification is read first; the person's own
// notifications, read one by one or all; the mail preference; a Pflichtlektüre asks its people.
import { addDays, hamburgDay, ROLES, type PersonNotification } from '@frischkontor/contract';
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
import { WAREHOUSE_ROLE } from '../news/seed';

const article = (title: string, category = 'Lager') => ({
  title,
  description: 'Beobachten',
  category,
  body: '## Ablauf\n\nPaletten prüfen.',
  status: 'published',
});

describe.each(DIALECTS)('watching and notifications (%s)', (dialect) => {
  let server: TestServer;
  let publisher: Client;
  let watcher: Client;
  let colleague: Client;
  let customer: Client;
  let writer: Client;
  let guest: Client;

  const inbox = async (client: Client) => {
    const answer = await client.get('/api/notifications');
    expect(answer.status).toBe(200);
    return answer.body as { data: PersonNotification[]; meta: { unread: number } };
  };
  const about = async (client: Client, link: string) =>
    (await inbox(client)).data.filter((n) => n.link === link);
  const mailOf = (id: number | null) =>
    id === null
      ? undefined
      : server.backend.ctx.db
          .selectFrom('mail_queue')
          .select(['state', 'recipient', 'subject', 'next_attempt_at'])
          .where('id', '=', id)
          .executeTakeFirst();
  const mailIdOf = async (notificationId: number) =>
    (
      await server.backend.ctx.db
        .selectFrom('notifications')
        .select('mail_id')
        .where('id', '=', notificationId)
        .executeTakeFirstOrThrow()
    ).mail_id;
  const create = async (title: string, category?: string) => {
    const made = await publisher.post('/api/wiki/articles', article(title, category));
    expect(made.status).toBe(201);
    return made.body.data as { slug: string; version: number };
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    await addAccount(server, 'redaktion@example.com', [ROLES.personal, WIKI_EDITOR_ROLE]);
    await addAccount(server, 'kollegin@example.com', [ROLES.personal]);
    publisher = await as(server, 'redaktion@example.com');
    watcher = await as(server, 'leser@example.com');
    colleague = await as(server, 'kollegin@example.com');
    customer = await as(server, 'kunde@example.com');
    writer = await as(server, 'marketing@example.com');
    guest = await as(server, null);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('asks who it is before anything: guests 401, the wiki’s watching not for customers', async () => {
    expect((await guest.get('/api/notifications')).status).toBe(401);
    expect((await guest.get('/api/notifications/unread')).status).toBe(401);
    expect((await guest.put('/api/notifications/settings', { mail: false })).status).toBe(401);
    const { slug } = await create('Nur für Personal');
    expect((await customer.put(`/api/wiki/articles/${slug}/watch`)).status).toBe(404);
    expect((await customer.get('/api/wiki/watches')).status).toBe(404);
    // Customers have notifications and may watch the news.
    expect((await customer.get('/api/notifications')).status).toBe(200);
    expect((await customer.put('/api/news/watch', { watching: true })).status).toBe(200);
    expect((await customer.put('/api/news/watch', { watching: false })).status).toBe(200);
  });

  it('a watched article changed twice is one unread notification; reading it takes the mail back', async () => {
    const { slug } = await create('Wareneingang Tiefkühlware');
    const watch = await watcher.put(`/api/wiki/articles/${slug}/watch`);
    expect(watch.body).toEqual({ data: { watching: true } });
    // Watching twice is still watching once.
    expect((await watcher.put(`/api/wiki/articles/${slug}/watch`)).status).toBe(200);
    const path = `/api/wiki/articles/${slug}`;
    expect((await publisher.put(path, { version: 1, body: 'Erste Änderung.' })).status).toBe(200);
    expect((await publisher.put(path, { version: 2, body: 'Zweite Änderung.' })).status).toBe(200);
    const told = await about(watcher, `/intern/wiki/${slug}`);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'wiki.changed',
      title: 'Geändert: „Wareneingang Tiefkühlware“',
      read_at: null,
    });
    expect((await watcher.get('/api/notifications/unread')).body.unread).toBeGreaterThanOrEqual(1);
    // The one who changed it is not told; nobody else watches.
    expect(await about(publisher, `/intern/wiki/${slug}`)).toEqual([]);
    expect(await about(colleague, `/intern/wiki/${slug}`)).toEqual([]);
    // The mail waits, and is taken back once the notification is read.
    const mailId = await mailIdOf(told[0]!.id);
    const waiting = await mailOf(mailId);
    expect(waiting).toMatchObject({ state: 'pending', recipient: 'leser@example.com' });
    expect(Date.parse(waiting!.next_attempt_at)).toBeGreaterThan(Date.now());
    const read = await watcher.post(`/api/notifications/${told[0]!.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.link).toBe(`/intern/wiki/${slug}`);
    expect((await mailOf(mailId))?.state).toBe('cancelled');
    // Read: the next change is a new notification.
    expect((await publisher.put(path, { version: 3, body: 'Dritte Änderung.' })).status).toBe(200);
    const now = await about(watcher, `/intern/wiki/${slug}`);
    expect(now.map((n) => n.read_at === null)).toEqual([true, false]);
    // No longer watching: no more news of it.
    expect((await watcher.delete(`/api/wiki/articles/${slug}/watch`)).body).toEqual({
      data: { watching: false },
    });
    expect((await watcher.post('/api/notifications/read-all')).body).toEqual({ unread: 0 });
    expect((await publisher.put(path, { version: 4, body: 'Vierte.' })).status).toBe(200);
    expect((await about(watcher, `/intern/wiki/${slug}`)).filter((n) => !n.read_at)).toEqual([]);
  });

  it('a watched category tells of a new article there, not of one elsewhere', async () => {
    const put = await colleague.put('/api/wiki/watches/categories', {
      category: 'Logistik',
      watching: true,
    });
    expect(put.body).toEqual({ data: { watching: true } });
    const watches = (await colleague.get('/api/wiki/watches')).body.data;
    expect(watches.categories).toContainEqual({ name: 'Logistik', watching: true });
    expect(watches.categories).toContainEqual({ name: 'Lager', watching: false });
    const there = await create('Tourenplanung an Feiertagen', 'Logistik');
    const elsewhere = await create('Staplerschein verlängern', 'Lager');
    const told = await about(colleague, `/intern/wiki/${there.slug}`);
    expect(told).toMatchObject([
      { type: 'wiki.new', title: 'Neu im Wiki: „Tourenplanung an Feiertagen“' },
    ]);
    expect(await about(colleague, `/intern/wiki/${elsewhere.slug}`)).toEqual([]);
  });

  it('refuses bad input with German messages and someone else’s notification as unknown', async () => {
    const bad = await colleague.put('/api/wiki/watches/categories', {
      category: 'Gibt es nicht',
      watching: 'ja',
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Kategorie');
    const settings = await colleague.put('/api/notifications/settings', { mail: 'vielleicht' });
    expect(settings.status).toBe(422);
    expect(JSON.stringify(settings.body)).toContain('E-Mail');
    const news = await colleague.put('/api/news/watch', {});
    expect(news.status).toBe(422);
    expect((await colleague.put('/api/notifications/settings', {})).status).toBe(422);
    const mine = (await inbox(colleague)).data[0]!;
    expect((await watcher.post(`/api/notifications/${mine.id}/read`)).status).toBe(404);
    expect((await watcher.post('/api/notifications/abc/read')).status).toBe(404);
  });

  it('without mails, the notification comes alone', async () => {
    expect((await colleague.put('/api/notifications/settings', { mail: false })).body).toEqual({
      data: { mail: false, digest: false },
    });
    expect((await colleague.get('/api/notifications/settings')).body).toEqual({
      data: { mail: false, digest: false },
    });
    const { slug } = await create('Rampenzeiten im Winter', 'Logistik');
    const [told] = await about(colleague, `/intern/wiki/${slug}`);
    expect(told).toBeDefined();
    expect(await mailIdOf(told!.id)).toBeNull();
    await colleague.put('/api/notifications/settings', { mail: true });
  });

  it('watching the news tells of a new item only those it is for, once', async () => {
    expect((await watcher.put('/api/news/watch', { watching: true })).status).toBe(200);
    expect((await customer.put('/api/news/watch', { watching: true })).status).toBe(200);
    expect((await watcher.get('/api/news')).body.data.watching).toBe(true);
    const made = await writer.post('/api/news/posts', {
      title: 'Neue Rampe 3',
      body: 'Ab Montag.',
      status: 'published',
      fields: { audience: 'roles', roles: [WAREHOUSE_ROLE] },
    });
    expect(made.status).toBe(201);
    const link = `/intern/neuigkeiten/${made.body.data.slug}`;
    expect(await about(watcher, link)).toMatchObject([
      { type: 'news.published', title: 'Neue Mitteilung: „Neue Rampe 3“' },
    ]);
    expect(await about(customer, link)).toEqual([]);
    // A change of the item tells nobody again.
    const path = `/api/news/posts/${made.body.data.slug}`;
    expect((await writer.put(path, { version: 1, body: 'Ab Dienstag.' })).status).toBe(200);
    const [told] = await about(watcher, link);
    expect(await about(watcher, link)).toHaveLength(1);
    // Withdrawn: the unread notification goes, and its waiting mail is not sent.
    const mailId = await mailIdOf(told!.id);
    expect((await mailOf(mailId))?.state).toBe('pending');
    const back = await writer.post(`${path}/status`, { status: 'draft', version: 2 });
    expect(back.status).toBe(200);
    expect(await about(watcher, link)).toEqual([]);
    expect((await mailOf(mailId))?.state).toBe('cancelled');
    await watcher.put('/api/news/watch', { watching: false });
    await customer.put('/api/news/watch', { watching: false });
  });

  it('a new Pflichtlektüre asks everyone of its roles to confirm', async () => {
    const { slug } = await create('Hygieneregeln an der Rampe');
    const manager = await as(server, 'admin@example.com');
    const made = await manager.post('/api/readings', {
      kind: 'wiki',
      article: slug,
      roles: [WAREHOUSE_ROLE],
      due_on: addDays(hamburgDay(), 14),
    });
    expect(made.status).toBe(201);
    const told = await about(watcher, '/intern/pflichtlektuere');
    expect(told.map((n) => n.title)).toContain('Bitte bestätigen: „Hygieneregeln an der Rampe“');
    // Not for staff outside the role.
    expect((await about(colleague, '/intern/pflichtlektuere')).map((n) => n.title)).not.toContain(
      'Bitte bestätigen: „Hygieneregeln an der Rampe“',
    );
  });
});
