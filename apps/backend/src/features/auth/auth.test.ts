// Sign-in, session, registration with e-mail verification, password reset, rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  DIALECTS,
  linkIn,
  mailsTo,
  startServer,
  type TestServer,
} from '../../../test/harness';

describe.each(DIALECTS)('auth (%s)', (dialect) => {
  let server: TestServer;
  /** How long the backend held sign-ins back: recorded, not waited (AppContext.wait). */
  const held: number[] = [];
  beforeAll(async () => {
    server = await startServer(dialect, {
      wait: async (ms) => {
        held.push(ms);
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a guest on /api/session with 401', async () => {
    const res = await server.client().get('/api/session');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Nicht angemeldet.' });
  });

  it('signs in, shows the session in the contract shape, and signs out', async () => {
    const client = server.client();
    await client.csrfCookie();
    const login = await client.post('/api/login', {
      login: 'Kunde@Example.com',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(204);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('hallberg_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age/);
    expect(login.headers.getSetCookie().some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);

    const session = await client.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toContain('no-store');
    expect(session.body.session).toEqual({
      authenticated: true,
      tfa_enabled: false,
      tfa_verified: false,
      tfa_required: false,
    });
    const user = session.body.user;
    expect(user).toMatchObject({
      email: 'kunde@example.com',
      name: 'Karin Kühn',
      firstname: 'Karin',
      lastname: 'Kühn',
      company: 'Fleischerei Kühn',
      customer_number: 'K-10023',
      avatar: null,
      blocked_at: null,
      blocked_reason: null,
      permissions: [],
      roles: [{ name: 'Kunde' }],
    });
    expect(typeof user.id).toBe('number');
    expect(user.email_verified_at).toMatch(/^\d{4}-/);
    expect(user.enabled_at).toMatch(/^\d{4}-/);
    expect(user).not.toHaveProperty('password_hash');
    expect(user).not.toHaveProperty('tfa_secret');

    const logout = await client.post('/api/logout');
    expect(logout.status).toBe(204);
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('gives admins the union of their roles’ permissions', async () => {
    const client = server.client();
    await client.login('admin@example.com');
    const { body } = await client.get('/api/session');
    expect(body.user.permissions).toEqual([
      'app.notify.accounts',
      'system.access.admin.panel',
      'system.admin',
    ]);
    expect(body.user.roles.map((r: { name: string }) => r.name)).toEqual(['Admin']);
  });

  it('rotates the session token at login', async () => {
    const client = server.client();
    await client.login('personal@example.com');
    const first = client.cookies.get('hallberg_session');
    await client.login('personal@example.com');
    const second = client.cookies.get('hallberg_session');
    expect(second).not.toBe(first);
    const stale = server.client();
    stale.cookies.set('hallberg_session', first as string);
    expect((await stale.get('/api/session')).status).toBe(401);
  });

  it('keeps a remembered session for 30 days', async () => {
    const client = server.client();
    const res = await client.login('kunde@example.com', DEMO_PASSWORD, true);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('hallberg_session='));
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  it('expires idle sessions after two hours, and stores only a hash of the token', async () => {
    const client = server.client();
    await client.login('kunde@example.com');
    const token = client.cookies.get('hallberg_session') as string;
    const rows = await server.backend.ctx.db
      .selectFrom('sessions')
      .select(['id', 'last_activity'])
      .execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
    const { sha256 } = await import('../../security/keys');
    const id = sha256(decodeURIComponent(token));
    expect(rows.some((r) => r.id === id)).toBe(true);
    await server.backend.ctx.db
      .updateTable('sessions')
      .set({ last_activity: new Date(Date.now() - 2 * 3600_000 - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await client.get('/api/session')).status).toBe(401);
  });

  it('refuses wrong passwords and unknown e-mails with the same 422', async () => {
    const wrong = await server
      .client()
      .post('/api/login', { login: 'kunde@example.com', password: 'falsch-falsch' });
    const unknown = await server
      .client()
      .post('/api/login', { login: 'niemand@example.com', password: 'falsch-falsch' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Diese Zugangsdaten sind uns nicht bekannt.',
        errors: { login: ['Diese Zugangsdaten sind uns nicht bekannt.'] },
      });
    }
  });

  it('lets blocked, unverified and pending accounts sign in and shows their state', async () => {
    for (const [email, field] of [
      ['gesperrt@example.com', 'blocked_at'],
      ['unbestaetigt@example.com', 'email_verified_at'],
      ['wartend@example.com', 'enabled_at'],
    ] as const) {
      const client = server.client();
      await client.login(email);
      const { body } = await client.get('/api/session');
      if (field === 'blocked_at') {
        expect(body.user.blocked_at).toBeTruthy();
        expect(body.user.blocked_reason).toMatch(/Buchhaltung/);
      } else expect(body.user[field]).toBeNull();
    }
  });

  it('limits login attempts per address and login with 429 and Retry-After', async () => {
    const client = server.client();
    const attempts = [];
    for (let i = 0; i < 6; i++)
      attempts.push(
        await client.post('/api/login', { login: 'personal@example.com', password: `falsch-${i}` }),
      );
    expect(attempts.slice(0, 5).every((r) => r.status === 422)).toBe(true);
    const limited = attempts[5]!;
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Zu viele Versuche/);
    // The right password is refused too while the limit holds.
    expect(
      (await client.post('/api/login', { login: 'personal@example.com', password: DEMO_PASSWORD }))
        .status,
    ).toBe(429);
    // Another address is not affected.
    await server.client().login('personal@example.com');
    // The counters live in the database.
    const rows = await server.backend.ctx.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.some((r) => r.key.startsWith('loginFailed:'))).toBe(true);
  });

  it('never refuses an office its correct sign-ins: 60 from one address in a row', async () => {
    const accounts = [
      'admin@example.com',
      'personal@example.com',
      'kunde@example.com',
      'ohnerolle@example.com',
      'unbestaetigt@example.com',
      'wartend@example.com',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      // Every login from a fresh browser, all behind the office's one address.
      const client = server.client({ ip: '10.200.0.1' });
      const res = await client.post('/api/login', {
        login: accounts[i % accounts.length],
        password: DEMO_PASSWORD,
      });
      statuses.push(res.status);
      // Now and then someone mistypes: failures alone count, and a success forgives them.
      if (i % 10 === 0)
        await client.post('/api/login', { login: accounts[0], password: 'vertippt-123' });
    }
    expect(statuses.filter((s) => s !== 204)).toEqual([]);
  }, 120_000);

  it('slows an account down after failures from anywhere, never locks it, and not on a known device', async () => {
    const login = 'ohnerolle@example.com';
    // The owner signed in on this browser before: it is a known device now.
    const owner = server.client();
    await owner.login(login);
    const known = owner.cookies.get('hallberg_device');
    expect(known).toBeTruthy();
    const guess = async (n: number) => {
      for (let i = 0; i < n; i++)
        expect(
          (await server.client().post('/api/login', { login, password: `rate-${i}-mal` })).status,
        ).toBe(422);
    };
    held.length = 0;
    await guess(10);
    // Held back more with every failure (0.5 s from the 6th, doubling), never refused.
    expect(held.length).toBeGreaterThanOrEqual(4);
    expect(held.every((ms, i) => i === 0 || ms >= held[i - 1]!)).toBe(true);
    const timed = async (client: ReturnType<typeof server.client>) => {
      held.length = 0;
      const res = await client.post('/api/login', { login, password: DEMO_PASSWORD });
      return { status: res.status, ms: held.reduce((sum, ms) => sum + ms, 0) };
    };
    const fromKnown = await timed(owner);
    expect(fromKnown.status).toBe(204);
    expect(fromKnown.ms).toBe(0);
    // A forged or foreign device cookie does not count.
    await guess(10);
    const stranger = server.client();
    stranger.cookies.set('hallberg_device', `${known!.split('.')[0]}.9999999999.gefaelscht0000000`);
    const slowed = await timed(stranger);
    expect(slowed.status).toBe(204);
    expect(slowed.ms).toBeGreaterThanOrEqual(8000);
  });

  describe('registration', () => {
    const form = {
      firstname: 'Rita',
      lastname: 'Rehberg',
      company: 'Landgasthof Rehberg',
      customer_number: 'K-20001',
      vat_id: 'DE123456789',
      email: 'rita@rehberg.example',
      password: 'Sonnenblume-Kartoffel-7',
      password_confirmation: 'Sonnenblume-Kartoffel-7',
      privacy: true,
      intended: 'http://localhost:3000/intern',
    };

    it('validates fields and the password policy in German', async () => {
      const res = await server.client().post('/api/register', {
        firstname: '',
        email: 'kaputt',
        password: '123',
        password_confirmation: '124',
        privacy: false,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.firstname).toEqual(['Bitte das Feld „Vorname“ ausfüllen.']);
      expect(res.body.errors.email).toEqual(['Bitte eine gültige E-Mail-Adresse angeben.']);
      expect(res.body.errors.privacy).toEqual(['Bitte stimmen Sie der Datenschutzerklärung zu.']);

      const weak = await server.client().post('/api/register', {
        ...form,
        password: '1234567890',
        password_confirmation: '1234567890',
      });
      expect(weak.status).toBe(422);
      expect(weak.body.errors.password[0]).toMatch(/zu leicht zu erraten/);
      // A German word with two digits: guessed in minutes by any list-based attack.
      const german = await server.client().post('/api/register', {
        ...form,
        email: 'gast@rehberg.example',
        password: 'passwort12',
        password_confirmation: 'passwort12',
      });
      expect(german.status).toBe(422);
      expect(german.body.errors.password[0]).toMatch(
        /^Dieses Passwort ist zu leicht zu erraten\. .*(häufig|Wörter)/,
      );
      const mismatch = await server
        .client()
        .post('/api/register', { ...form, password_confirmation: 'anders-anders-1' });
      expect(mismatch.body.errors.password).toContain(
        'Die Passwortbestätigung stimmt nicht überein.',
      );
      const named = await server.client().post('/api/register', {
        ...form,
        password: 'Rehberg-Gasthof',
        password_confirmation: 'Rehberg-Gasthof',
      });
      expect(named.body.errors.password[0]).toMatch(/Namen/);
    });

    it('registers, mails a signed verification link, and the link verifies once it is followed', async () => {
      const client = server.client();
      const res = await client.post('/api/register', form);
      expect(res.status).toBe(201);
      expect(res.body.message).toMatch(/E-Mail-Adresse/);
      expect(client.cookies.has('hallberg_session')).toBe(false);

      const row = await server.backend.ctx.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', form.email)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.email_verified_at).toBeNull();
      expect(row.enabled_at).toBeNull();

      const [mail] = await mailsTo(server, form.email);
      expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
      expect(mail?.html).toContain('<a href=');
      const link = linkIn(mail!.text, 'http://localhost:8000/api/email/verify/');
      expect(link.searchParams.get('signature')).toBeTruthy();

      // A tampered link is refused.
      const tampered = new URL(link);
      tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
      const bad = await fetch(`${server.url}${tampered.pathname}${tampered.search}`, {
        redirect: 'manual',
      });
      expect(bad.status).toBe(302);
      expect(bad.headers.get('location')).toBe(
        'http://localhost:8000/konto/auth/verified?status=invalid',
      );

      const ok = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });
      expect(ok.status).toBe(302);
      const location = new URL(ok.headers.get('location') as string);
      expect(`${location.origin}${location.pathname}`).toBe(
        'http://localhost:8000/konto/auth/verified',
      );
      expect(location.searchParams.get('intended')).toBe('http://localhost:3000/intern');
      const after = await server.backend.ctx.db
        .selectFrom('users')
        .select('email_verified_at')
        .where('email', '=', form.email)
        .executeTakeFirstOrThrow();
      expect(after.email_verified_at).toBeTruthy();

      // The new account can sign in; it waits for approval (policy_auto_enable is off).
      const signedIn = server.client();
      await signedIn.login(form.email, form.password);
      const session = await signedIn.get('/api/session');
      expect(session.body.user.enabled_at).toBeNull();
    });

    it('answers the same for an existing e-mail and mails the owner a notice instead', async () => {
      const res = await server
        .client()
        .post('/api/register', { ...form, email: 'kunde@example.com' });
      expect(res.status).toBe(201);
      const fresh = await server
        .client()
        .post('/api/register', { ...form, email: 'neu@rehberg.example' });
      expect(res.body).toEqual(fresh.body);
      const mails = await mailsTo(server, 'kunde@example.com');
      expect(mails.at(-1)?.subject).toBe('Registrierung mit Ihrer E-Mail-Adresse');
      expect(mails.at(-1)?.text).not.toContain('/api/email/verify');
      const count = await server.backend.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'kunde@example.com')
        .execute();
      expect(count).toHaveLength(1);
    });

    it('never carries an untrusted `intended` into the verification link', async () => {
      for (const [i, intended] of [
        'https://evil.example/x',
        '//evil.example',
        '/\\evil.example',
        'javascript:alert(1)',
      ].entries()) {
        const email = `offen${i}@rehberg.example`;
        await server.client().post('/api/register', { ...form, email, intended });
        const [mail] = await mailsTo(server, email);
        const link = linkIn(mail!.text, 'http://localhost:8000/api/email/verify/');
        expect(link.searchParams.has('intended')).toBe(false);
        const res = await fetch(`${server.url}${link.pathname}${link.search}`, {
          redirect: 'manual',
        });
        expect(res.headers.get('location')).toBe(
          'http://localhost:8000/konto/auth/verified?status=verified',
        );
      }
    });

    it('enables new accounts at once when policy_auto_enable is set, and refuses when registration is closed', async () => {
      await server.backend.settings.set({ policy_auto_enable: true });
      await server.client().post('/api/register', { ...form, email: 'sofort@rehberg.example' });
      const row = await server.backend.ctx.db
        .selectFrom('users')
        .select('enabled_at')
        .where('email', '=', 'sofort@rehberg.example')
        .executeTakeFirstOrThrow();
      expect(row.enabled_at).toBeTruthy();
      await server.backend.settings.set({
        policy_allow_registration: false,
        policy_auto_enable: false,
      });
      const closed = await server
        .client()
        .post('/api/register', { ...form, email: 'zu@rehberg.example' });
      expect(closed.status).toBe(403);
      expect(closed.body.message).toBe('Die Registrierung ist derzeit nicht möglich.');
      await server.backend.settings.set({ policy_allow_registration: true });
    });

    it('resends the verification mail for a signed-in unverified user (202), rate-limited', async () => {
      const client = server.client();
      await client.login('unbestaetigt@example.com');
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await client.post('/api/email/verification-notification')).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      const mails = await mailsTo(server, 'unbestaetigt@example.com');
      expect(mails.length).toBe(3);
      const guest = await server.client().post('/api/email/verification-notification');
      expect(guest.status).toBe(401);
    });
  });

  describe('password reset', () => {
    it('answers the same whatever the e-mail, and resets once with the mailed token', async () => {
      const known = await server
        .client()
        .post('/api/forgot-password', { email: 'personal@example.com' });
      const unknown = await server
        .client()
        .post('/api/forgot-password', { email: 'niemand@example.com' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);

      const other = server.client();
      await other.login('personal@example.com');

      const [mail] = await mailsTo(server, 'personal@example.com');
      expect(mail?.subject).toBe('Passwort zurücksetzen');
      const link = linkIn(mail!.text, 'http://localhost:8000/konto/auth/reset-password');
      const token = link.searchParams.get('token') as string;
      expect(link.searchParams.get('email')).toBe('personal@example.com');
      const stored = await server.backend.ctx.db
        .selectFrom('password_resets')
        .select('token_hash')
        .executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toBe(token);

      const reset = {
        token,
        email: 'personal@example.com',
        password: 'Neues-Passwort-2026!',
        password_confirmation: 'Neues-Passwort-2026!',
      };
      const wrongToken = await server
        .client()
        .post('/api/reset-password', { ...reset, token: 'falsch' });
      expect(wrongToken.status).toBe(422);
      expect(wrongToken.body.errors.email[0]).toMatch(/ungültig oder abgelaufen/);
      const ok = await server.client().post('/api/reset-password', reset);
      expect(ok.status).toBe(200);
      // Other sessions end; the token works only once.
      expect((await other.get('/api/session')).status).toBe(401);
      expect((await server.client().post('/api/reset-password', reset)).status).toBe(422);
      await server.client().login('personal@example.com', reset.password);
      const after = await mailsTo(server, 'personal@example.com');
      expect(after.map((m) => m.subject)).toEqual([
        'Passwort zurücksetzen',
        'Ihr Passwort wurde geändert',
      ]);
    });

    it('refuses expired tokens', async () => {
      await server.client().post('/api/forgot-password', { email: 'ohnerolle@example.com' });
      const mail = (await mailsTo(server, 'ohnerolle@example.com')).at(-1);
      const token = linkIn(
        mail!.text,
        'http://localhost:8000/konto/auth/reset-password',
      ).searchParams.get('token');
      await server.backend.ctx.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const res = await server.client().post('/api/reset-password', {
        token,
        email: 'ohnerolle@example.com',
        password: 'Neues-Passwort-2026!',
        password_confirmation: 'Neues-Passwort-2026!',
      });
      expect(res.status).toBe(422);
      const status = await server
        .client()
        .post('/api/reset-password/status', { token, email: 'ohnerolle@example.com' });
      expect(status.body).toEqual({ status: 'expired' });
      expect(res.body.errors.email[0]).toMatch(/abgelaufen/);
    });

    it('checks the token before the password policy, so no answer tells a known address', async () => {
      // "Petersen" is the holder's last name: the policy would refuse it, but only after the token.
      const attempt = (email: string) =>
        server.client().post('/api/reset-password', {
          token: 'geraten',
          email,
          password: 'Petersen-Kuehlhaus-77',
          password_confirmation: 'Petersen-Kuehlhaus-77',
        });
      const known = await attempt('personal@example.com');
      const unknown = await attempt('niemand-hier@example.com');
      expect(known.status).toBe(422);
      expect(unknown.status).toBe(422);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.errors).toEqual({ email: [expect.stringMatching(/ungültig/)] });
    });

    it('limits reset mails per address whoever asks, and keeps earlier links valid', async () => {
      const to = 'wartend@example.com';
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await server.client().post('/api/forgot-password', { email: to })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // An unknown address is limited the same way (no oracle).
      const unknown: number[] = [];
      for (let i = 0; i < 4; i++)
        unknown.push(
          (await server.client().post('/api/forgot-password', { email: 'keiner@example.com' }))
            .status,
        );
      expect(unknown).toEqual(statuses);
      const mails = await mailsTo(server, to);
      expect(mails.length).toBe(3);
      // Later requests (by anyone) did not void the first link.
      const first = linkIn(mails[0]!.text, 'http://localhost:8000/konto/auth/reset-password');
      const token = first.searchParams.get('token') as string;
      const check = () => server.client().post('/api/reset-password/status', { token, email: to });
      expect((await check()).body).toEqual({ status: 'valid' });
      const ok = await server.client().post('/api/reset-password', {
        token,
        email: to,
        password: 'Kuehlkette-Nordhafen-41',
        password_confirmation: 'Kuehlkette-Nordhafen-41',
      });
      expect(ok.status).toBe(200);
      expect((await check()).body).toEqual({ status: 'used' });
      const again = await server.client().post('/api/reset-password', {
        token,
        email: to,
        password: 'Kuehlkette-Nordhafen-42',
        password_confirmation: 'Kuehlkette-Nordhafen-42',
      });
      expect(again.status).toBe(422);
      expect(again.body.errors.email[0]).toMatch(/bereits verwendet/);
      // The other pending links ended with the new password.
      const second = linkIn(mails[1]!.text, 'http://localhost:8000/konto/auth/reset-password');
      expect(
        (
          await server.client().post('/api/reset-password/status', {
            token: second.searchParams.get('token'),
            email: to,
          })
        ).body,
      ).toEqual({ status: 'invalid' });
      await server.client().login(to, 'Kuehlkette-Nordhafen-41');
    });
  });
});
