// The audit log (issue 16, item 5): entries for sign-ins and admin actions with actor, target,
// address and browser; written by the change's own transaction (both or neither); the admin
// view's filters; no secrets in details; retention.
import { AUDIT_ACTIONS, AUDIT_SORTS, type AuditEntry } from '@frischkontor/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  as,
  DEMO_PASSWORD,
  DIALECTS,
  type Client,
  type TestServer,
  userIdOf,
  withServerAndAdmin,
} from '../../../test/harness';
import { audit, cleanDetails, purgeAuditLog } from '.';
import { entriesInOrder, entryPage, filteredEntries, lastEntryId } from './store';

describe('cleanDetails', () => {
  it('drops passwords, codes, tokens and secrets at any depth', () => {
    expect(
      cleanDetails({
        fields: ['firstname'],
        password: 'x',
        nested: { current_password: 'y', backup_codes: ['a'], reset_token: 't', keep: 1 },
        list: [{ tfa_secret: 's', name: 'n' }],
      }),
    ).toEqual({ fields: ['firstname'], nested: { keep: 1 }, list: [{ name: 'n' }] });
  });
});

describe.each(DIALECTS)('audit log (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  const idOf = (email: string) => userIdOf(server, email);
  const entries = async (query = '') =>
    (await admin.get(`/api/admin/audit${query}`)).body.data as AuditEntry[];
  const count = async (action: string) =>
    Number(
      (
        await server.backend.ctx.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );

  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));

  it('records sign-ins and failed sign-ins with address and browser', async () => {
    const client = server.client();
    const failed = await client.post(
      '/api/login',
      { login: 'kunde@example.com', password: 'falsch-falsch-falsch' },
      { headers: { 'User-Agent': 'Testbrowser/1.0' } },
    );
    expect(failed.status).toBe(422);
    await client.post('/api/login', { login: 'niemand@example.com', password: 'egal-egal-egal' });
    await client.post(
      '/api/login',
      { login: 'kunde@example.com', password: DEMO_PASSWORD },
      { headers: { 'User-Agent': 'Testbrowser/1.0' } },
    );
    const kunde = await idOf('kunde@example.com');
    const list = await entries(`?user=${kunde}&action=auth`);
    expect(list.map((e) => e.action)).toEqual(['auth.login', 'auth.login_failed']);
    expect(list[0]).toMatchObject({
      actor_id: kunde,
      target_type: 'user',
      target_id: String(kunde),
      ip: client.ip,
      user_agent: 'Testbrowser/1.0',
    });
    expect(list[0]!.actor_label).toContain('kunde@example.com');
    expect(list[1]).toMatchObject({ actor_id: null, details: { reason: 'Passwort falsch' } });
    // An unknown address is named, without an account behind it.
    const unknown = (await entries('?action=auth.login_failed&search=niemand'))[0];
    expect(unknown).toMatchObject({ target_id: null, target_label: 'niemand@example.com' });
  });

  it('records admin actions with what changed, never a password', async () => {
    const created = await admin.post('/api/admin/users', {
      firstname: 'Paula',
      lastname: 'Prüfer',
      email: 'paula@example.com',
      password: 'Ein-sicheres-Passwort-77',
      password_confirmation: 'Ein-sicheres-Passwort-77',
      verified: true,
      enabled: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    await admin.patch(`/api/admin/users/${id}`, { company: 'Prüfküche GmbH', admin_note: 'x' });
    await admin.post(`/api/admin/users/${id}/block`, { reason: 'Test' });
    await admin.post(`/api/admin/users/${id}/unblock`);
    const list = await entries(`?user=${id}`);
    expect(list.map((e) => e.action)).toEqual([
      'user.unblocked',
      'user.blocked',
      'user.updated',
      'user.created',
    ]);
    expect(list[1]!.details).toEqual({ reason: 'Test' });
    expect(list[2]!.details).toEqual({ fields: ['company', 'admin_note'] });
    expect(list[3]!.target_label).toBe('Paula Prüfer <paula@example.com>');
    // Found by the name, umlauts folded.
    expect((await entries('?search=prufer')).length).toBeGreaterThanOrEqual(4);
    const all = await server.backend.ctx.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(all)).not.toContain('Ein-sicheres-Passwort-77');
    expect(JSON.stringify(all)).not.toContain(DEMO_PASSWORD);
    // Every code written has a German label.
    for (const row of all) expect(Object.keys(AUDIT_ACTIONS)).toContain(row.action);
  });

  it('a change that fails leaves no entry', async () => {
    const id = await idOf('personal@example.com');
    const before = await count('user.updated');
    const taken = await admin.patch(`/api/admin/users/${id}`, { email: 'kunde@example.com' });
    expect(taken.status).toBe(422);
    expect(await count('user.updated')).toBe(before);
    // Written first, then the change fails: rolled back together.
    const { db } = server.backend.ctx;
    await expect(
      db.transaction().execute(async (trx) => {
        await audit(
          trx,
          { id: null, label: null, ip: null, userAgent: null },
          'settings.changed',
          { type: 'settings' },
          { keys: ['company_name'] },
        );
        await trx
          .insertInto('roles')
          .values({ name: 'Admin', created_at: '', updated_at: '' })
          .execute();
      }),
    ).rejects.toThrow();
    expect(await count('settings.changed')).toBe(0);
  });

  it('an entry that cannot be written undoes the change', async () => {
    const id = await idOf('wartend@example.com');
    const { db } = server.backend.ctx;
    await sql`alter table audit_log rename to audit_log_away`.execute(db);
    try {
      const res = await admin.post(`/api/admin/users/${id}/block`, { reason: 'Test' });
      expect(res.status).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(db);
    }
    const row = await db
      .selectFrom('users')
      .select('blocked_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.blocked_at).toBeNull();
  });

  it('records settings, role and 2FA changes', async () => {
    expect(
      (await admin.put('/api/admin/settings', { company_slogan: 'Frisch geprüft' })).status,
    ).toBe(200);
    const role = await admin.post('/api/admin/roles', {
      name: 'Prüfer',
      permissions: ['system.view.users'],
    });
    await admin.patch(`/api/admin/roles/${role.body.data.id}`, {
      permissions: ['system.view.users', 'system.view.roles'],
    });
    const zweifaktor = await idOf('zweifaktor@example.com');
    await admin.delete(`/api/admin/users/${zweifaktor}/two-factor`);
    const list = await entries();
    expect(list.slice(0, 4).map((e) => [e.action, e.details])).toEqual([
      ['two_factor.reset', {}],
      ['role.updated', { permissions_added: ['system.view.roles'] }],
      ['role.created', { permissions: ['system.view.users'], requires_two_factor: false }],
      ['settings.changed', { keys: ['company_slogan'] }],
    ]);
  });

  it('filters by time and pages; refuses bad filters in German and non-admins', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = await admin.get(`/api/admin/audit?from=${today}&to=${today}&size=2&page=2`);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta.total).toBeGreaterThan(4);
    expect((await admin.get('/api/admin/audit?to=2000-01-01')).body.data).toEqual([]);
    const bad = await admin.get('/api/admin/audit?from=gestern&action=nix');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.from[0]).toContain('JJJJ-MM-TT');
    expect(bad.body.errors.action[0]).toBe('Diese Aktion gibt es nicht.');
    expect((await (await as(server, 'personal@example.com')).get('/api/admin/audit')).status).toBe(
      403,
    );
    expect((await server.client().get('/api/admin/audit')).status).toBe(401);
  });

  it('sorts by time, action and person, and reads every order in batches without a gap', async () => {
    const labels = async (sort: string) =>
      (await entries(`?sort=${sort}&size=100`)).map((e) => [e.action, e.actor_label ?? '']);
    const byAction = await labels('action');
    const german = byAction.map(([a]) => AUDIT_ACTIONS[a as keyof typeof AUDIT_ACTIONS]);
    expect(german).toEqual([...german].sort((a, b) => a.localeCompare(b, 'de')));
    expect(await labels('-action')).not.toEqual(byAction);
    // By person: nobody signed in first, each person's entries together (the database's collation
    // orders the names), the other way round with `-`.
    const runs = (list: string[][]) =>
      list.map(([, who]) => who).filter((who, i, all) => i === 0 || who !== all[i - 1]);
    const byActor = runs(await labels('actor'));
    expect(byActor[0]).toBe('');
    expect(new Set(byActor).size).toBe(byActor.length);
    expect(runs(await labels('-actor'))).toEqual([...byActor].reverse());
    const oldest = await entries('?sort=created_at&size=100');
    expect(oldest.map((e) => e.id)).toEqual(oldest.map((e) => e.id).sort((a, b) => a - b));
    const { db } = server.backend.ctx;
    const base = filteredEntries(db, {});
    const last = await lastEntryId(db);
    for (const sort of AUDIT_SORTS) {
      const all = await entryPage(base, sort, { page: 1, size: 10_000 });
      const batched: number[] = [];
      for await (const entry of entriesInOrder(base, sort, last, 3)) batched.push(entry.id);
      expect(batched, sort).toEqual(all.map((e) => e.id));
    }
  });

  it('exports the filtered, ordered view as CSV for Excel, formulas defused, and logs it', async () => {
    const { db } = server.backend.ctx;
    const actor = {
      id: null,
      label: '=HYPERLINK("http://böse.example")',
      ip: '203.0.113.9',
      userAgent: null,
    };
    await audit(db, actor, 'media.deleted', { type: 'media', id: 7, label: '@SUM(A1); +1 -2' });
    await audit(db, actor, 'media.deleted', {
      type: 'media',
      id: 8,
      label: 'Preisliste "neu".pdf',
    });
    const res = await admin.get(
      '/api/admin/audit/export?action=media.deleted&search=203.0.113&sort=created_at',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="protokoll-${today}.csv"`,
    );
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(
      'Zeit (UTC);Aktion;Wer;Wer (Konto-Nr.);Betroffen (Art);Betroffen;Betroffen (Nr.);Einzelheiten;IP-Adresse;Gerät;Browser-Kennung',
    );
    expect(lines.slice(1, 3)).toEqual([
      expect.stringMatching(
        /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d;Datei oder Ordner gelöscht;"'=HYPERLINK\(""http:\/\/böse.example""\)";;Datei;"'@SUM\(A1\); \+1 -2";7;;203.0.113.9;;$/,
      ),
      expect.stringMatching(/;"Preisliste ""neu"".pdf";8;;203.0.113.9;;$/),
    ]);
    expect(lines.slice(3)).toEqual(['']);
    // Newest first on request; the download is in the log, with who and which filters.
    const newest = await admin.get('/api/admin/audit/export?action=media&search=203.0.113');
    expect(newest.text.split('\r\n')[1]).toContain(';8;');
    const [logged] = await entries('?action=audit.exported');
    expect(logged).toMatchObject({
      actor_id: await idOf('admin@example.com'),
      details: { count: 2, action: 'media', search: '203.0.113' },
    });
    const [first] = await entries('?action=audit.exported&sort=created_at');
    expect(first!.details).toEqual({
      count: 2,
      action: 'media.deleted',
      search: '203.0.113',
      sort: 'created_at',
    });
  });

  it('starts the CSV with a byte order mark', async () => {
    const res = await fetch(`${server.url}/api/admin/audit/export?action=auth.login`, {
      headers: { Cookie: admin.cookieHeader() },
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('refuses the export to all but admins before reading anything, and bad filters with 400', async () => {
    const before = await count('audit.exported');
    const personal = await as(server, 'personal@example.com');
    for (const client of [personal, server.client()]) {
      const list = await client.get('/api/admin/audit?from=gestern');
      const file = await client.get('/api/admin/audit/export?from=gestern');
      expect(file.status).toBe(list.status);
      expect(file.body).toEqual(list.body);
      expect(file.headers.get('content-type')).toContain('application/json');
    }
    expect((await personal.get('/api/admin/audit/export')).status).toBe(403);
    expect((await server.client().get('/api/admin/audit/export')).status).toBe(401);
    const bad = await admin.get(
      '/api/admin/audit/export?from=2026-02-31&sort=wer&user=abc&action=nix',
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/json');
    expect(bad.body.errors).toEqual({
      from: ['Von: dieses Datum gibt es nicht.'],
      sort: [expect.stringContaining('Sortieren geht nach created_at, action, actor')],
      user: ['Bitte eine Benutzer-ID angeben.'],
      action: ['Diese Aktion gibt es nicht.'],
    });
    expect(bad.body.message).toBe('Diese Aktion gibt es nicht. (und 3 weitere Fehler)');
    expect(await count('audit.exported')).toBe(before);
  });

  it('writes a long log out whole, in batches, with what was there when it was asked for', async () => {
    const { db } = server.backend.ctx;
    const at = new Date().toISOString();
    const rows = Array.from({ length: 1234 }, (_, i) => ({
      action: 'media.deleted',
      target_type: 'media',
      target_label: `Massendatei ${i}`,
      details: '{}',
      search_text: 'massendatei',
      created_at: at,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('audit_log')
        .values(rows.slice(i, i + 200))
        .execute();
    const res = await admin.get('/api/admin/audit/export?search=massendatei&sort=-action');
    const lines = res.text.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(1234);
    expect(new Set(lines).size).toBe(1234);
    expect(lines[0]).toContain(';Massendatei 1233;');
    expect(lines.at(-1)).toContain(';Massendatei 0;');
  });

  it('keeps entries as long as the retention setting says', async () => {
    const { db } = server.backend.ctx;
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await db
      .insertInto('audit_log')
      .values({ action: 'auth.login', details: '{}', search_text: '', created_at: old })
      .execute();
    const refused = await admin.put('/api/admin/settings', { audit_retention_days: 5 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.audit_retention_days).toEqual(['Mindestens 30 Tage.']);
    expect(await purgeAuditLog(db, 365)).toBe(1);
    expect(await purgeAuditLog(db, 365)).toBe(0);
    expect(await count('auth.login')).toBeGreaterThan(0);
  });
});
