// User administration through the admin API, with its permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  mailsTo,
  startServer,
  type Client,
  type TestServer,
  userIdOf,
  delegate,
} from '../../../test/harness';
import { DEMO_ACCOUNTS } from '../../seed';

describe.each(DIALECTS)('admin: users (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  const idOf = (email: string) => userIdOf(server, email);

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = server.client();
    await admin.login('admin@example.com');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses guests (401), accounts without the permission (403) and restricted accounts (403)', async () => {
    expect((await server.client().get('/api/admin/users')).status).toBe(401);
    const kunde = server.client();
    await kunde.login('kunde@example.com');
    const res = await kunde.get('/api/admin/users');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Dafür fehlt die Berechtigung.');
    const twoFactorPending = server.client();
    await twoFactorPending.login('zweifaktor@example.com');
    expect((await twoFactorPending.get('/api/admin/users')).status).toBe(403);
  });

  it('lists users paginated, with search and state filters', async () => {
    // Every demo account, whatever the seed adds; three of them are blocked, unverified, pending.
    const total = DEMO_ACCOUNTS.length;
    const all = await admin.get('/api/admin/users?size=3');
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(3);
    expect(all.body.meta).toMatchObject({
      current_page: 1,
      per_page: 3,
      total,
      last_page: Math.ceil(total / 3),
      from: 1,
      to: 3,
    });
    expect(all.body.links.next).toContain('page=2');
    expect(all.body.links.prev).toBeNull();
    const user = all.body.data[0];
    expect(user).toHaveProperty('email');
    expect(user).toHaveProperty('roles');
    expect(user).not.toHaveProperty('password_hash');

    const byState = async (state: string) =>
      ((await admin.get(`/api/admin/users?state=${state}`)).body.data as { email: string }[])
        .map((u) => u.email)
        .sort();
    expect(await byState('blocked')).toEqual(['gesperrt@example.com']);
    expect(await byState('unverified')).toEqual(['unbestaetigt@example.com']);
    expect(await byState('pending')).toEqual(['wartend@example.com']);
    expect(await byState('active')).toHaveLength(total - 3);
    expect((await admin.get('/api/admin/users?state=irgendwas')).status).toBe(422);

    const search = await admin.get('/api/admin/users?search=kuhn');
    expect(search.body.data.map((u: { email: string }) => u.email)).toEqual(['kunde@example.com']);
    const byMail = await admin.get('/api/admin/users?search=zweifaktor@');
    expect(byMail.body.data).toHaveLength(1);
    const huge = await admin.get('/api/admin/users?size=100000');
    expect(huge.body.meta.per_page).toBe(100);
  });

  it('never shows other users’ e-mail addresses to non-admins who may list users', async () => {
    const staff = await delegate(server, admin, 'personal@example.com', {
      name: 'vertrieb',
      permissions: ['system.access.admin.panel', 'system.view.users'],
    });
    const list = await staff.get('/api/admin/users');
    expect(list.status).toBe(200);
    expect(list.body.data.every((u: { email: string | null }) => u.email === null)).toBe(true);
    expect(list.text).not.toContain('@example.com');
    // Searching by e-mail finds nothing for them.
    expect((await staff.get('/api/admin/users?search=kunde@')).body.data).toHaveLength(0);
    // No more than they were given.
    expect((await staff.post('/api/admin/users/1/block', { reason: 'x' })).status).toBe(403);
  });

  it('creates a user with an invitation mail when no password is given', async () => {
    const res = await admin.post('/api/admin/users', {
      firstname: 'Nina',
      lastname: 'Neumann',
      company: 'Hotel Neumann',
      email: 'nina@neumann.example',
      roles: [],
      verified: true,
      enabled: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: 'nina@neumann.example', name: 'Nina Neumann' });
    expect(res.body.data.email_verified_at).toBeTruthy();
    const [mail] = await mailsTo(server, 'nina@neumann.example');
    expect(mail?.text).toContain('/konto/auth/reset-password?token=');
    const dup = await admin.post('/api/admin/users', {
      firstname: 'N',
      lastname: 'N',
      email: 'nina@neumann.example',
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.email[0]).toMatch(/bereits vergeben/);
  });

  it('shows, updates, approves, verifies, blocks (ending sessions) and unblocks', async () => {
    const id = await idOf('wartend@example.com');
    expect((await admin.get(`/api/admin/users/${id}`)).body.data.email).toBe('wartend@example.com');
    expect((await admin.get('/api/admin/users/999999')).status).toBe(404);
    expect((await admin.get('/api/admin/users/abc')).status).toBe(404);

    const updated = await admin.patch(`/api/admin/users/${id}`, { company: 'Kantine Wendt GmbH' });
    expect(updated.body.data.company).toBe('Kantine Wendt GmbH');

    const enabled = await admin.post(`/api/admin/users/${id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.enabled_at).toBeTruthy();

    const unverified = await idOf('unbestaetigt@example.com');
    expect(
      (await admin.post(`/api/admin/users/${unverified}/verify`)).body.data.email_verified_at,
    ).toBeTruthy();

    const victim = server.client();
    await victim.login('wartend@example.com');
    const blocked = await admin.post(`/api/admin/users/${id}/block`, { reason: 'Zahlungsverzug' });
    expect(blocked.body.data).toMatchObject({ blocked_reason: 'Zahlungsverzug' });
    expect(blocked.body.data.blocked_at).toBeTruthy();
    expect((await victim.get('/api/session')).status).toBe(401);

    const unblocked = await admin.post(`/api/admin/users/${id}/unblock`);
    expect(unblocked.body.data.blocked_at).toBeNull();

    const self = await idOf('admin@example.com');
    expect((await admin.post(`/api/admin/users/${self}/block`, { reason: 'x' })).status).toBe(422);
    expect((await admin.delete(`/api/admin/users/${self}`)).status).toBe(422);
  });

  it('sets roles, resets 2FA and deletes', async () => {
    const id = await idOf('ohnerolle@example.com');
    const roles = (await admin.get('/api/admin/roles')).body.data as { id: number; name: string }[];
    const kunde = roles.find((r) => r.name === 'Kunde')!;
    const res = await admin.put(`/api/admin/users/${id}/roles`, { roles: [kunde.id] });
    expect(res.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['Kunde']);
    expect((await admin.put(`/api/admin/users/${id}/roles`, { roles: [424242] })).status).toBe(422);

    const tfa = await idOf('zweifaktor@example.com');
    const reset = await admin.delete(`/api/admin/users/${tfa}/two-factor`);
    expect(reset.status).toBe(200);
    expect(reset.body.data.tfa_enabled).toBe(false);

    expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/users/${id}`)).body.data.deleted_at).not.toBeNull();
  });
});
