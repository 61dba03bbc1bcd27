// An account's identity (address, password, second factor, passkeys, sessions) is changed only by
// someone who holds every permission the account holds, and an admin's only by a super admin;
// links die when the address they were sent to is no longer the account's (issue 27, items 2, 3).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  DIALECTS,
  linkIn,
  mailsTo,
  type Client,
  type TestServer,
  userIdOf,
  delegate,
  withServerAndAdmin,
} from '../../../test/harness';

describe.each(DIALECTS)('admin: who may change an identity (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  /** A delegated admin: panel, see and edit users — nothing of HR. */
  let editor: Client;
  const idOf = (email: string) => userIdOf(server, email);

  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));
  beforeAll(async () => {
    await addAccount(server, 'pflege@example.com', []);
    editor = await delegate(server, admin, 'pflege@example.com', {
      name: 'Benutzerpflege',
      permissions: ['system.access.admin.panel', 'system.view.users', 'system.edit.users'],
    });
  });

  it('refuses every identity change of an account holding a permission the editor lacks', async () => {
    const hr = await idOf('personal-hr@example.com');
    const refusals = [
      await editor.patch(`/api/admin/users/${hr}`, { email: 'pflege+hr@example.com' }),
      await editor.post(`/api/admin/users/${hr}/password-reset`),
      await editor.post(`/api/admin/users/${hr}/verify`),
      await editor.post(`/api/admin/users/${hr}/verification-notification`),
      await editor.delete(`/api/admin/users/${hr}/two-factor`),
      await editor.delete(`/api/admin/users/${hr}/sessions`),
      // Where and on what HR is signed in is part of it too.
      await editor.get(`/api/admin/users/${hr}/sessions`),
    ];
    for (const res of refusals) {
      expect(res.status, res.text).toBe(403);
      expect(res.body.message).toMatch(/Berechtigung|Rechte/);
    }
    const stored = await server.backend.ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', hr)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe('personal-hr@example.com');
    expect(await mailsTo(server, 'pflege+hr@example.com')).toHaveLength(0);
    // Not identity: the name of the same account may still be corrected.
    const name = await editor.patch(`/api/admin/users/${hr}`, { lastname: 'Hansen' });
    expect(name.status).toBe(200);
  });

  it('refuses identity changes of admins to everyone but super admins, and allows them on peers', async () => {
    const otherAdmin = await addAccount(server, 'zweitadmin@example.com', ['Admin']);
    const byAdmin = await admin.patch(`/api/admin/users/${otherAdmin}`, {
      email: 'admin+zweit@example.com',
    });
    expect(byAdmin.status).toBe(403);
    expect((await admin.post(`/api/admin/users/${otherAdmin}/password-reset`)).status).toBe(403);
    // The editor may change an account whose permissions it holds all of (a customer).
    const customer = await addAccount(server, 'kundin@example.com', []);
    const ok = await editor.patch(`/api/admin/users/${customer}`, {
      email: 'kundin.neu@example.com',
    });
    expect(ok.status, ok.text).toBe(200);
    // And an admin may change HR's.
    const hr = await admin.post(`/api/admin/users/${await idOf('personal-hr@example.com')}/verify`);
    expect(hr.status).toBe(200);
  });

  it('marks an address verified by a reset only when the link was sent to that address', async () => {
    const id = await addAccount(server, 'tippfehler@example.com', []);
    await server.backend.ctx.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', id)
      .execute();
    await admin.post(`/api/admin/users/${id}/password-reset`);
    const [mail] = await mailsTo(server, 'tippfehler@example.com');
    const link = linkIn(mail!.text, 'http://localhost:8000/konto/auth/reset-password');
    const token = link.searchParams.get('token');

    // The admin corrects the address: the link sent to the wrong one is dead, for either address.
    const fixed = await admin.patch(`/api/admin/users/${id}`, { email: 'richtig@example.com' });
    expect(fixed.status).toBe(200);
    for (const email of ['tippfehler@example.com', 'richtig@example.com']) {
      const status = await server.client().post('/api/reset-password/status', { token, email });
      expect(status.body.status, email).toBe('invalid');
      const reset = await server.client().post('/api/reset-password', {
        token,
        email,
        password: 'Ein-gutes-Passwort-2026',
        password_confirmation: 'Ein-gutes-Passwort-2026',
      });
      expect(reset.status, email).toBe(422);
    }
    const row = await server.backend.ctx.db
      .selectFrom('users')
      .select(['email_verified_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toBeNull();
  });

  it('voids a pending invitation when the address is corrected', async () => {
    const res = await admin.post('/api/admin/users', {
      firstname: 'Tina',
      lastname: 'Tippfehler',
      email: 'tina@exmaple.com',
      roles: [],
      enabled: true,
    });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(server, 'tina@exmaple.com');
    const link = linkIn(mail!.text, 'http://localhost');
    const token = link.searchParams.get('token');
    await admin.patch(`/api/admin/users/${res.body.data.id}`, { email: 'tina@example.com' });
    const set = await server.client().post('/api/reset-password', {
      token,
      email: 'tina@example.com',
      password: 'Ein-gutes-Passwort-2026',
      password_confirmation: 'Ein-gutes-Passwort-2026',
    });
    expect(set.status).toBe(422);
    const pending = await server.backend.ctx.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', res.body.data.id)
      .where('used_at', 'is', null)
      .execute();
    expect(pending).toHaveLength(0);
  });

  it('binds a reset link to the address it was sent to, also after the person changes it', async () => {
    const id = await addAccount(server, 'selbst@example.com', []);
    await server.client().post('/api/forgot-password', { email: 'selbst@example.com' });
    const [mail] = await mailsTo(server, 'selbst@example.com');
    const link = linkIn(mail!.text, 'http://localhost:8000/konto/auth/reset-password');
    // Changed underneath (as the profile does it): the link's address is no longer the account's.
    await server.backend.ctx.db
      .updateTable('users')
      .set({ email: 'selbst.neu@example.com' })
      .where('id', '=', id)
      .execute();
    const reset = await server.client().post('/api/reset-password', {
      token: link.searchParams.get('token'),
      email: 'selbst.neu@example.com',
      password: 'Ein-gutes-Passwort-2026',
      password_confirmation: 'Ein-gutes-Passwort-2026',
    });
    expect(reset.status).toBe(422);
  });
});
