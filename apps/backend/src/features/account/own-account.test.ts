// The own account: sessions on other devices, the data download and deleting the account.
import { createGuardrails, generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  DIALECTS,
  mailsTo,
  type Client,
  type TestServer,
  withServer,
} from '../../../test/harness';
import { deviceOf } from '../../accounts/device';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

describe('deviceOf', () => {
  it('names browser, system and kind of device', () => {
    expect(deviceOf(FIREFOX_WINDOWS)).toEqual({
      label: 'Firefox 133 auf Windows 10',
      browser: 'Firefox 133',
      os: 'Windows 10',
      type: 'Computer',
    });
    expect(deviceOf(SAFARI_IPHONE).type).toBe('Smartphone');
    expect(deviceOf(null).label).toBe('Unbekanntes Gerät');
    expect(deviceOf('').label).toBe('Unbekanntes Gerät');
  });
});

describe.each(DIALECTS)('own account (%s)', (dialect) => {
  let server: TestServer;
  withServer(dialect, (started) => (server = started));

  async function signIn(email: string, userAgent: string): Promise<Client> {
    const client = server.client();
    const res = await client.post(
      '/api/login',
      { login: email, password: DEMO_PASSWORD },
      { headers: { 'User-Agent': userAgent } },
    );
    expect(res.status).toBe(204);
    return client;
  }

  it('lists the sessions with device, address and last activity, and ends another', async () => {
    const laptop = await signIn('kunde@example.com', FIREFOX_WINDOWS);
    const phone = await signIn('kunde@example.com', SAFARI_IPHONE);
    const stranger = await signIn('personal@example.com', FIREFOX_WINDOWS);

    const list = await laptop.get('/api/user/sessions');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    const mine = list.body.data.find((s: { current: boolean }) => s.current);
    const other = list.body.data.find((s: { current: boolean }) => !s.current);
    expect(mine).toMatchObject({ ip: laptop.ip, device: { label: 'Firefox 133 auf Windows 10' } });
    expect(other).toMatchObject({ ip: phone.ip, device: { type: 'Smartphone' } });
    expect(other.last_activity).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The row id (a hash of the cookie) never leaves the server.
    const rows = await server.backend.ctx.db.selectFrom('sessions').select('id').execute();
    for (const row of rows) expect(list.text).not.toContain(row.id);

    // Someone else's session is as unknown as a made-up one.
    const theirs = (await stranger.get('/api/user/sessions')).body.data[0].id;
    expect((await laptop.delete(`/api/user/sessions/${theirs}`)).status).toBe(404);
    expect((await laptop.delete('/api/user/sessions/unbekannt')).status).toBe(404);
    const current = await laptop.delete(`/api/user/sessions/${mine.id}`);
    expect(current.status).toBe(409);
    expect(current.body.message).toBe('Diese Sitzung beenden Sie mit „Abmelden“.');

    expect((await laptop.delete(`/api/user/sessions/${other.id}`)).status).toBe(204);
    expect((await phone.get('/api/session')).status).toBe(401);
    expect((await laptop.get('/api/session')).status).toBe(200);
    expect((await stranger.get('/api/session')).status).toBe(200);
    expect((await server.client().get('/api/user/sessions')).status).toBe(401);
  });

  it('ends every other session, keeping this one', async () => {
    const here = await signIn('ohnerolle@example.com', FIREFOX_WINDOWS);
    const a = await signIn('ohnerolle@example.com', SAFARI_IPHONE);
    const b = await signIn('ohnerolle@example.com', SAFARI_IPHONE);
    const res = await here.delete('/api/user/sessions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect((await a.get('/api/session')).status).toBe(401);
    expect((await b.get('/api/session')).status).toBe(401);
    expect((await here.get('/api/user/sessions')).body.data).toHaveLength(1);
    // Without the CSRF token it is refused like every mutation.
    expect((await here.delete('/api/user/sessions', undefined, { csrf: false })).status).toBe(419);
  });

  it('downloads the own data as a JSON file, without any secret', async () => {
    const db = server.backend.ctx.db;
    const now = new Date().toISOString();
    await db
      .insertInto('form_submissions')
      .values({
        type: 'contact',
        name: 'Karl Kunde',
        email: 'kunde@example.com',
        topic: 'Angebot',
        data: JSON.stringify({ message: 'Bitte um ein Angebot für Rinderhüfte.' }),
        cv_media_id: null,
        delivery_state: 'sent',
        ip: '10.9.9.9',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .updateTable('users')
      .set({ phone: '040 123456', admin_note: 'Zahlt pünktlich.' })
      .where('email', '=', 'kunde@example.com')
      .execute();
    const client = await signIn('kunde@example.com', FIREFOX_WINDOWS);
    const res = await client.get('/api/user/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="meine-daten-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body.profile).toMatchObject({
      email: 'kunde@example.com',
      phone: '040 123456',
      admin_note: 'Zahlt pünktlich.',
      tfa_enabled: false,
    });
    expect(res.body.roles).toEqual(['Kunde']);
    expect(res.body.sessions.some((s: { current: boolean }) => s.current)).toBe(true);
    expect(res.body.form_submissions).toEqual([
      expect.objectContaining({
        topic: 'Angebot',
        data: { message: 'Bitte um ein Angebot für Rinderhüfte.' },
      }),
    ]);
    for (const secret of ['password_hash', 'tfa_secret', 'token', 'code_hash', '$argon2'])
      expect(res.text).not.toContain(secret);
    expect((await server.client().get('/api/user/export')).status).toBe(401);

    // A session whose second factor is still open gets nothing.
    const tfa = server.client();
    await tfa.login('zweifaktor@example.com');
    expect((await tfa.get('/api/user/export')).status).toBe(403);
  });

  it('gives what was sent under an address only to someone who confirmed that address', async () => {
    // Someone registers with another person's address, which anyone can do, and signs in before
    // confirming it: the contact form that person once sent, and the mails to them, stay theirs.
    const db = server.backend.ctx.db;
    const now = new Date().toISOString();
    await db
      .insertInto('form_submissions')
      .values({
        type: 'contact',
        name: 'Uwe Unbestätigt',
        email: 'unbestaetigt@example.com',
        topic: 'Angebot',
        data: JSON.stringify({ message: 'Meine Telefonnummer ist 0171 1234567.' }),
        cv_media_id: null,
        delivery_state: 'sent',
        ip: '10.9.9.8',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const client = await signIn('unbestaetigt@example.com', FIREFOX_WINDOWS);
    const res = await client.get('/api/user/export');
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ email: 'unbestaetigt@example.com' });
    expect(res.body.form_submissions).toEqual([]);
    expect(res.body.mails).toEqual([]);
    expect(res.text).not.toContain('0171 1234567');
  });

  it('deletes the account after password and second factor; admins and the person are told', async () => {
    const db = server.backend.ctx.db;
    await db
      .updateTable('users')
      .set({ tfa_last_step: null })
      .where('email', '=', 'zweifaktor@example.com')
      .execute();
    const client = server.client();
    await client.login('zweifaktor@example.com');
    const totp = generate({
      secret: 'JBSWY3DPEHPK3PXP',
      epoch: Math.floor(Date.now() / 1000),
      guardrails,
    });
    expect((await client.post('/api/verify-tfa-totp', { code: await totp })).status).toBe(204);
    const codes: string[] = (
      await client.post('/api/user/two-factor/backup-codes', { password: DEMO_PASSWORD })
    ).body.backup_codes;
    const elsewhere = server.client();
    await elsewhere.login('zweifaktor@example.com');

    const wrong = await client.delete('/api/user', { password: 'falsch-falsch', code: codes[0] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['Das Passwort ist nicht korrekt.']);
    const noCode = await client.delete('/api/user', { password: DEMO_PASSWORD });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.code[0]).toMatch(/Authenticator-App oder einen Backup-Code/);
    const badCode = await client.delete('/api/user', { password: DEMO_PASSWORD, code: '000000' });
    expect(badCode.body.errors.code).toEqual([
      'Der Code ist ungültig oder wurde bereits verwendet.',
    ]);
    const junk = await client.delete('/api/user', { password: ['x'] });
    expect(junk.status).toBe(422);

    const ok = await client.delete('/api/user', { password: DEMO_PASSWORD, code: codes[0] });
    expect(ok.status).toBe(204);
    expect(client.cookies.has('hallberg_session')).toBe(false);
    expect((await client.get('/api/session')).status).toBe(401);
    expect((await elsewhere.get('/api/session')).status).toBe(401);
    // A soft delete (decision 027): marked, sessions and links gone, restorable for 30 days.
    const row = await db
      .selectFrom('users')
      .select(['id', 'deleted_at'])
      .where('email', '=', 'zweifaktor@example.com')
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(
      await db.selectFrom('sessions').select('id').where('user_id', '=', row.id).execute(),
    ).toEqual([]);
    const relogin = await server.client().post('/api/login', {
      login: 'zweifaktor@example.com',
      password: DEMO_PASSWORD,
    });
    expect(relogin.status).toBe(422);
    expect(relogin.body.errors.login[0]).toMatch(
      /^Dieses Konto wurde gelöscht\. Die Verwaltung kann es bis zum \d+\. \S+ \d{4} wiederherstellen\.$/,
    );
    // A wrong password learns nothing about the deletion.
    const guess = await server.client().post('/api/login', {
      login: 'zweifaktor@example.com',
      password: 'falsch-falsch-falsch',
    });
    expect(guess.body.errors.login).toEqual(['Diese Zugangsdaten sind uns nicht bekannt.']);
    // Nor does a reset link reach it.
    await server.client().post('/api/forgot-password', { email: 'zweifaktor@example.com' });

    const mails = await mailsTo(server, 'zweifaktor@example.com');
    expect(mails.at(-1)?.subject).toBe('Ihr Konto wurde gelöscht');
    expect(mails.at(-1)?.text).toContain('wiederherstellen');
    const adminMails = await mailsTo(server, 'admin@example.com');
    expect(adminMails.at(-1)?.subject).toMatch(/^Konto gelöscht: /);
    expect(adminMails.at(-1)?.text).toContain('zweifaktor@example.com');
    const notices = await db
      .selectFrom('notifications')
      .selectAll()
      .where('type', '=', 'account.deleted')
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0]).toMatchObject({ subject_user_id: row.id });
    expect(notices[0]?.title).toMatch(/^Konto gelöscht: /);
  });

  it('keeps admins from deleting their own account, and guests out', async () => {
    const admin = server.client();
    await admin.login('admin@example.com');
    const res = await admin.delete('/api/user', { password: DEMO_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Administrationskonto/);
    expect((await server.client().delete('/api/user', { password: DEMO_PASSWORD })).status).toBe(
      401,
    );
  });
});
