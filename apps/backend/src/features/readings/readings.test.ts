// Pflichtlektüre (decision 053): who may see and manage it (before anything is read), making an
// article or a document mandatory with German messages for bad input, confirmations stored once
// per round with the version, a new round after a change, the report and its CSV, reminders.
import type { ReadingFeed, ReadingReport, ReadingSummaries } from '@frischkontor/contract';
import { hamburgDay } from '@frischkontor/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db';
import {
  addAccount,
  as,
  DIALECTS,
  mailsTo,
  type Client,
  type TestServer,
  withServerAndAdmin,
} from '../../../test/harness';
import { remindReadings } from './reminders';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)('mandatory reading (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  let editor: Client;
  let warehouse: Client;
  let office: Client;
  let slug: string;

  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));
  beforeAll(async () => {
    await addAccount(server, 'redaktion@example.com', ['Personal', 'wiki-redaktion']);
    await addAccount(server, 'lager2@example.com', ['Personal', 'Lager']);
    await addAccount(server, 'buero@example.com', ['Personal']);
    editor = await as(server, 'redaktion@example.com');
    warehouse = await as(server, 'leser@example.com');
    office = await as(server, 'buero@example.com');
    const created = await editor.post('/api/wiki/articles', {
      title: 'Hygiene im Kühlhaus',
      category: 'Lager',
      body: '## Regeln\n\nHände waschen.',
      status: 'published',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    slug = created.body.data.slug;
  });

  const make = (client: Client, body: unknown) => client.post('/api/readings', body);

  it('is for staff and managers only, refused before anything is read', async () => {
    expect((await (await as(server, null)).get('/api/readings')).status).toBe(401);
    for (const email of ['kunde@example.com', 'ohnerolle@example.com', 'gesperrt@example.com']) {
      const res = await (await as(server, email)).get('/api/readings');
      expect(res.status, email).toBe(403);
      expect(res.body.data, email).toBeUndefined();
    }
    expect((await warehouse.get('/api/readings')).status).toBe(200);
    // Staff read their list; managing is for `app.readings.manage`.
    expect((await warehouse.get('/api/readings?all=1')).status).toBe(403);
    expect((await make(warehouse, { kind: 'wiki', article: slug })).status).toBe(403);
  });

  it('refuses bad input with German messages, never a 500', async () => {
    const due = inDays(14);
    const cases: [unknown, string, RegExp][] = [
      [{ kind: 'brief', roles: ['Lager'], due_on: due }, 'kind', /Wiki-Artikel oder ein Dokument/],
      [{ kind: 'wiki', roles: ['Lager'], due_on: due }, 'article', /veröffentlichten Wiki-Artikel/],
      [
        { kind: 'wiki', article: 'gibt-es-nicht', roles: ['Lager'], due_on: due },
        'article',
        /veröffentlichten/,
      ],
      [{ kind: 'wiki', article: slug, roles: [], due_on: due }, 'roles', /mindestens eine Rolle/],
      [
        { kind: 'wiki', article: slug, roles: ['Zauberer'], due_on: due },
        'roles',
        /„Zauberer“ gibt es nicht/,
      ],
      [
        { kind: 'wiki', article: slug, roles: ['Lager'], due_on: '2020-01-01' },
        'due_on',
        /Vergangenheit/,
      ],
      [{ kind: 'wiki', article: slug, roles: ['Lager'], due_on: 'morgen' }, 'due_on', /JJJJ-MM-TT/],
      [{ kind: 'document', roles: ['Lager'], due_on: due }, 'document', /Dokument/],
    ];
    for (const [body, field, message] of cases) {
      const res = await make(editor, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]?.[0], JSON.stringify(res.body)).toMatch(message);
    }
    // A list is an empty form (every field missing); a bare string or null is no JSON object.
    const list = await make(editor, [1, 2]);
    expect(list.status).toBe(422);
    expect(list.body.errors.kind[0]).toMatch(/Wiki-Artikel oder ein Dokument/);
    for (const body of ['text', null]) {
      const res = await make(editor, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('asks the roles concerned to confirm, once per round, with the version', async () => {
    const created = await make(editor, {
      kind: 'wiki',
      article: slug,
      roles: ['Lager'],
      due_on: inDays(10),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ concerned: 2, confirmed_count: 0, round: 1 });
    expect(
      (await make(editor, { kind: 'wiki', article: slug, roles: ['Lager'], due_on: inDays(5) }))
        .body.errors.article[0],
    ).toMatch(/schon Pflichtlektüre/);

    const feed = (await warehouse.get<ReadingFeed>('/api/readings')).body;
    expect(feed.meta.open).toBe(1);
    const item = feed.data.find((i) => i.id === id)!;
    expect(item).toMatchObject({ slug, confirmed: null, overdue: false, version: '1' });
    // Not concerned: nothing in the list, and the item is as unknown as a missing one.
    expect((await office.get<ReadingFeed>('/api/readings')).body.data).toHaveLength(0);
    expect((await office.post(`/api/readings/${id}/confirm`, { version: '1' })).status).toBe(404);

    expect((await warehouse.post(`/api/readings/${id}/confirm`, { version: '0' })).status).toBe(
      409,
    );
    const confirmed = await warehouse.post(`/api/readings/${id}/confirm`, { version: '1' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ round: 1, version: '1' });
    // Never changed: a second confirmation keeps the first time.
    const again = await warehouse.post(`/api/readings/${id}/confirm`, { version: '1' });
    expect(again.body.data.at).toBe(confirmed.body.data.at);
    expect((await warehouse.get<ReadingFeed>('/api/readings')).body.meta.open).toBe(0);

    // A material change: a new round on the new version asks everyone again.
    const saved = await editor.put(`/api/wiki/articles/${slug}`, {
      version: 1,
      body: '## Regeln\n\nHände waschen und desinfizieren.',
    });
    expect(saved.status).toBe(200);
    const renewed = await editor.post(`/api/readings/${id}/renew`, { due_on: inDays(7) });
    expect(renewed.body.data).toMatchObject({ round: 2, version: '2', confirmed_count: 0 });
    const open = (await warehouse.get<ReadingFeed>('/api/readings')).body;
    expect(open.meta.open).toBe(1);

    const report = (await editor.get<ReadingReport>(`/api/readings/${id}/report`)).body.data;
    const people = report.roles.find((r) => r.role === 'Lager')!.people;
    const reader = people.find((p) => p.email === 'leser@example.com')!;
    expect(reader.confirmed).toBeNull();
    expect(reader.earlier).toMatchObject({ round: 1, version: '1' });
    expect(people.find((p) => p.email === 'lager2@example.com')).toMatchObject({
      confirmed: null,
      earlier: null,
    });

    await warehouse.post(`/api/readings/${id}/confirm`, { version: '2' });
    const csv = await editor.get(`/api/readings/${id}/report.csv`, { accept: 'text/csv' });
    expect(csv.status).toBe(200);
    const text = String(csv.text);
    expect(text.split('\r\n')[0]).toBe(
      'Rolle;Name;E-Mail;Abteilung;Bestätigt;Fassung;Bestätigt am;Frühere Bestätigung',
    );
    expect(text).toMatch(/Lager;.*leser@example\.com;.*;ja;2;/);
    expect(text).toMatch(/Lager;.*lager2@example\.com;.*;nein;/);
    const logged = await server.backend.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'reading.%')
      .execute();
    expect(logged.map((l) => l.action)).toEqual(
      expect.arrayContaining(['reading.created', 'reading.renewed', 'reading.exported']),
    );

    const closed = await editor.post(`/api/readings/${id}/close`, {});
    expect(closed.body.data.closed_at).toEqual(expect.any(String));
    expect((await warehouse.get<ReadingFeed>('/api/readings')).body.data).toHaveLength(0);
  });

  it('makes a document mandatory and reminds those who have not confirmed, once each', async () => {
    const db = server.backend.ctx.db;
    const now = nowIso();
    const folder = await db
      .selectFrom('media_items')
      .select('id')
      .where('path', '=', 'domain/intranet')
      .executeTakeFirst();
    const file = await db
      .insertInto('media_items')
      .values({
        parent_id: folder?.id ?? null,
        name: 'Hygieneplan.pdf',
        path: 'domain/intranet/Hygieneplan.pdf',
        folded_name: 'hygieneplan.pdf',
        is_dir: 0,
        mime_type: 'application/pdf',
        size: 10,
        extension: 'pdf',
        storage_key: 'hygieneplan-1',
        inherit_rules: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(file.id).toBeGreaterThan(0);
    const due = inDays(2);
    const created = await make(admin, {
      kind: 'document',
      document: 'domain/intranet/Hygieneplan.pdf',
      roles: ['Lager'],
      due_on: due,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    const listed = (await admin.get<ReadingSummaries>('/api/readings?all=1')).body;
    expect(listed.meta.documents.map((d) => d.path)).toContain('domain/intranet/Hygieneplan.pdf');
    await warehouse.post(`/api/readings/${id}/confirm`, { version: 'hygieneplan-1' });

    const settings = { get: async () => 'Hallberg Frischdienst' } as never;
    const before = (await mailsTo(server, 'lager2@example.com')).length;
    expect(await remindReadings(server.backend.ctx, settings)).toBeGreaterThanOrEqual(1);
    expect(await remindReadings(server.backend.ctx, settings)).toBe(0);
    const mails = await mailsTo(server, 'lager2@example.com');
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toBe(
      `Erinnerung: Pflichtlektüre „Hygieneplan.pdf“ bis ${new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(`${due}T12:00:00Z`))} bestätigen`,
    );
    // The one who confirmed is not reminded.
    expect(
      (await mailsTo(server, 'leser@example.com')).filter((m) => m.subject.includes('Hygieneplan')),
    ).toHaveLength(0);
    // The day after the due date: one more, „Überfällig“.
    const later = new Date(Date.parse(`${due}T12:00:00Z`) + 86_400_000);
    expect(hamburgDay(later) > due).toBe(true);
    await remindReadings(server.backend.ctx, settings, later);
    await remindReadings(server.backend.ctx, settings, later);
    const overdue = (await mailsTo(server, 'lager2@example.com')).filter((m) =>
      m.subject.startsWith('Überfällig: Pflichtlektüre „Hygieneplan.pdf“'),
    );
    expect(overdue).toHaveLength(1);
  });
});
