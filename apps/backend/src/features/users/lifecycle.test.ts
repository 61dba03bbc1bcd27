// Issue 16, item 4: deleted accounts can be restored for 30 days, then they are purged; admins
// see another person's sessions and last sign-in and end them. Each step is in the audit log.
import { describe, expect, it } from 'vitest';
import {
  as,
  DEMO_PASSWORD,
  DIALECTS,
  mailsTo,
  type Client,
  type TestServer,
  userIdOf,
  withServerAndAdmin,
} from '../../../test/harness';
import { purgeDeletedAccounts } from './purge';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(DIALECTS)('admin: deleted accounts and sessions (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  const actions = async (id: number) =>
    ((await admin.get(`/api/admin/audit?user=${id}`)).body.data as { action: string }[]).map(
      (e) => e.action,
    );

  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));

  it('a deleted account leaves the list, cannot sign in or be changed, and comes back', async () => {
    const id = await userIdOf(server, 'kunde@example.com');
    const kunde = await as(server, 'kunde@example.com');
    expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(204);
    expect((await kunde.get('/api/session')).status).toBe(401);

    const listed = async (state?: string) =>
      (
        (await admin.get(`/api/admin/users?size=100${state ? `&state=${state}` : ''}`)).body
          .data as { id: number }[]
      ).map((u) => u.id);
    expect(await listed()).not.toContain(id);
    expect(await listed('active')).not.toContain(id);
    expect(await listed('deleted')).toEqual([id]);
    const shown = (await admin.get(`/api/admin/users/${id}`)).body.data;
    expect(shown.deleted_at).not.toBeNull();
    expect(Date.parse(shown.restorable_until) - Date.parse(shown.deleted_at)).toBe(30 * 86_400_000);
    const edit = await admin.patch(`/api/admin/users/${id}`, { firstname: 'X' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('Dieses Konto ist gelöscht. Stellen Sie es zuerst wieder her.');
    expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(409);
    const relogin = await server
      .client()
      .post('/api/login', { login: 'kunde@example.com', password: DEMO_PASSWORD });
    expect(relogin.status).toBe(422);

    // Only with the right to delete; then back as it was, with its roles.
    const viewer = await as(server, 'personal@example.com');
    expect((await viewer.post(`/api/admin/users/${id}/restore`)).status).toBe(403);
    const restored = await admin.post(`/api/admin/users/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ deleted_at: null, restorable_until: null });
    expect(restored.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['Kunde']);
    expect((await admin.post(`/api/admin/users/${id}/restore`)).status).toBe(409);
    await (await server.client()).login('kunde@example.com');
    expect((await mailsTo(server, 'kunde@example.com')).at(-1)?.subject).toBe(
      'Ihr Konto ist wiederhergestellt',
    );
    expect((await actions(id)).slice(0, 3)).toEqual([
      'auth.login',
      'user.restored',
      'auth.login_failed',
    ]);
    expect(await actions(id)).toContain('user.deleted');
  });

  it('after 30 days a deleted account is purged for good, and no longer restorable', async () => {
    const { db } = server.backend.ctx;
    const id = await userIdOf(server, 'wartend@example.com');
    expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(204);
    expect(await purgeDeletedAccounts(db)).toBe(0);
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await db.updateTable('users').set({ deleted_at: longAgo }).where('id', '=', id).execute();
    const late = await admin.post(`/api/admin/users/${id}/restore`);
    expect(late.status).toBe(410);
    expect(late.body.message).toMatch(/30 Tage/);
    expect(await purgeDeletedAccounts(db)).toBe(1);
    expect((await admin.get(`/api/admin/users/${id}`)).status).toBe(404);
    // The address is free again.
    expect(
      (
        await server.client().post('/api/register', {
          firstname: 'Wiebke',
          lastname: 'Wendt',
          company: 'Neu GmbH',
          trade_licence: 'HRB 12345, Amtsgericht Hamburg',
          email: 'wartend@example.com',
          password: 'Ein-neues-Konto-2026!',
          password_confirmation: 'Ein-neues-Konto-2026!',
          privacy: true,
        })
      ).status,
    ).toBe(201);
    expect(await userIdOf(server, 'wartend@example.com')).not.toBe(id);
    expect(await actions(id)).toEqual(['user.purged', 'user.deleted']);
  });

  it('shows another person’s sessions and last sign-in; an admin ends one or all', async () => {
    const id = await userIdOf(server, 'personal@example.com');
    const laptop = server.client();
    await laptop.post(
      '/api/login',
      { login: 'personal@example.com', password: DEMO_PASSWORD },
      { headers: { 'User-Agent': FIREFOX } },
    );
    const phone = await as(server, 'personal@example.com');
    const user = (await admin.get(`/api/admin/users/${id}`)).body.data;
    expect(Date.now() - Date.parse(user.last_login_at)).toBeLessThan(60_000);
    const list = (await admin.get(`/api/admin/users/${id}/sessions`)).body.data as {
      id: string;
      ip: string;
      device: { label: string };
    }[];
    const firefox = list.find((s) => s.ip === laptop.ip)!;
    expect(firefox.device.label).toBe('Firefox 133 auf Windows 10');
    expect((await admin.delete(`/api/admin/users/${id}/sessions/${firefox.id}`)).status).toBe(204);
    expect((await laptop.get('/api/session')).status).toBe(401);
    expect((await phone.get('/api/session')).status).toBe(200);
    expect((await admin.delete(`/api/admin/users/${id}/sessions/nix`)).status).toBe(404);
    const all = await admin.delete(`/api/admin/users/${id}/sessions`);
    expect(all.body.ended).toBeGreaterThanOrEqual(1);
    expect((await phone.get('/api/session')).status).toBe(401);
    // Not one's own (the profile does that), and only with the right to edit people.
    const self = await userIdOf(server, 'admin@example.com');
    expect((await admin.delete(`/api/admin/users/${self}/sessions`)).status).toBe(422);
    const kunde = await as(server, 'kunde@example.com');
    expect((await kunde.get(`/api/admin/users/${id}/sessions`)).status).toBe(403);
    expect((await actions(id)).slice(0, 2)).toEqual(['user.sessions_ended', 'user.sessions_ended']);
  });
});
