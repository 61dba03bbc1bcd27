// Sign-in limits hold under parallel requests (counted before the verdict, refunded on success),
// the second factor's budget per account holds across sessions, and junk from one address never
// locks out the correct sign-ins of real accounts from it (issue 27, items 5 and 6).
import { createGuardrails, generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DIALECTS, type TestServer, withServer } from '../../../test/harness';

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const totp = () =>
  generate({ secret: 'JBSWY3DPEHPK3PXP', epoch: Math.floor(Date.now() / 1000), guardrails });

describe.each(DIALECTS)('sign-in limits (%s)', (dialect) => {
  let server: TestServer;
  withServer(dialect, (started) => (server = started));
  beforeEach(async () => {
    await server.backend.ctx.db.deleteFrom('rate_limits').execute();
    await server.backend.ctx.db
      .updateTable('users')
      .set({ tfa_last_step: null })
      .where('email', '=', 'zweifaktor@example.com')
      .execute();
  });

  it('lets at most five of twenty simultaneous wrong passwords from one address through to the check', async () => {
    const ip = '10.77.0.1';
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server
          .client({ ip })
          .post('/api/login', { login: 'personal@example.com', password: `parallel-${i}` })
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('keeps the second factor’s budget per account across parallel sessions and new sign-ins', async () => {
    // A thief with the password opens five sessions and guesses in all of them at once.
    const sessions = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const client = server.client({ ip: `10.78.0.${i + 1}` });
        await client.login('zweifaktor@example.com');
        return client;
      }),
    );
    const statuses = (
      await Promise.all(
        sessions.flatMap((client, s) =>
          Array.from({ length: 5 }, (_, i) =>
            client.post('/api/verify-tfa-totp', { code: String(200000 + s * 10 + i) }),
          ),
        ),
      )
    ).map((r) => r.status);
    const checked = statuses.filter((s) => s === 422).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBe(statuses.length - checked);
    // A new sign-in brings no new guesses.
    const fresh = server.client({ ip: '10.78.0.9' });
    await fresh.login('zweifaktor@example.com');
    expect((await fresh.post('/api/verify-tfa-totp', { code: '999999' })).status).toBe(429);
  }, 60_000);

  it('lets the owner’s known browser use the second factor while a thief has used up the account’s budget', async () => {
    const owner = server.client({ ip: '10.79.0.1' });
    await owner.login('zweifaktor@example.com');
    expect((await owner.post('/api/verify-tfa-totp', { code: await totp() })).status).toBe(204);
    await owner.post('/api/logout');
    await server.backend.ctx.db
      .updateTable('users')
      .set({ tfa_last_step: null })
      .where('email', '=', 'zweifaktor@example.com')
      .execute();

    for (let s = 0; s < 3; s++) {
      const thief = server.client({ ip: `10.79.1.${s + 1}` });
      await thief.login('zweifaktor@example.com');
      for (let i = 0; i < 5; i++) await thief.post('/api/verify-tfa-totp', { code: '000000' });
    }
    // The owner's browser carries its known-device cookie: not refused, no new budget needed.
    await owner.login('zweifaktor@example.com');
    expect((await owner.post('/api/verify-tfa-totp', { code: await totp() })).status).toBe(204);
  }, 60_000);

  it('makes a browser unknown again when the second factor is switched on anew', async () => {
    const owner = server.client({ ip: '10.79.2.1' });
    await owner.login('zweifaktor@example.com');
    expect((await owner.post('/api/verify-tfa-totp', { code: await totp() })).status).toBe(204);
    await owner.post('/api/logout');
    // The second factor switched off and on again (a new tfa_enabled_at), as after a reset.
    await server.backend.ctx.db
      .updateTable('users')
      .set({ tfa_last_step: null, tfa_enabled_at: new Date().toISOString() })
      .where('email', '=', 'zweifaktor@example.com')
      .execute();
    for (let s = 0; s < 3; s++) {
      const thief = server.client({ ip: `10.79.3.${s + 1}` });
      await thief.login('zweifaktor@example.com');
      for (let i = 0; i < 5; i++) await thief.post('/api/verify-tfa-totp', { code: '000000' });
    }
    // The old cookie no longer exempts: the account's budget holds for this browser too.
    await owner.login('zweifaktor@example.com');
    expect((await owner.post('/api/verify-tfa-totp', { code: await totp() })).status).toBe(429);
  }, 60_000);

  it('never locks a real account’s correct sign-in out of an address that sent junk', async () => {
    const ip = '10.80.0.1';
    for (let i = 0; i < 100; i++)
      await server
        .client({ ip })
        .post('/api/login', { login: `erfunden-${i}@example.org`, password: 'irgendwas-123' });
    const correct = await server
      .client({ ip })
      .post('/api/login', { login: 'kunde@example.com', password: DEMO_PASSWORD });
    expect(correct.status).toBe(204);
  }, 120_000);

  it('answers made-up and real addresses alike once an address sent too much junk, for minutes at most', async () => {
    const ip = '10.81.0.1';
    const ask = (login: string, password = 'irgendwas-123') =>
      server.client({ ip }).post('/api/login', { login, password });
    // Exactly at the limit, and beyond it: never one answer for real accounts and another for
    // made-up ones (a review found 422 for real and 429 for made-up at exactly 100).
    for (let i = 0; i < 100; i++) await ask(`junk-${i}@example.org`);
    for (let round = 0; round < 3; round++) {
      const wrong = await ask(
        ['kunde@example.com', 'personal@example.com', 'leser@example.com'][round]!,
      );
      const unknown = await ask(`noch-einer-${round}@example.org`);
      expect([wrong.status, unknown.status]).toEqual([429, 429]);
      expect(wrong.body.message).toBe(unknown.body.message);
      for (const res of [unknown, wrong])
        expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(5 * 60);
    }
    // The correct password of a real account still passes.
    expect((await ask('ohnerolle@example.com', DEMO_PASSWORD)).status).toBe(204);
  }, 120_000);
});
