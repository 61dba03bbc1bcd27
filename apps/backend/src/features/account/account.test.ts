// The own account: profile, password change, and what a blocked account may still do.
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  DIALECTS,
  mailsTo,
  type TestServer,
  withServer,
} from '../../../test/harness';

describe.each(DIALECTS)('account (%s)', (dialect) => {
  let server: TestServer;
  withServer(dialect, (started) => (server = started));

  it('reads and updates the profile', async () => {
    const client = server.client();
    await client.login('kunde@example.com');
    const read = await client.get('/api/user/profile');
    expect(read.status).toBe(200);
    expect(read.body.user.email).toBe('kunde@example.com');
    const invalid = await client.patch('/api/user/profile', {
      firstname: '',
      lastname: 'x'.repeat(101),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.firstname).toBeDefined();
    expect(invalid.body.errors.lastname[0]).toMatch(/höchstens 100 Zeichen/);
    const ok = await client.patch('/api/user/profile', {
      firstname: 'Karina',
      lastname: 'Kühn-Meyer',
      company: 'Fleischerei Kühn & Meyer',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({
      firstname: 'Karina',
      lastname: 'Kühn-Meyer',
      name: 'Karina Kühn-Meyer',
      company: 'Fleischerei Kühn & Meyer',
    });
    expect(
      (await server.client().patch('/api/user/profile', { firstname: 'A', lastname: 'B' })).status,
    ).toBe(401);
  });

  it('changes the password: current one needed, session rotated, other sessions ended', async () => {
    const client = server.client();
    await client.login('ohnerolle@example.com');
    const other = server.client();
    await other.login('ohnerolle@example.com');
    const before = client.cookies.get('hallberg_session');

    const wrong = await client.patch('/api/user/password', {
      current_password: 'falsch-falsch',
      password: 'Ganz-Neues-Passwort-1',
      password_confirmation: 'Ganz-Neues-Passwort-1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual([
      'Das aktuelle Passwort ist nicht korrekt.',
    ]);
    const weak = await client.patch('/api/user/password', {
      current_password: DEMO_PASSWORD,
      password: 'kurz',
      password_confirmation: 'kurz',
    });
    expect(weak.body.errors.password[0]).toMatch(/mindestens 10 Zeichen/);
    const guessable = await client.patch('/api/user/password', {
      current_password: DEMO_PASSWORD,
      password: 'passwort12',
      password_confirmation: 'passwort12',
    });
    expect(guessable.status).toBe(422);
    expect(guessable.body.errors.password[0]).toMatch(/zu leicht zu erraten/);
    expect(await mailsTo(server, 'ohnerolle@example.com')).toEqual([]);

    const ok = await client.patch('/api/user/password', {
      current_password: DEMO_PASSWORD,
      password: 'Ganz-Neues-Passwort-1',
      password_confirmation: 'Ganz-Neues-Passwort-1',
    });
    expect(ok.status).toBe(204);
    expect(client.cookies.get('hallberg_session')).not.toBe(before);
    expect((await client.get('/api/session')).status).toBe(200);
    expect((await other.get('/api/session')).status).toBe(401);
    await server.client().login('ohnerolle@example.com', 'Ganz-Neues-Passwort-1');
    // The holder hears of every change.
    const mails = await mailsTo(server, 'ohnerolle@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Ihr Passwort wurde geändert']);
    expect(mails[0]!.text).toMatch(
      /Neues Passwort vergeben:\s+http:\/\/localhost:8000\/konto\/auth\/forgot-password/,
    );
  });

  it('lets a blocked account read its session and profile and sign out, nothing else', async () => {
    const client = server.client();
    await client.login('gesperrt@example.com');
    expect((await client.get('/api/session')).status).toBe(200);
    const profile = await client.get('/api/user/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.user.blocked_reason).toMatch(/Buchhaltung/);
    const edit = await client.patch('/api/user/profile', { firstname: 'G', lastname: 'S' });
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ message: 'Ihr Konto ist gesperrt.', reason: 'blocked' });
    expect(
      (
        await client.patch('/api/user/password', {
          current_password: DEMO_PASSWORD,
          password: 'Ganz-Neues-Passwort-1',
          password_confirmation: 'Ganz-Neues-Passwort-1',
        })
      ).status,
    ).toBe(403);
    expect((await client.post('/api/user/two-factor')).status).toBe(403);
    expect((await client.get('/api/admin/users')).status).toBe(403);
    expect((await client.get('/api/media/domain/spezifikationen')).status).toBe(403);
    expect((await client.post('/api/logout')).status).toBe(204);
  });
});
