// Two-factor sign-in with TOTP and backup codes; setup, regeneration and switching off.
import { createGuardrails, generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DIALECTS, type TestServer, withServer } from '../../../test/harness';

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const code = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds, guardrails });

describe.each(DIALECTS)('two-factor (%s)', (dialect) => {
  let server: TestServer;
  withServer(dialect, (started) => (server = started));

  it('stores the seeded TOTP secret encrypted', async () => {
    const row = await server.backend.ctx.db
      .selectFrom('users')
      .select('tfa_secret')
      .where('email', '=', 'zweifaktor@example.com')
      .executeTakeFirstOrThrow();
    expect(row.tfa_secret).toMatch(/^v1\./);
    expect(row.tfa_secret).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('after the password alone the session says tfa_verified false, and other endpoints refuse', async () => {
    const client = server.client();
    await client.login('zweifaktor@example.com');
    const session = await client.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body.session).toEqual({
      authenticated: true,
      tfa_enabled: true,
      tfa_verified: false,
      tfa_required: false,
    });
    const profile = await client.get('/api/user/profile');
    expect(profile.status).toBe(403);
    expect(profile.body.reason).toBe('two_factor_required');
    const media = await client.get('/api/media/domain/intranet');
    expect(media.status).toBe(403);
    const settings = await client.get('/api/domain/settings');
    expect(settings.body).not.toHaveProperty('hr_email');
  });

  it('accepts a TOTP code once, rotates the session, and refuses the replay', async () => {
    const first = server.client();
    await first.login('zweifaktor@example.com');
    const before = first.cookies.get('hallberg_session');
    const current = await code('JBSWY3DPEHPK3PXP');
    const wrong = await first.post('/api/verify-tfa-totp', {
      code: '000000' === current ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code[0]).toMatch(/ungültig/);

    const ok = await first.post('/api/verify-tfa-totp', { code: current });
    expect(ok.status).toBe(204);
    expect(first.cookies.get('hallberg_session')).not.toBe(before);
    const session = await first.get('/api/session');
    expect(session.body.session).toEqual({
      authenticated: true,
      tfa_enabled: true,
      tfa_verified: true,
      tfa_required: false,
    });
    expect((await first.get('/api/media/domain/intranet')).status).toBe(200);

    const second = server.client();
    await second.login('zweifaktor@example.com');
    const replay = await second.post('/api/verify-tfa-totp', { code: current });
    expect(replay.status).toBe(422);
    // A code of the next time step is new and works.
    const next = await second.post('/api/verify-tfa-totp', {
      code: await code('JBSWY3DPEHPK3PXP', 30),
    });
    expect(next.status).toBe(204);
  });

  it('regenerates backup codes (password needed), stores them hashed, and each works once', async () => {
    await server.backend.ctx.db
      .updateTable('users')
      .set({ tfa_last_step: null })
      .where('email', '=', 'zweifaktor@example.com')
      .execute();
    const client = server.client();
    await client.login('zweifaktor@example.com');
    expect(
      (await client.post('/api/verify-tfa-totp', { code: await code('JBSWY3DPEHPK3PXP') })).status,
    ).toBe(204);
    const wrong = await client.post('/api/user/two-factor/backup-codes', {
      password: 'falsch-falsch',
    });
    expect(wrong.status).toBe(422);
    const res = await client.post('/api/user/two-factor/backup-codes', { password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    const codes: string[] = res.body.backup_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await server.backend.ctx.db
      .selectFrom('backup_codes')
      .select('code_hash')
      .execute();
    for (const c of codes)
      expect(stored.some((s) => s.code_hash.includes(c.replace('-', '')))).toBe(false);

    const a = server.client();
    await a.login('zweifaktor@example.com');
    expect((await a.post('/api/verify-tfa-backup', { code: codes[0]!.toUpperCase() })).status).toBe(
      204,
    );
    expect((await a.get('/api/session')).body.session.tfa_verified).toBe(true);

    const b = server.client();
    await b.login('zweifaktor@example.com');
    expect((await b.post('/api/verify-tfa-backup', { code: codes[0] })).status).toBe(422);
    expect((await b.post('/api/verify-tfa-backup', { code: codes[1] })).status).toBe(204);
  });

  it('limits guesses at the second factor per session: a thief cannot block the real user', async () => {
    await server.backend.ctx.db.deleteFrom('rate_limits').execute();
    await server.backend.ctx.db
      .updateTable('users')
      .set({ tfa_last_step: null })
      .where('email', '=', 'zweifaktor@example.com')
      .execute();
    // The thief holds the password and guesses codes in his session.
    const thief = server.client();
    await thief.login('zweifaktor@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await thief.post('/api/verify-tfa-totp', { code: String(100000 + i) })).status,
      );
    expect(statuses.slice(0, 5).every((s) => s === 422)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect((await thief.post('/api/verify-tfa-backup', { code: 'abcd-efgh' })).status).toBe(429);
    // The real user, in a session of her own, still signs in with her code (slowed, not blocked).
    const owner = server.client();
    await owner.login('zweifaktor@example.com');
    const ok = await owner.post('/api/verify-tfa-totp', { code: await code('JBSWY3DPEHPK3PXP') });
    expect(ok.status).toBe(204);
    await server.backend.ctx.db.deleteFrom('rate_limits').execute();
  }, 30_000);

  it('sets up TOTP for another account: start, confirm with a code, backup codes once, then off again', async () => {
    const client = server.client();
    await client.login('personal@example.com');
    const start = await client.post('/api/user/two-factor');
    expect(start.status).toBe(200);
    expect(start.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.body.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(start.body.otpauth_url).toContain('personal%40example.com');
    expect(start.body.qr_svg).toMatch(/^<svg/);

    // Not enabled until confirmed.
    expect((await client.get('/api/session')).body.session.tfa_enabled).toBe(false);
    expect((await client.post('/api/user/two-factor/confirm', { code: '123456' })).status).toBe(
      422,
    );
    const confirm = await client.post('/api/user/two-factor/confirm', {
      code: await code(start.body.secret),
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.backup_codes).toHaveLength(10);
    const session = await client.get('/api/session');
    expect(session.body.session).toEqual({
      authenticated: true,
      tfa_enabled: true,
      tfa_verified: true,
      tfa_required: false,
    });
    expect((await client.post('/api/user/two-factor')).status).toBe(409);

    // A new sign-in needs the second factor now.
    const other = server.client();
    await other.login('personal@example.com');
    expect((await other.get('/api/session')).body.session.tfa_verified).toBe(false);

    expect(
      (await client.delete('/api/user/two-factor', { password: 'falsch-falsch' })).status,
    ).toBe(422);
    expect((await client.delete('/api/user/two-factor', { password: DEMO_PASSWORD })).status).toBe(
      204,
    );
    expect((await client.get('/api/session')).body.session.tfa_enabled).toBe(false);
  });

  it('answers guests with 401', async () => {
    const guest = server.client();
    expect((await guest.post('/api/verify-tfa-totp', { code: '123456' })).status).toBe(401);
    expect((await guest.post('/api/user/two-factor')).status).toBe(401);
  });
});
