// Issue 16's journeys through the API, end to end, on SQLite and PostgreSQL: (a) a business
// customer registers, is approved and reads the offers with prices; (b) an invited staff member
// sets a password and reads the wiki; (c) an admin changes a user's address, which must be
// confirmed; (d) a person ends another session, downloads the data, deletes the account and an
// admin restores it; (f) a passkey signs in; (e) the audit log shows each step. Weak passwords
// and bad input are answered in German. (The browser journeys are in e2e/tests.)
import { describe, expect, it } from 'vitest';
import {
  as,
  DEMO_PASSWORD,
  DIALECTS,
  linkIn,
  mailsTo,
  type Client,
  type TestServer,
  userIdOf,
  withServerAndAdmin,
} from '../../../test/harness';
import { createPasskey, answerWithPasskey } from '../../../test/webauthn';

const PASSWORD = 'Kuehlkette-am-Deich-2026';

describe.each(DIALECTS)('account journeys (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;

  withServerAndAdmin(dialect, (started, signedIn) => ([server, admin] = [started, signedIn]));

  /** The audit log of one account, oldest first. */
  const steps = async (id: number) =>
    ((await admin.get(`/api/admin/audit?user=${id}&size=100`)).body.data as { action: string }[])
      .map((e) => e.action)
      .reverse();
  const lastMail = async (to: string, subject: string) => {
    const mail = (await mailsTo(server, to)).filter((m) => m.subject === subject).at(-1);
    if (!mail) throw new Error(`Keine E-Mail „${subject}“ an ${to}`);
    return mail;
  };

  it('(a) a business customer registers, is approved, is mailed and reads the offers with prices', async () => {
    const guest = server.client();
    const form = {
      profile: 'geschaeftskunde',
      firstname: 'Bruno',
      lastname: 'Brandt',
      company: 'Metzgerei Brandt',
      customer_number: 'K-30001',
      vat_id: 'DE123456789',
      email: 'bruno@journey.example',
      password: 'bruno1234',
      password_confirmation: 'bruno1234',
      privacy: true,
    };
    const weak = await guest.post('/api/register', form);
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password.join(' ')).toMatch(/Passwort/);
    const noCompany = await guest.post('/api/register', {
      ...form,
      company: '',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(noCompany.status).toBe(422);
    expect(noCompany.body.errors.company).toEqual(['Bitte das Feld „Firma“ ausfüllen.']);
    expect(
      (
        await guest.post('/api/register', {
          ...form,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        })
      ).status,
    ).toBe(201);
    const id = await userIdOf(server, 'bruno@journey.example');

    await lastMail('admin@example.com', 'Neue Registrierung: Bruno Brandt');
    const verify = linkIn(
      (await lastMail('bruno@journey.example', 'Bitte bestätigen Sie Ihre E-Mail-Adresse')).text,
      'http://localhost:8000/api/email/verify/',
    );
    expect((await guest.get(`${verify.pathname}${verify.search}`)).status).toBe(302);
    const notices = (await admin.get('/api/admin/notifications')).body.data as {
      subject_user_id: number;
    }[];
    expect(notices.filter((n) => n.subject_user_id === id)).toHaveLength(2);

    const customer = server.client();
    await customer.login('bruno@journey.example', PASSWORD);
    expect((await customer.get('/api/media/domain/angebote/mit_preise')).status).toBe(403);
    expect((await admin.post(`/api/admin/users/${id}/enable`)).status).toBe(200);
    expect(
      (await lastMail('bruno@journey.example', 'Ihr Konto ist freigeschaltet')).text,
    ).toContain('http://localhost:3000/intern');
    const offers = await customer.get('/api/media/domain/angebote/mit_preise');
    expect(offers.status).toBe(200);
    expect(Array.isArray(offers.body.data)).toBe(true);

    expect(await steps(id)).toEqual([
      'account.registered',
      'account.email_verified',
      'auth.login',
      'user.approved',
    ]);
  });

  it('(b) an invited staff member sets a password and reads the wiki', async () => {
    const roles = (await admin.get('/api/admin/roles')).body.data as { id: number; name: string }[];
    const created = await admin.post('/api/admin/users', {
      firstname: 'Ines',
      lastname: 'Eingeladen',
      email: 'ines@journey.example',
      roles: [roles.find((r) => r.name === 'Personal')!.id],
      enabled: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    // An article to read.
    const article = await admin.post('/api/wiki/articles', {
      title: 'Kühlkette im Lager',
      category: 'Logistik',
      body: 'Die Kühlkette reißt nie ab.',
    });
    expect(article.status).toBe(201);
    expect(
      (
        await admin.post(`/api/wiki/articles/${article.body.data.slug}/status`, {
          status: 'published',
        })
      ).status,
    ).toBe(200);

    const link = linkIn(
      (await mailsTo(server, 'ines@journey.example')).at(-1)!.text,
      'http://localhost:8000/konto/auth/reset-password',
    );
    const set = (password: string) =>
      server.client().post('/api/reset-password', {
        token: link.searchParams.get('token'),
        email: link.searchParams.get('email'),
        password,
        password_confirmation: password,
      });
    const weak = await set('eingeladen');
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password.length).toBeGreaterThan(0);
    expect((await set(PASSWORD)).status).toBe(200);
    const ines = server.client();
    await ines.login('ines@journey.example', PASSWORD);
    const wiki = await ines.get(`/api/wiki/articles/${article.body.data.slug}`);
    expect(wiki.status).toBe(200);
    expect(wiki.body.data.body).toContain('Kühlkette');

    expect(await steps(id)).toEqual(['user.invited', 'auth.password_reset', 'auth.login']);
  });

  it('(c) an admin changes a user’s address; the user must confirm the new one', async () => {
    const id = await userIdOf(server, 'ohnerolle@example.com');
    const bad = await admin.patch(`/api/admin/users/${id}`, { email: 'keine-adresse' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email[0]).toMatch(/E-Mail-Adresse/);
    expect(
      (await admin.patch(`/api/admin/users/${id}`, { email: 'neu@journey.example' })).status,
    ).toBe(200);
    await lastMail('ohnerolle@example.com', 'Ihre E-Mail-Adresse wurde geändert');
    const user = server.client();
    await user.login('neu@journey.example');
    expect((await user.get('/api/session')).body.user.email_verified_at).toBeNull();
    const refused = await user.get('/api/admin/notifications');
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('unverified');
    const verify = linkIn(
      (await mailsTo(server, 'neu@journey.example')).at(-1)!.text,
      'http://localhost:8000/api/email/verify/',
    );
    expect((await user.get(`${verify.pathname}${verify.search}`)).status).toBe(302);
    expect((await user.get('/api/session')).body.user.email_verified_at).not.toBeNull();

    expect(await steps(id)).toEqual(['user.updated', 'auth.login', 'account.email_verified']);
  });

  it('(d) a person ends another session, downloads the data, deletes the account; an admin restores it', async () => {
    const id = await userIdOf(server, 'leser@example.com');
    const here = await as(server, 'leser@example.com');
    await as(server, 'leser@example.com');
    const sessions = (await here.get('/api/user/sessions')).body.data as {
      id: string;
      current: boolean;
    }[];
    const other = sessions.find((s) => !s.current)!;
    expect((await here.delete(`/api/user/sessions/${other.id}`)).status).toBe(204);
    const download = await here.get('/api/user/export');
    expect(download.status).toBe(200);
    expect(download.body.profile.email).toBe('leser@example.com');
    const wrong = await here.delete('/api/user', { password: 'falsch-falsch-falsch' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['Das Passwort ist nicht korrekt.']);
    expect((await here.delete('/api/user', { password: DEMO_PASSWORD })).status).toBe(204);
    await lastMail('leser@example.com', 'Ihr Konto wurde gelöscht');
    expect((await admin.post(`/api/admin/users/${id}/restore`)).status).toBe(200);
    await lastMail('leser@example.com', 'Ihr Konto ist wiederhergestellt');
    await as(server, 'leser@example.com');

    expect((await steps(id)).slice(-5)).toEqual([
      'account.session_ended',
      'account.exported',
      'account.deleted',
      'user.restored',
      'auth.login',
    ]);
  });

  it('(f) a passkey added in the profile signs in alone', async () => {
    const id = await userIdOf(server, 'personal@example.com');
    const personal = await as(server, 'personal@example.com');
    const options = await personal.post('/api/user/passkeys/registration-options', {
      password: DEMO_PASSWORD,
    });
    const { passkey, response } = createPasskey(options.body, 'http://localhost:8000');
    expect((await personal.post('/api/user/passkeys', { name: 'Laptop', response })).status).toBe(
      201,
    );
    const guest = server.client();
    const login = await guest.post('/api/passkeys/authentication-options');
    expect(
      (
        await guest.post('/api/passkeys/authenticate', {
          response: answerWithPasskey(passkey, login.body, 'http://localhost:8000'),
        })
      ).status,
    ).toBe(204);
    expect((await guest.get('/api/wiki/articles')).status).toBe(200);
    expect((await steps(id)).slice(-3)).toEqual([
      'auth.login',
      'passkey.added',
      'auth.passkey_login',
    ]);
  });
});
