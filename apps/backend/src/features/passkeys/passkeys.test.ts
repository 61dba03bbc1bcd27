// Passkeys (issue 16, item 7; decision 032) with a software authenticator (test/webauthn.ts):
// adding one needs the password, a passkey signs in on its own as a two-factor sign-in,
// challenges are single use and short-lived, failures are limited and logged, the person is
// mailed of every added and removed passkey.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  as,
  DEMO_PASSWORD,
  DIALECTS,
  mailsTo,
  type Client,
  type TestServer,
  withServerAndAdmin,
} from '../../../test/harness';
import { createPasskey, answerWithPasskey, type SoftPasskey } from '../../../test/webauthn';

const ORIGIN = 'http://localhost:8000';

describe.each(DIALECTS)('passkeys (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;

  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));

  async function addPasskey(client: Client, name?: string, origin = ORIGIN) {
    const options = await client.post('/api/user/passkeys/registration-options', {
      password: DEMO_PASSWORD,
    });
    expect(options.status).toBe(200);
    const { passkey, response } = createPasskey(options.body, origin);
    const added = await client.post('/api/user/passkeys', { name, response });
    return { passkey, added };
  }

  async function signIn(passkey: SoftPasskey, client: Client = server.client(), extra = {}) {
    const options = await client.post('/api/passkeys/authentication-options');
    expect(options.status).toBe(200);
    expect(options.body.userVerification).toBe('required');
    expect(options.body.rpId).toBe('localhost');
    const response = answerWithPasskey(passkey, options.body, ORIGIN, extra);
    return {
      client,
      response,
      answer: await client.post('/api/passkeys/authenticate', { response, remember: false }),
    };
  }

  const actions = async (email: string) =>
    (
      (await admin.get(`/api/admin/audit?search=${encodeURIComponent(email)}&size=50`)).body
        .data as { action: string; details: Record<string, unknown> }[]
    ).map((e) => e.action);

  it('adds a passkey after the password, lists it and mails the person', async () => {
    const kunde = await as(server, 'kunde@example.com');
    expect((await server.client().post('/api/user/passkeys/registration-options', {})).status).toBe(
      401,
    );
    const wrong = await kunde.post('/api/user/passkeys/registration-options', {
      password: 'falsch-falsch-falsch',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['Das Passwort ist nicht korrekt.']);

    const options = await kunde.post('/api/user/passkeys/registration-options', {
      password: DEMO_PASSWORD,
    });
    expect(options.body.rp).toEqual({ name: 'Hallberg Frischdienst', id: 'localhost' });
    expect(options.body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.body.user.name).toBe('kunde@example.com');
    // Made for another site: refused.
    const foreign = createPasskey(options.body, 'https://evil.example');
    const refused = await kunde.post('/api/user/passkeys', {
      name: 'Fremd',
      response: foreign.response,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Der Passkey konnte nicht hinzugefügt werden/);

    const { added } = await addPasskey(kunde, 'Laptop');
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'Laptop', last_used_at: null });
    const list = await kunde.get('/api/user/passkeys');
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['Laptop']);
    // Without a name: the device it was made on.
    const unnamed = await addPasskey(kunde);
    expect(unnamed.added.body.data.name).toMatch(/^Passkey auf /);

    const mails = await mailsTo(server, 'kunde@example.com');
    expect(mails.filter((m) => m.subject === 'Ein Passkey wurde hinzugefügt')).toHaveLength(2);
    expect(mails.at(-2)!.text).toContain('„Laptop“');
    expect(mails.at(-2)!.text).toContain('/konto/auth/profile#passkeys');
    expect(await actions('kunde@example.com')).toContain('passkey.added');
    // The registration's challenge was used up: the same answer again is refused.
    const options2 = await kunde.post('/api/user/passkeys/registration-options', {
      password: DEMO_PASSWORD,
    });
    const once = createPasskey(options2.body, ORIGIN);
    expect((await kunde.post('/api/user/passkeys', { response: once.response })).status).toBe(201);
    expect((await kunde.post('/api/user/passkeys', { response: once.response })).status).toBe(422);
  });

  it('signs in with a passkey alone: a two-factor sign-in, counted and logged', async () => {
    const personal = await as(server, 'personal@example.com');
    const { passkey } = await addPasskey(personal, 'Telefon');
    const { client, answer } = await signIn(passkey);
    expect(answer.status).toBe(204);
    const session = await client.get('/api/session');
    expect(session.body.user.email).toBe('personal@example.com');
    expect(session.body.session).toMatchObject({ authenticated: true, tfa_verified: true });
    // The full account: staff documents.
    expect((await client.get('/api/media/domain/intranet')).status).toBe(200);

    const stored = await server.backend.ctx.db
      .selectFrom('passkeys')
      .select(['counter', 'last_used_at'])
      .where('name', '=', 'Telefon')
      .executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);
    expect(stored.last_used_at).not.toBeNull();
    expect((await personal.get('/api/user/passkeys')).body.data[0].last_used_at).not.toBeNull();
    expect(await actions('personal@example.com')).toContain('auth.passkey_login');
  });

  it('refuses a used or expired challenge, another site, a missing verification and old counters', async () => {
    const leser = await as(server, 'leser@example.com');
    const { passkey } = await addPasskey(leser, 'Schlüssel');
    const first = await signIn(passkey);
    expect(first.answer.status).toBe(204);
    // The same answer again: its challenge is used up.
    const replay = await server
      .client()
      .post('/api/passkeys/authenticate', { response: first.response });
    expect(replay.status).toBe(422);
    expect(replay.body.message).toMatch(/^Die Anmeldung mit diesem Passkey hat nicht geklappt/);

    // A challenge older than five minutes.
    const guest = server.client();
    const options = await guest.post('/api/passkeys/authentication-options');
    await server.backend.ctx.db
      .updateTable('webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('challenge', '=', options.body.challenge)
      .execute();
    const late = answerWithPasskey(passkey, options.body, ORIGIN);
    expect((await guest.post('/api/passkeys/authenticate', { response: late })).status).toBe(422);

    const other = server.client();
    const o2 = await other.post('/api/passkeys/authentication-options');
    const foreign = answerWithPasskey(passkey, o2.body, 'https://evil.example');
    expect((await other.post('/api/passkeys/authenticate', { response: foreign })).status).toBe(
      422,
    );
    expect((await signIn(passkey, server.client(), { verified: false })).answer.status).toBe(422);
    // A counter that goes back: a cloned authenticator.
    expect((await signIn(passkey, server.client(), { counter: 1 })).answer.status).toBe(422);
    expect((await signIn(passkey)).answer.status).toBe(204);

    const unknown = createPasskey(
      { challenge: 'x', rp: { name: 'x', id: 'localhost' }, user: { id: 'AAAA', name: 'x' } },
      ORIGIN,
    ).passkey;
    const stranger = await signIn(unknown);
    expect(stranger.answer.status).toBe(422);
    expect(stranger.answer.body.message).toMatch(/^Diesen Passkey kennen wir nicht/);
    const log = (
      (await admin.get('/api/admin/audit?action=auth.passkey_failed&size=50')).body.data as {
        details: { reason: string };
      }[]
    ).map((e) => e.details.reason);
    expect(log).toContain('Prüfung fehlgeschlagen');
    expect(log).toContain('Passkey unbekannt');
    // Nothing of the browser's answer is logged.
    const raw = await server.backend.ctx.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', 'like', 'auth.passkey%')
      .execute();
    for (const row of raw) expect(row.details).not.toContain(passkey.id);
  });

  it('limits failed passkey sign-ins like failed passwords', async () => {
    const unknown = createPasskey(
      { challenge: 'x', rp: { name: 'x', id: 'localhost' }, user: { id: 'AAAA', name: 'x' } },
      ORIGIN,
    ).passkey;
    const client = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(unknown, client)).answer.status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('renames and removes a passkey (with the password); a removed one signs in no more', async () => {
    const autor = await as(server, 'autor@example.com');
    const { passkey, added } = await addPasskey(autor, 'Alt');
    const id = added.body.data.id as number;
    const renamed = await autor.patch(`/api/user/passkeys/${id}`, { name: 'Büro-PC' });
    expect(renamed.body.data.name).toBe('Büro-PC');
    const blank = await autor.patch(`/api/user/passkeys/${id}`, { name: ' ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name).toEqual(['Bitte das Feld „Name des Passkeys“ ausfüllen.']);
    // Someone else's passkey is not there for this account.
    const kunde = await as(server, 'kunde@example.com');
    expect((await kunde.patch(`/api/user/passkeys/${id}`, { name: 'X' })).status).toBe(404);
    expect(
      (await kunde.delete(`/api/user/passkeys/${id}`, { password: DEMO_PASSWORD })).status,
    ).toBe(404);

    const wrong = await autor.delete(`/api/user/passkeys/${id}`, { password: 'falsch-falsch-1' });
    expect(wrong.status).toBe(422);
    expect(
      (await autor.delete(`/api/user/passkeys/${id}`, { password: DEMO_PASSWORD })).status,
    ).toBe(204);
    expect((await autor.get('/api/user/passkeys')).body.data).toEqual([]);
    expect((await signIn(passkey)).answer.status).toBe(422);
    const mails = await mailsTo(server, 'autor@example.com');
    expect(mails.at(-1)!.subject).toBe('Ein Passkey wurde entfernt');
    expect(mails.at(-1)!.text).toContain('„Büro-PC“');
    const log = await actions('autor@example.com');
    for (const action of ['passkey.added', 'passkey.renamed', 'passkey.removed'])
      expect(log).toContain(action);
  });

  it('an admin’s reset of the second factor removes the passkeys too (a lost phone holds both)', async () => {
    const email = 'passkey-verloren@example.com';
    const created = await admin.post('/api/admin/users', {
      firstname: 'Paula',
      lastname: 'Verloren',
      email,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      verified: true,
      enabled: true,
    });
    expect(created.status).toBe(201);
    const person = server.client();
    await person.login(email);
    const { passkey } = await addPasskey(person, 'Handy');
    expect((await signIn(passkey)).answer.status).toBe(204);

    const user = `/api/admin/users/${created.body.data.id}`;
    expect((await admin.get(user)).body.data.passkeys).toBe(1);
    const reset = await admin.delete(`${user}/two-factor`);
    expect(reset.status).toBe(200);
    expect(reset.body.data.passkeys).toBe(0);
    expect((await signIn(passkey)).answer.status).toBe(422);
    expect((await person.get('/api/user/passkeys')).body.data).toEqual([]);
    const mail = (await mailsTo(server, email)).at(-1)!;
    expect(mail.text).toContain('Ihr Passkey wurde dabei entfernt.');
    expect(await actions(email)).toContain('two_factor.reset');
  });

  it('confirms a password sign-in as the second factor of an account with TOTP', async () => {
    const db = server.backend.ctx.db;
    const personal = await as(server, 'personal@example.com');
    const { passkey } = await addPasskey(personal, 'Zweiter Faktor');
    // From now on personal@ has TOTP on, as zweifaktor@ has.
    const secret = await db
      .selectFrom('users')
      .select('tfa_secret')
      .where('email', '=', 'zweifaktor@example.com')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ tfa_secret: secret.tfa_secret, tfa_enabled_at: new Date().toISOString() })
      .where('email', '=', 'personal@example.com')
      .execute();
    const client = await as(server, 'personal@example.com');
    expect((await client.get('/api/session')).body.session).toMatchObject({
      tfa_enabled: true,
      tfa_verified: false,
    });
    const options = await client.post('/api/passkeys/second-factor-options');
    expect(options.status).toBe(200);
    expect(options.body.allowCredentials.map((c: { id: string }) => c.id)).toContain(passkey.id);
    // Another session's challenge does not serve this one.
    const other = await as(server, 'personal@example.com');
    const stolen = answerWithPasskey(passkey, options.body, ORIGIN);
    expect((await other.post('/api/verify-tfa-passkey', { response: stolen })).status).toBe(422);
    const options2 = await client.post('/api/passkeys/second-factor-options');
    const answer = await client.post('/api/verify-tfa-passkey', {
      response: answerWithPasskey(passkey, options2.body, ORIGIN),
    });
    expect(answer.status).toBe(204);
    expect((await client.get('/api/session')).body.session.tfa_verified).toBe(true);
    expect((await client.get('/api/media/domain/intranet')).status).toBe(200);
    await db
      .updateTable('users')
      .set({ tfa_secret: null, tfa_enabled_at: null })
      .where('email', '=', 'personal@example.com')
      .execute();
    await sql`select 1`.execute(db);
  });

  it('answers bad input with German messages, never a 500', async () => {
    const client = server.client();
    for (const body of [{}, { response: 'x' }, { response: { id: 'a', type: 'x' } }]) {
      const res = await client.post('/api/passkeys/authenticate', body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(
        'Die Antwort des Browsers war unvollständig. Bitte versuchen Sie es noch einmal.',
      );
    }
    const kunde = await as(server, 'kunde@example.com');
    const bad = await kunde.post('/api/user/passkeys', { name: 'x', response: { id: '!' } });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/^Die Antwort des Browsers war unvollständig/);
    const long = await kunde.post('/api/user/passkeys', { name: 'x'.repeat(101), response: {} });
    expect(long.status).toBe(422);
  });
});
