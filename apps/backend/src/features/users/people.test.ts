// The admin panel administers people (issue 16, item 4): edit, e-mail change with verification,
// reset and verification links, invitations; each with its permission refusals.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  DEMO_PASSWORD,
  DIALECTS,
  linkIn,
  mailsTo,
  type Client,
  type TestServer,
  userIdOf,
  delegate,
  withServerAndAdmin,
} from '../../../test/harness';

describe.each(DIALECTS)('admin: people (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  /** A delegated admin who may see users, not edit them. */
  let viewer: Client;
  const idOf = (email: string) => userIdOf(server, email);

  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));
  beforeAll(async () => {
    viewer = await delegate(server, admin, 'ohnerolle@example.com', {
      name: 'Lesend',
      permissions: ['system.access.admin.panel', 'system.view.users'],
    });
  });

  it('edits name, company, customer number, phone and internal note; blank clears, left out stays', async () => {
    const id = await idOf('kunde@example.com');
    const res = await admin.patch(`/api/admin/users/${id}`, {
      firstname: 'Karla',
      company: 'Kantine Kuhn GmbH',
      customer_number: 'K-1001',
      phone: '+49 40 123456',
      admin_note: 'Zahlt per Lastschrift.\nAnsprechpartnerin im Einkauf.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstname: 'Karla',
      company: 'Kantine Kuhn GmbH',
      customer_number: 'K-1001',
      phone: '+49 40 123456',
      admin_note: 'Zahlt per Lastschrift.\nAnsprechpartnerin im Einkauf.',
    });
    const cleared = await admin.patch(`/api/admin/users/${id}`, {
      phone: '',
      customer_number: null,
    });
    expect(cleared.body.data).toMatchObject({
      phone: null,
      customer_number: null,
      company: 'Kantine Kuhn GmbH',
      admin_note: 'Zahlt per Lastschrift.\nAnsprechpartnerin im Einkauf.',
    });
    // The new name is found by the search.
    const found = await admin.get('/api/admin/users?search=karla');
    expect(found.body.data.map((u: { id: number }) => u.id)).toEqual([id]);
    // The person never sees the internal note.
    const own = await (await as(server, 'kunde@example.com')).get('/api/user');
    expect(own.status).toBe(200);
    expect(own.text).not.toContain('Lastschrift');
    expect(own.body).not.toHaveProperty('admin_note');
  });

  it('answers bad input with 422 and German field messages', async () => {
    const id = await idOf('kunde@example.com');
    const res = await admin.patch(`/api/admin/users/${id}`, {
      firstname: '',
      phone: 'ruf mich an',
      admin_note: 'x'.repeat(2001),
      email: 'keine-adresse',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.firstname[0]).toMatch(/Vorname/);
    expect(res.body.errors.phone[0]).toBe(
      'Bitte nur Ziffern, Leerzeichen und + ( ) / - verwenden.',
    );
    expect(res.body.errors.admin_note[0]).toMatch(/„Interne Notiz“ darf höchstens 2000 Zeichen/);
    expect(res.body.errors.email[0]).toMatch(/E-Mail-Adresse/);
    const wrongType = await admin.patch(`/api/admin/users/${id}`, { company: 42 });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors.company[0]).toBe('Das Feld „Firma“ muss Text enthalten.');
  });

  it('refuses guests, accounts without the permission and view-only admins', async () => {
    const id = await idOf('personal@example.com');
    const calls = [
      (c: Client) => c.patch(`/api/admin/users/${id}`, { company: 'X' }),
      (c: Client) => c.post(`/api/admin/users/${id}/password-reset`),
      (c: Client) => c.post(`/api/admin/users/${id}/verification-notification`),
      (c: Client) =>
        c.post('/api/admin/users', { firstname: 'A', lastname: 'B', email: 'a@b.example' }),
    ];
    const kunde = await as(server, 'personal@example.com');
    for (const call of calls) {
      expect((await call(server.client())).status).toBe(401);
      expect((await call(kunde)).status).toBe(403);
      const refused = await call(viewer);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Dafür fehlt die Berechtigung.');
    }
    expect(
      (
        await server.backend.ctx.db
          .selectFrom('users')
          .select('company')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).company,
    ).not.toBe('X');
  });

  it('changes an e-mail address: unverified until the person confirms the new one', async () => {
    const id = await idOf('personal@example.com');
    const res = await admin.patch(`/api/admin/users/${id}`, { email: 'Paula.Neu@Example.com' });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe('paula.neu@example.com');
    expect(res.body.data.email_verified_at).toBeNull();

    const [notice] = await mailsTo(server, 'personal@example.com');
    expect(notice?.subject).toBe('Ihre E-Mail-Adresse wurde geändert');
    const [verify] = await mailsTo(server, 'paula.neu@example.com');
    expect(verify?.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse');

    // The old address no longer signs in; the new one does, restricted until confirmed.
    expect(
      (
        await server
          .client()
          .post('/api/login', { login: 'personal@example.com', password: DEMO_PASSWORD })
      ).status,
    ).toBe(422);
    const person = await as(server, 'paula.neu@example.com');
    expect((await person.get('/api/media/domain/intranet')).status).toBe(403);

    const link = linkIn(verify!.text, 'http://localhost');
    const click = await server.client().get(`${link.pathname}${link.search}`, { accept: null });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toContain('status=verified');
    expect((await admin.get(`/api/admin/users/${id}`)).body.data.email_verified_at).toBeTruthy();

    // Taken addresses and the admin's own address are refused.
    const taken = await admin.patch(`/api/admin/users/${id}`, { email: 'kunde@example.com' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email[0]).toBe('Diese E-Mail-Adresse ist bereits vergeben.');
    const self = await admin.patch(`/api/admin/users/${await idOf('admin@example.com')}`, {
      email: 'chef@example.com',
    });
    expect(self.status).toBe(422);
    expect(self.body.errors.email[0]).toBe(
      'Ihre eigene E-Mail-Adresse ändern Sie in Ihrem Profil.',
    );
  });

  it('sends a password-reset link, within the per-address limit', async () => {
    const id = await idOf('wartend@example.com');
    const res = await admin.post(`/api/admin/users/${id}/password-reset`);
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('Der Link zum Zurücksetzen des Passworts ist verschickt.');
    const [mail] = await mailsTo(server, 'wartend@example.com');
    expect(mail?.subject).toBe('Passwort zurücksetzen');
    expect(mail?.text).toContain('/konto/auth/reset-password?token=');
    await admin.post(`/api/admin/users/${id}/password-reset`);
    await admin.post(`/api/admin/users/${id}/password-reset`);
    const limited = await admin.post(`/api/admin/users/${id}/password-reset`);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Versuche|versuchen/);
    const blocked = await admin.post(
      `/api/admin/users/${await idOf('gesperrt@example.com')}/password-reset`,
    );
    expect(blocked.status).toBe(422);
  });

  it('resends the verification link to an unverified address only', async () => {
    const id = await idOf('unbestaetigt@example.com');
    const res = await admin.post(`/api/admin/users/${id}/verification-notification`);
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('Der Bestätigungslink ist verschickt.');
    const [mail] = await mailsTo(server, 'unbestaetigt@example.com');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail?.text).toContain('/api/email/verify/');
    const verified = await admin.post(
      `/api/admin/users/${await idOf('kunde@example.com')}/verification-notification`,
    );
    expect(verified.status).toBe(422);
    expect(verified.body.message).toBe('Diese E-Mail-Adresse ist bereits bestätigt.');
  });

  it('invites a person who sets a password through the link (valid for days) and signs in', async () => {
    const roles = (await admin.get('/api/admin/roles')).body.data as { id: number; name: string }[];
    const res = await admin.post('/api/admin/users', {
      firstname: 'Ines',
      lastname: 'Eingeladen',
      email: 'ines@example.com',
      phone: '040 987654',
      roles: [roles.find((r) => r.name === 'Personal')!.id],
      enabled: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ phone: '040 987654', email_verified_at: null });
    const [mail] = await mailsTo(server, 'ines@example.com');
    expect(mail?.subject).toMatch(/^Einladung zu Ihrem Konto bei /);
    expect(mail?.text).toContain('7 Tage gültig');
    const pending = await server.backend.ctx.db
      .selectFrom('password_resets')
      .select('expires_at')
      .where('user_id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(new Date(pending.expires_at).getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);

    const link = linkIn(mail!.text, 'http://localhost');
    expect(link.pathname).toBe('/konto/auth/reset-password');
    expect(link.searchParams.get('einladung')).toBe('1');
    const set = await server.client().post('/api/reset-password', {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password: 'Ein-gutes-Passwort-2026',
      password_confirmation: 'Ein-gutes-Passwort-2026',
    });
    expect(set.status).toBe(200);
    const ines = await as(server, null);
    await ines.login('ines@example.com', 'Ein-gutes-Passwort-2026');
    const session = await ines.get('/api/session');
    expect(session.body.user.email_verified_at).toBeTruthy();
    expect(session.body.user.roles.map((r: { name: string }) => r.name)).toEqual(['Personal']);
  });

  it('finds Müller as Müller, Mueller and Muller, and a Mueller as Müller and Mueller', async () => {
    const create = (firstname: string, lastname: string, company: string | null = null) =>
      admin.post('/api/admin/users', {
        firstname,
        lastname,
        company,
        email: `${lastname.toLowerCase().replace(/[^a-z]/g, '')}.suche@example.com`,
      });
    expect((await create('Jürgen', 'Müller', 'Fleischerei Größe')).status).toBe(201);
    expect((await create('Jan', 'Mueller')).status).toBe(201);
    const found = async (search: string) =>
      (
        (await admin.get(`/api/admin/users?search=${encodeURIComponent(search)}`)).body.data as {
          firstname: string;
        }[]
      )
        .map((u) => u.firstname)
        .sort();
    for (const search of ['Müller', 'mueller', 'MÜLLER'])
      expect(await found(search)).toEqual(['Jan', 'Jürgen']);
    // Typed without the umlaut: the umlaut's name, not the one spelled "ue".
    expect(await found('muller')).toEqual(['Jürgen']);
    expect(await found('jurgen muller')).toEqual(['Jürgen']);
    expect(await found('Jürgen Müller')).toEqual(['Jürgen']);
    expect(await found('grosse')).toEqual(['Jürgen']);
    expect(await found('größe')).toEqual(['Jürgen']);
  });

  it('sorts the list by name, company, e-mail or registration, either way', async () => {
    const order = async (sort: string, extra = '') =>
      (await admin.get(`/api/admin/users?size=100&sort=${sort}${extra}`)).body.data as {
        lastname: string;
        company: string | null;
        email: string;
        created_at: string;
      }[];
    const byName = (await order('name')).map((u) => u.lastname.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    expect((await order('-name')).map((u) => u.lastname.toLowerCase())).toEqual(
      [...byName].reverse(),
    );
    const companies = (await order('-company')).map((u) => u.company);
    const named = companies.filter((c) => c !== null);
    expect(companies.slice(0, named.length)).toEqual(named);
    expect(named).toEqual(
      [...named].sort((a, b) => b!.toLowerCase().localeCompare(a!.toLowerCase())),
    );
    const emails = (await order('email')).map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    const created = (await order('-created_at')).map((u) => u.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const bad = await admin.get('/api/admin/users?sort=password_hash');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.sort[0]).toMatch(/^Sortieren geht nach/);
  });

  it('exports the filtered list as CSV for Excel: BOM, semicolons, German headers', async () => {
    const res = await admin.get('/api/admin/users/export?state=blocked', { accept: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="benutzer-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Read as bytes: decoding text drops the byte order mark.
    const raw = await fetch(`${admin.base}/api/admin/users/export?state=blocked`, {
      headers: { Cookie: admin.cookieHeader(), 'X-Forwarded-For': admin.ip },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Nachname;Vorname;E-Mail-Adresse;Firma;Kundennummer;Telefon;Anrede;Abteilung;Funktion;Personalnummer;Standort;Durchwahl;Mobilnummer;Mobilnummer im Verzeichnis;Rollen;Zustand;Registriert;E-Mail bestätigt;Freigeschaltet',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';gesperrt@example.com;');
    expect(lines[1]).toContain(';gesperrt;');

    // A cell that Excel would run as a formula is defused.
    const id = await idOf('wartend@example.com');
    await admin.patch(`/api/admin/users/${id}`, { company: '=HYPERLINK("http://x")' });
    const formula = await admin.get('/api/admin/users/export?search=wendt', { accept: null });
    expect(formula.text).toContain(`'=HYPERLINK`);

    // Who may only view users gets no addresses; guests and customers nothing.
    const limited = await viewer.get('/api/admin/users/export', { accept: null });
    expect(limited.status).toBe(200);
    expect(limited.text).not.toContain('@example.com');
    expect(limited.text).not.toContain('E-Mail-Adresse');
    expect((await server.client().get('/api/admin/users/export')).status).toBe(401);
    expect(
      (await (await as(server, 'kunde@example.com')).get('/api/admin/users/export')).status,
    ).toBe(403);
  });

  it('logs each download of the user list with its count and filters, as people read them', async () => {
    const roles = (await admin.get('/api/admin/roles')).body.data as { id: number; name: string }[];
    const personal = roles.find((r) => r.name === 'Personal')!;
    const res = await viewer.get(
      `/api/admin/users/export?state=active&role=${personal.id}&search=Muster`,
      { accept: null },
    );
    expect(res.status).toBe(200);
    const rows = res.text.split('\r\n').filter(Boolean).length - 1;
    const log = await admin.get('/api/admin/audit?action=user.exported');
    expect(log.body.data[0]).toMatchObject({
      action: 'user.exported',
      actor_label: expect.stringContaining('ohnerolle@example.com'),
      details: { count: rows, state: 'aktiv', role: 'Personal', search: 'Muster' },
    });
    // A refused download is not one.
    const before = log.body.meta.total;
    expect(
      (await (await as(server, 'kunde@example.com')).get('/api/admin/users/export')).status,
    ).toBe(403);
    expect((await admin.get('/api/admin/audit?action=user.exported')).body.meta.total).toBe(before);
  });

  it('keeps decision 011 on creation: no area role the creator does not hold', async () => {
    const roles = (await admin.get('/api/admin/roles')).body.data as { id: number; name: string }[];
    const creator = await delegate(server, admin, 'paula.neu@example.com', {
      name: 'Anleger',
      permissions: ['system.access.admin.panel', 'system.create.users', 'system.assign.roles'],
    });
    const refused = await creator.post('/api/admin/users', {
      firstname: 'K',
      lastname: 'K',
      email: 'k@example.com',
      roles: [roles.find((r) => r.name === 'Kunde')!.id],
    });
    expect(refused.status).toBe(403);
    const plain = await creator.post('/api/admin/users', {
      firstname: 'K',
      lastname: 'K',
      email: 'k@example.com',
    });
    expect(plain.status).toBe(201);
  });
});
