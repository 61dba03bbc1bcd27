// „Passwort bei der nächsten Anmeldung ändern“ (issue 33, item 2; decision 057): an admin asks for
// it; the person's account then may read its session and change the password, nothing else, until
// a new password is set (in the profile or by a reset link); in the audit log.
import { describe, expect, it } from 'vitest';
import {
  addAccount,
  DEMO_PASSWORD,
  DIALECTS,
  type Client,
  type TestServer,
  withServerAndAdmin,
} from '../../../test/harness';

const NEW_PASSWORD = 'Hafenkran-Nebel-2027';

describe.each(DIALECTS)('a new password at the next sign-in (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));

  const auditOf = async (id: number) =>
    (
      await server.backend.ctx.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', String(id))
        .orderBy('id')
        .execute()
    ).map((r) => r.action);

  it('lets the person do nothing but set a new password, then everything as before', async () => {
    const id = await addAccount(server, 'wechsel@example.com', ['Personal']);
    const person = server.client();
    await person.login('wechsel@example.com');
    expect((await person.get('/api/directory')).status).toBe(200);

    const asked = await admin.put(`/api/admin/users/${id}/password-change`, { required: true });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.data.password_change_required).toBe(true);

    // The session goes on, but only to its profile.
    const session = await person.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body.user.password_change_required).toBe(true);
    const refused = await person.get('/api/directory');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      reason: 'password_change_required',
      message: 'Bitte legen Sie zuerst ein neues Passwort fest.',
    });

    // The old password again is no new one.
    const same = await person.patch('/api/user/password', {
      current_password: DEMO_PASSWORD,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    });
    expect(same.status).toBe(422);
    expect(same.body.errors.password[0]).toBe(
      'Das neue Passwort muss sich vom bisherigen unterscheiden.',
    );
    const changed = await person.patch('/api/user/password', {
      current_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(changed.status, changed.text).toBe(204);
    expect((await person.get('/api/session')).body.user.password_change_required).toBe(false);
    expect((await person.get('/api/directory')).status).toBe(200);
    expect(await auditOf(id)).toEqual(
      expect.arrayContaining(['user.password_change_required', 'account.password_changed']),
    );
  });

  it('applies to a sign-in that comes later, and an admin may take it back', async () => {
    const id = await addAccount(server, 'spaeter@example.com', ['Kunde']);
    await admin.put(`/api/admin/users/${id}/password-change`, { required: true });
    const person = server.client();
    const login = await person.login('spaeter@example.com');
    expect(login.status).toBe(204);
    expect((await person.get('/api/media/domain/spezifikationen')).body.reason).toBe(
      'password_change_required',
    );
    const waived = await admin.put(`/api/admin/users/${id}/password-change`, { required: false });
    expect(waived.body.data.password_change_required).toBe(false);
    expect((await person.get('/api/media/domain/spezifikationen')).status).toBe(200);
    expect(await auditOf(id)).toEqual([
      'user.password_change_required',
      'auth.login',
      'user.password_change_waived',
    ]);
  });

  it('answers bad input, a missing account and the admin’s own account with a clear refusal', async () => {
    const id = await addAccount(server, 'eingabe@example.com', []);
    const bad = await admin.put(`/api/admin/users/${id}/password-change`, { required: 'ja' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.required[0]).toBe('Bitte „required“ als true oder false angeben.');
    expect(
      (await admin.put('/api/admin/users/999999/password-change', { required: true })).status,
    ).toBe(404);
    const self = (await admin.get('/api/user')).body.user.id as number;
    expect(
      (await admin.put(`/api/admin/users/${self}/password-change`, { required: true })).status,
    ).toBe(422);
    const guest = server.client();
    expect(
      (await guest.put(`/api/admin/users/${id}/password-change`, { required: true })).status,
    ).toBe(401);
  });
});
