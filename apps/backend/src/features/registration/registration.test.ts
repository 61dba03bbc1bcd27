// Registration profiles, approval with the profile's roles, and who is told what (decision 019).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDeletedAccounts } from '../users';
import {
  addAccount,
  as,
  DIALECTS,
  linkIn,
  mailsTo,
  startServer,
  type Client,
  type TestServer,
} from '../../../test/harness';
import { DEFAULT_PROFILES } from './profiles';

const LEGAL = [
  'Hallberg Frischdienst GmbH & Co. KG · Lagerstraße 12 · 20539 Hamburg',
  'Registergericht: Amtsgericht Hamburg · HRA 99999',
  'Persönlich haftende Gesellschafterin: Hallberg Verwaltungs-GmbH',
  'HRB 99998',
  'Geschäftsführung: Johanna Hallberg, Malte Petersen',
];

describe.each(DIALECTS)('registration profiles and notifications (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  const form = (email: string, extra: Record<string, unknown> = {}) => ({
    profile: 'geschaeftskunde',
    firstname: 'Bruno',
    lastname: 'Brandt',
    company: 'Metzgerei Brandt',
    customer_number: 'K-30001',
    vat_id: 'DE123456789',
    email,
    password: 'Sonnenblume-Kartoffel-7',
    password_confirmation: 'Sonnenblume-Kartoffel-7',
    privacy: true,
    ...extra,
  });
  const userRow = (email: string) =>
    server.backend.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const roleNames = async (id: number) =>
    (await admin.get(`/api/admin/users/${id}`)).body.data.roles.map(
      (r: { name: string }) => r.name,
    );
  const verify = async (email: string) => {
    const [mail] = await mailsTo(server, email);
    const link = linkIn(mail!.text, 'http://localhost:8000/api/email/verify/');
    return fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await as(server, 'admin@example.com');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows everyone the profiles, without the roles they give', async () => {
    const res = await server.client().get('/api/domain/settings');
    expect(res.body.registration_profiles).toEqual(
      DEFAULT_PROFILES.map(({ roles: _roles, ...rest }) => rest),
    );
    expect(res.body.registration_profiles.map((p: { label: string }) => p.label)).toEqual([
      'Geschäftskunde',
      'Mitarbeiter/in',
    ]);
    // A business names its USt-IdNr. or a Gewerbenachweis (issue 29); staff do not.
    expect(res.body.registration_profiles[0]).toMatchObject({
      key: 'geschaeftskunde',
      fields: ['firstname', 'lastname', 'email', 'company', 'customer_number', 'business_proof'],
      required: ['firstname', 'lastname', 'email', 'company', 'business_proof'],
    });
    expect(res.body.registration_profiles[1].fields).not.toContain('business_proof');
    const full = await admin.get('/api/admin/settings');
    expect(full.body.data.registration_profiles[0].roles).toEqual(['Kunde']);
  });

  it('asks what the profile asks: company required for customers, dropped for staff', async () => {
    const missing = await server
      .client()
      .post('/api/register', form('ohne-firma@brandt.example', { company: '' }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.company).toEqual(['Bitte das Feld „Firma“ ausfüllen.']);
    const unknown = await server
      .client()
      .post('/api/register', form('x@brandt.example', { profile: 'chef' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.profile).toEqual([
      'Bitte wählen Sie aus, als wer Sie sich registrieren.',
    ]);

    const staff = await server
      .client()
      .post('/api/register', form('paula@hallberg.example', { profile: 'mitarbeiter' }));
    expect(staff.status).toBe(201);
    const row = await userRow('paula@hallberg.example');
    expect(row).toMatchObject({
      registration_profile: 'mitarbeiter',
      company: null,
      customer_number: null,
      vat_id: null,
      enabled_at: null,
    });
  });

  it('tells the admins of a registration and a confirmed address, by mail and in the panel', async () => {
    const before = (await admin.get('/api/admin/notifications/unread')).body.unread as number;
    expect((await server.client().post('/api/register', form('bruno@brandt.example'))).status).toBe(
      201,
    );
    const adminMails = await mailsTo(server, 'admin@example.com');
    const registered = adminMails.at(-1)!;
    expect(registered.subject).toBe('Neue Registrierung: Bruno Brandt');
    expect(registered.text).toContain('Metzgerei Brandt');
    expect(registered.text).toContain('Geschäftskunde');
    expect(registered.text).toMatch(/USt-IdNr\.:\s+DE123456789/);
    const { id } = await userRow('bruno@brandt.example');
    expect(registered.text).toContain(`http://localhost:8000/konto/benutzer/${id}`);
    for (const line of LEGAL) expect(registered.text).toContain(line);

    expect((await verify('bruno@brandt.example')).status).toBe(302);
    expect((await verify('bruno@brandt.example')).status).toBe(302);
    const verified = (await mailsTo(server, 'admin@example.com')).filter((m) =>
      m.subject.startsWith('E-Mail-Adresse bestätigt: Bruno Brandt'),
    );
    expect(verified).toHaveLength(1);
    expect(verified[0]!.text).toContain('wartet auf Ihre Freischaltung');

    const list = await admin.get('/api/admin/notifications');
    expect(list.status).toBe(200);
    expect(list.body.meta.unread).toBe(before + 2);
    const [newest, previous] = list.body.data;
    expect(newest).toMatchObject({
      type: 'account.verified',
      subject_user_id: id,
      title: 'E-Mail-Adresse bestätigt: Bruno Brandt (Metzgerei Brandt)',
      read_at: null,
    });
    expect(previous.title).toBe('Neue Registrierung: Bruno Brandt (Metzgerei Brandt)');

    const read = await admin.post(`/api/admin/notifications/${newest.id}/read`);
    expect(read.body.unread).toBe(before + 1);
    // Somebody else's notification, or none, is not found; without the panel right, 403.
    const personal = await as(server, 'personal@example.com');
    expect((await personal.post(`/api/admin/notifications/${previous.id}/read`)).status).toBe(403);
    expect((await admin.post('/api/admin/notifications/999999/read')).status).toBe(404);
    expect((await server.client().get('/api/admin/notifications')).status).toBe(401);
    expect((await admin.post('/api/admin/notifications/read-all')).body.unread).toBe(0);
    expect((await admin.get('/api/admin/notifications/unread')).body.unread).toBe(0);
  });

  it('gives the profile’s roles on approval and mails the customer a link to the intranet', async () => {
    const { id } = await userRow('bruno@brandt.example');
    expect(await roleNames(id)).toEqual([]);
    const res = await admin.post(`/api/admin/users/${id}/enable`);
    expect(res.status).toBe(200);
    expect(res.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['Kunde']);
    const mails = await mailsTo(server, 'bruno@brandt.example');
    const approved = mails.filter((m) => m.subject === 'Ihr Konto ist freigeschaltet');
    expect(approved).toHaveLength(1);
    expect(approved[0]!.text).toContain('Guten Tag Bruno Brandt,');
    expect(approved[0]!.text).toContain('http://localhost:3000/intern');
    for (const line of LEGAL) expect(approved[0]!.text).toContain(line);

    // The customer now reads what customers read.
    const customer = server.client();
    await customer.login('bruno@brandt.example', 'Sonnenblume-Kartoffel-7');
    expect((await customer.get('/api/media/domain/angebote/mit_preise')).status).toBe(200);

    // Approving again changes nothing and mails nobody.
    expect((await admin.post(`/api/admin/users/${id}/enable`)).status).toBe(200);
    const again = (await mailsTo(server, 'bruno@brandt.example')).filter(
      (m) => m.subject === 'Ihr Konto ist freigeschaltet',
    );
    expect(again).toHaveLength(1);
  });

  it('lets only who may hand out the profile’s roles approve (decision 011)', async () => {
    const { id } = await userRow('paula@hallberg.example');
    await verify('paula@hallberg.example');
    // A clerk who approves accounts and may hand out the customer area, not the staff area.
    const roles = (await admin.get('/api/admin/roles')).body.data as { id: number; name: string }[];
    const clerkRole = await admin.post('/api/admin/roles', {
      name: 'Freigabe Kunden',
      permissions: [
        'system.access.admin.panel',
        'system.view.users',
        'system.enable.users',
        'app.grant.kunde',
      ],
    });
    expect(clerkRole.status).toBe(201);
    const clerkId = (await userRow('ohnerolle@example.com')).id;
    await admin.put(`/api/admin/users/${clerkId}/roles`, { roles: [clerkRole.body.data.id] });
    const clerk = await as(server, 'ohnerolle@example.com');
    const refused = await clerk.post(`/api/admin/users/${id}/enable`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Mit der Freischaltung erhält dieses Konto die Rolle „Personal“; diese dürfen Sie nicht vergeben.',
    );
    expect((await userRow('paula@hallberg.example')).enabled_at).toBeNull();

    const ok = await admin.post(`/api/admin/users/${id}/enable`);
    expect(ok.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['Personal']);
    expect(roles.some((r) => r.name === 'Personal')).toBe(true);
  });

  it('approves at once where the profile says so, and checks what admins store', async () => {
    const profiles = [
      ...DEFAULT_PROFILES,
      {
        key: 'gastro',
        label: 'Gastronomie (sofort)',
        fields: ['company'],
        required: [],
        roles: ['Kunde'],
        auto_enable: true,
      },
    ];
    const bad = await admin.put('/api/admin/settings', {
      registration_profiles: [...profiles, { ...profiles[2], key: 'gastro', roles: ['Chef'] }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.registration_profiles).toContain(
      'Der Schlüssel „gastro“ kommt mehrfach vor.',
    );
    const unknownRole = await admin.put('/api/admin/settings', {
      registration_profiles: [{ ...profiles[2], roles: ['Chef'] }],
    });
    expect(unknownRole.status).toBe(422);
    expect(unknownRole.body.errors.registration_profiles).toEqual([
      'Diese Rolle gibt es nicht: „Chef“.',
    ]);
    const empty = await admin.put('/api/admin/settings', { registration_profiles: [] });
    expect(empty.body.errors.registration_profiles).toEqual(['Mindestens ein Profil ist nötig.']);

    const saved = await admin.put('/api/admin/settings', { registration_profiles: profiles });
    expect(saved.status).toBe(200);
    // The base fields are always asked and required.
    expect(saved.body.data.registration_profiles[2]).toMatchObject({
      fields: ['firstname', 'lastname', 'email', 'company'],
      required: ['firstname', 'lastname', 'email'],
    });
    await server
      .client()
      .post('/api/register', form('sofort@gastro.example', { profile: 'gastro', company: '' }));
    const row = await userRow('sofort@gastro.example');
    expect(row.enabled_at).toBeTruthy();
    expect(await roleNames(row.id)).toEqual(['Kunde']);
    const told = (await mailsTo(server, 'admin@example.com')).at(-1)!;
    expect(told.text).toContain('automatisch freigeschaltet');
  });

  it('keeps profiles coherent with renamed and deleted roles', async () => {
    const created = await admin.post('/api/admin/roles', { name: 'Großkunde', permissions: [] });
    const list = (await admin.get('/api/admin/settings')).body.data.registration_profiles;
    list[0].roles = ['Kunde', 'Großkunde'];
    expect((await admin.put('/api/admin/settings', { registration_profiles: list })).status).toBe(
      200,
    );
    await admin.put(`/api/admin/roles/${created.body.data.id}`, { name: 'Key Account' });
    const after = (await admin.get('/api/admin/settings')).body.data.registration_profiles;
    expect(after[0].roles).toEqual(['Kunde', 'Key Account']);
    const del = await admin.delete(`/api/admin/roles/${created.body.data.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(
      'Das Registrierungsprofil „Geschäftskunde“ vergibt diese Rolle. Nehmen Sie sie dort zuerst heraus.',
    );
  });

  it('asks a business for its USt-IdNr. or a Gewerbenachweis, and checks the USt-IdNr.', async () => {
    const register = (email: string, extra: Record<string, unknown>) =>
      server.client().post('/api/register', form(email, extra));
    const none = await register('ohne-nachweis@brandt.example', { vat_id: '', trade_licence: ' ' });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({
      business_proof: ['Bitte geben Sie Ihre USt-IdNr. oder einen Gewerbenachweis an.'],
    });
    // Said together with the password's problems, not one after the other.
    const both = await register('beides@brandt.example', {
      vat_id: '',
      password: 'brandt1234',
      password_confirmation: 'brandt1234',
    });
    expect(Object.keys(both.body.errors).sort()).toEqual(['business_proof', 'password']);
    const short = await register('kurz@brandt.example', { vat_id: 'DE 123 45' });
    expect(short.status).toBe(422);
    expect(short.body.errors.vat_id).toEqual([
      'Eine deutsche USt-IdNr. hat nach „DE“ genau 9 Ziffern, z. B. DE123456789.',
    ]);
    const vague = await register('vage@brandt.example', { vat_id: '', trade_licence: 'ja' });
    expect(vague.status).toBe(422);
    expect(vague.body.errors.trade_licence).toEqual([
      'Bitte nennen Sie den Gewerbenachweis genauer, z. B. „HRB 12345, Amtsgericht Hamburg“.',
    ]);

    expect(
      (await register('ust@brandt.example', { vat_id: 'de 123 456 789', customer_number: '' }))
        .status,
    ).toBe(201);
    expect(await userRow('ust@brandt.example')).toMatchObject({
      vat_id: 'DE123456789',
      trade_licence: null,
      customer_number: null,
      registration_profile: 'geschaeftskunde',
    });
    const licence = 'Gewerbeanmeldung Bezirksamt Altona vom 02.03.2021';
    expect(
      (await register('gewerbe@brandt.example', { vat_id: null, trade_licence: licence })).status,
    ).toBe(201);
    expect(await userRow('gewerbe@brandt.example')).toMatchObject({
      vat_id: null,
      trade_licence: licence,
    });
  });

  it('shows the admins the profile, the company data and the role an approval gives', async () => {
    expect((await verify('ust@brandt.example')).status).toBe(302);
    const { id } = await userRow('ust@brandt.example');
    const one = await admin.get(`/api/admin/users/${id}`);
    expect(one.body.data).toMatchObject({
      company: 'Metzgerei Brandt',
      customer_number: null,
      vat_id: 'DE123456789',
      trade_licence: null,
      registration: {
        profile: 'geschaeftskunde',
        label: 'Geschäftskunde',
        fields: ['firstname', 'lastname', 'email', 'company', 'customer_number', 'business_proof'],
        // As the profile stands (a test above added „Key Account“).
        roles: ['Kunde', 'Key Account'],
      },
    });
    // The approval list: accounts that confirmed their address and wait.
    const pending = await admin.get('/api/admin/users?state=pending&search=brandt');
    const listed = pending.body.data.find((u: { id: number }) => u.id === id);
    expect(listed).toMatchObject({
      vat_id: 'DE123456789',
      registration: { label: 'Geschäftskunde', roles: ['Kunde', 'Key Account'] },
    });
    // Accounts an admin created have no registration; a profile since removed keeps its key.
    const kunde = await userRow('kunde@example.com');
    expect((await admin.get(`/api/admin/users/${kunde.id}`)).body.data.registration).toBeNull();
    await server.backend.ctx.db
      .updateTable('users')
      .set({ registration_profile: 'gibt-es-nicht' })
      .where('id', '=', kunde.id)
      .execute();
    expect((await admin.get(`/api/admin/users/${kunde.id}`)).body.data.registration).toEqual({
      profile: 'gibt-es-nicht',
      label: null,
      fields: [],
      roles: [],
    });
  });

  it('counts notifications about an account as done once anyone acts on it', async () => {
    const about = async (client: Client, userId: number) =>
      (await client.get('/api/admin/notifications?size=100')).body.data.filter(
        (n: { subject_user_id: number | null }) => n.subject_user_id === userId,
      );
    const unread = async (client: Client) =>
      (await client.get('/api/admin/notifications/unread')).body.unread as number;
    // A second admin is told too; the first one acts.
    await addAccount(server, 'zweite-admin@example.com', ['Admin']);
    const other = await as(server, 'zweite-admin@example.com');
    await server.client().post('/api/register', form('fertig@brandt.example'));
    await verify('fertig@brandt.example');
    const { id } = await userRow('fertig@brandt.example');
    expect((await about(other, id)).map((n: { done_at: unknown }) => n.done_at)).toEqual([
      null,
      null,
    ]);
    const before = await unread(other);

    expect((await admin.post(`/api/admin/users/${id}/enable`)).status).toBe(200);
    const approved = await about(other, id);
    expect(approved).toHaveLength(2);
    for (const n of approved)
      expect(n).toMatchObject({
        done_action: 'approved',
        done_by: { name: 'Andrea Adler' },
        read_at: null,
      });
    expect(approved[0].done_at).toBeTruthy();
    expect(await unread(other)).toBe(before - 2);

    // Blocking, deleting: the same for accounts nobody approved (told before the second admin was).
    const blocked = (await userRow('gewerbe@brandt.example')).id;
    await admin.post(`/api/admin/users/${blocked}/block`, { reason: 'Kein Gewerbe' });
    expect((await about(admin, blocked))[0]).toMatchObject({ done_action: 'blocked' });
    const deleted = (await userRow('ust@brandt.example')).id;
    expect((await admin.delete(`/api/admin/users/${deleted}`)).status).toBe(204);
    expect(
      (await about(admin, deleted)).map((n: { done_action: string }) => n.done_action),
    ).toEqual(['deleted', 'deleted']);

    // The person deletes the account: the new notice is news until an admin restores it.
    const customer = server.client();
    await customer.login('fertig@brandt.example', 'Sonnenblume-Kartoffel-7');
    expect(
      (await customer.delete('/api/user', { password: 'Sonnenblume-Kartoffel-7' })).status,
    ).toBe(204);
    const [gone] = await about(other, id);
    expect(gone).toMatchObject({ type: 'account.deleted', done_at: null });
    await admin.post(`/api/admin/users/${id}/restore`);
    expect((await about(other, id))[0]).toMatchObject({
      type: 'account.deleted',
      done_action: 'restored',
    });

    // Purged for good: the notice stays, done, without its link.
    const purged = (await about(admin, deleted)).map((n: { id: number }) => n.id);
    await purgeDeletedAccounts(server.backend.ctx.db, new Date(Date.now() + 31 * 86_400_000));
    const all = (await admin.get('/api/admin/notifications?size=100')).body.data;
    const left = all.filter((n: { id: number }) => purged.includes(n.id));
    expect(
      left.map((n: { subject_user_id: unknown; done_action: string }) => n.subject_user_id),
    ).toEqual([null, null]);
    expect(left.every((n: { done_at: unknown }) => !!n.done_at)).toBe(true);
  });

  it('mails the holder on block (with the reason), unblock, e-mail change and 2FA reset', async () => {
    const { id } = await userRow('bruno@brandt.example');
    await admin.post(`/api/admin/users/${id}/block`, { reason: 'Offene Rechnungen' });
    let mails = await mailsTo(server, 'bruno@brandt.example');
    expect(mails.at(-1)!.subject).toBe('Ihr Konto wurde gesperrt');
    expect(mails.at(-1)!.text).toContain('> Offene Rechnungen');
    await admin.post(`/api/admin/users/${id}/unblock`);
    mails = await mailsTo(server, 'bruno@brandt.example');
    expect(mails.at(-1)!.subject).toBe('Ihr Konto ist wieder freigegeben');
    expect(mails.at(-1)!.text).toContain('http://localhost:3000/intern');

    await admin.patch(`/api/admin/users/${id}`, { email: 'b.brandt@brandt.example' });
    const notice = (await mailsTo(server, 'bruno@brandt.example')).at(-1)!;
    expect(notice.subject).toBe('Ihre E-Mail-Adresse wurde geändert');
    expect(notice.text).toContain('b.brandt@brandt.example');
    // The new address gets the link that confirms it (issue 16).
    const verify = (await mailsTo(server, 'b.brandt@brandt.example')).at(-1)!;
    expect(verify.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
    expect(verify.text).toContain('/api/email/verify/');

    const totp = (await userRow('zweifaktor@example.com')).id;
    await admin.delete(`/api/admin/users/${totp}/two-factor`);
    const last = (await mailsTo(server, 'zweifaktor@example.com')).at(-1)!;
    expect(last.subject).toBe('Die Zwei-Faktor-Authentifizierung ist ausgeschaltet');
    expect(last.text).toContain('von unserer Verwaltung zurückgesetzt');
    // Every mail is in the Sie-form: no "du", "dein", "dich".
    for (const m of await server.backend.ctx.db.selectFrom('mail_outbox').selectAll().execute())
      expect(m.text, m.subject).not.toMatch(/\b(du|dein|deine|dich|dir)\b/i);
  });
});
