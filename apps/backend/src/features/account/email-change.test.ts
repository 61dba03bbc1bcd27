// A person changes their own e-mail address in the profile (issue 16, items 3 and 6): the same
// change an admin makes (email-change.ts), confirmed with password and second factor.
import { createGuardrails, generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  as,
  DEMO_PASSWORD,
  DIALECTS,
  linkIn,
  mailsTo,
  type TestServer,
  withServer,
} from '../../../test/harness';

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

describe.each(DIALECTS)('own e-mail address (%s)', (dialect) => {
  let server: TestServer;
  withServer(dialect, (started) => (server = started));

  it('changes it at once; the old address is told, the new one confirms, then signs in', async () => {
    const person = await as(server, 'kunde@example.com');
    const res = await person.put('/api/user/email', {
      email: '  Karla.Neu@Example.com ',
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/ein Bestätigungslink unterwegs/);
    expect(res.body.user).toMatchObject({
      email: 'karla.neu@example.com',
      email_verified_at: null,
    });

    const [notice, ...more] = await mailsTo(server, 'kunde@example.com');
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Ihre E-Mail-Adresse wird geändert');
    expect(notice?.text).toContain('karla.neu@example.com');
    expect(notice?.text).toContain('Wenn Sie das nicht waren');
    expect(notice?.text).not.toContain('/api/email/verify/');
    const [verify] = await mailsTo(server, 'karla.neu@example.com');
    expect(verify?.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse');

    // This session goes on, restricted until the new address is confirmed; the old one is gone.
    expect((await person.get('/api/user')).body.user.email).toBe('karla.neu@example.com');
    const restricted = await person.get('/api/media/domain/intranet');
    expect(restricted.status).toBe(403);
    expect(restricted.body.reason).toBe('unverified');
    const old = await server
      .client()
      .post('/api/login', { login: 'kunde@example.com', password: DEMO_PASSWORD });
    expect(old.status).toBe(422);

    const link = linkIn(verify!.text, 'http://localhost');
    const click = await server.client().get(`${link.pathname}${link.search}`, { accept: null });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toContain('status=verified');
    const again = await as(server, 'karla.neu@example.com');
    const session = await again.get('/api/session');
    expect(session.body.user.email_verified_at).toBeTruthy();
    expect((await again.get('/api/media/domain/intranet')).body.reason).toBeUndefined();
  });

  it('answers wrong, taken and unchanged addresses and a wrong password with German field errors', async () => {
    const person = await as(server, 'personal@example.com');
    const cases: [unknown, string, string | RegExp][] = [
      [{ email: 'keine-adresse', password: DEMO_PASSWORD }, 'email', /gültige E-Mail-Adresse/],
      [{ password: DEMO_PASSWORD }, 'email', /Neue E-Mail-Adresse/],
      [{ email: 'neu@example.com' }, 'password', /Passwort/],
      [
        { email: 'admin@example.com', password: DEMO_PASSWORD },
        'email',
        'Diese E-Mail-Adresse ist bereits vergeben.',
      ],
      [
        { email: 'Personal@Example.com', password: DEMO_PASSWORD },
        'email',
        'Das ist bereits Ihre E-Mail-Adresse.',
      ],
      [
        { email: 'neu@example.com', password: 'falsch-falsch' },
        'password',
        'Das Passwort ist nicht korrekt.',
      ],
      [{ email: ['x'], password: 7 }, 'email', /E-Mail-Adresse/],
    ];
    for (const [body, field, message] of cases) {
      const res = await person.put('/api/user/email', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field][0]).toMatch(message);
    }
    expect((await person.get('/api/user')).body.user).toMatchObject({
      email: 'personal@example.com',
    });
    expect((await person.get('/api/user')).body.user.email_verified_at).toBeTruthy();
    expect(await mailsTo(server, 'neu@example.com')).toEqual([]);
  });

  it('asks for the second factor when 2FA is on', async () => {
    await server.backend.ctx.db
      .updateTable('users')
      .set({ tfa_last_step: null })
      .where('email', '=', 'zweifaktor@example.com')
      .execute();
    const client = server.client();
    await client.login('zweifaktor@example.com');
    const code = await generate({
      secret: 'JBSWY3DPEHPK3PXP',
      epoch: Math.floor(Date.now() / 1000),
      guardrails,
    });
    expect((await client.post('/api/verify-tfa-totp', { code })).status).toBe(204);
    const body = { email: 'zwei.neu@example.com', password: DEMO_PASSWORD };
    const noCode = await client.put('/api/user/email', body);
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.code[0]).toMatch(/Authenticator-App oder einen Backup-Code/);
    const badCode = await client.put('/api/user/email', { ...body, code: '000000' });
    expect(badCode.body.errors.code).toEqual([
      'Der Code ist ungültig oder wurde bereits verwendet.',
    ]);
    const codes: string[] = (
      await client.post('/api/user/two-factor/backup-codes', { password: DEMO_PASSWORD })
    ).body.backup_codes;
    const ok = await client.put('/api/user/email', { ...body, code: codes[0] });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('zwei.neu@example.com');
  });

  it('keeps guests, blocked accounts, missing tokens and foreign sites out, and limits the mails', async () => {
    const body = { email: 'anders@example.com', password: DEMO_PASSWORD };
    expect((await server.client().put('/api/user/email', body)).status).toBe(401);
    const blocked = await as(server, 'gesperrt@example.com');
    expect((await blocked.put('/api/user/email', body)).status).toBe(403);
    const person = await as(server, 'wartend@example.com');
    expect((await person.put('/api/user/email', body, { csrf: false })).status).toBe(419);
    const foreign = server.client({ origin: 'https://evil.example' });
    await foreign.login('wartend@example.com').catch(() => undefined);
    expect((await foreign.put('/api/user/email', body)).status).toBe(403);
    expect(await mailsTo(server, 'anders@example.com')).toEqual([]);

    // Three changes in ten minutes, as the verification mails are limited; then 429.
    for (const address of ['w1@example.com', 'w2@example.com', 'w3@example.com'])
      expect(
        (await person.put('/api/user/email', { email: address, password: DEMO_PASSWORD })).status,
      ).toBe(200);
    const limited = await person.put('/api/user/email', {
      email: 'w4@example.com',
      password: DEMO_PASSWORD,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Versuche|versuchen/);
    expect(await mailsTo(server, 'w4@example.com')).toEqual([]);
  });
});
