// The newsletter (issue 29, decision 043): double opt-in with its proof, one answer whatever
// the address's state, the one-click unsubscribe of RFC 8058 that deletes the address, the
// profile's own subscription, and marketing's list with CSV export, on both databases.
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_VERSION } from '@frischkontor/contract';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../security/keys';
import {
  as,
  DIALECTS,
  linkIn,
  mailsTo,
  WEBSITE,
  type TestServer,
  withServer,
} from '../../../test/harness';
import { purgeExpiredSignups } from './store';

const signup = (email: string) => ({
  email,
  consent: true,
  consent_version: NEWSLETTER_CONSENT_VERSION,
});

describe.each(DIALECTS)('newsletter (%s)', (dialect) => {
  let server: TestServer;
  withServer(dialect, (started) => (server = started));

  const rowOf = (email: string) =>
    server.backend.ctx.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();

  /** Signs up and answers the token of the confirmation link in the newest mail. */
  async function signUp(email: string, typed = email) {
    const res = await server.client().post('/api/newsletter/subscribe', signup(typed));
    expect(res.status).toBe(202);
    const mails = await mailsTo(server, email);
    const mail = mails.at(-1);
    if (!mail) throw new Error(`keine Mail an ${email}`);
    return linkIn(mail.text, `${WEBSITE}/newsletter/bestaetigen?token=`).searchParams.get('token')!;
  }

  it('keeps a sign-up pending with its proof and mails the link; the token is stored only hashed', async () => {
    const email = `doi-${dialect}@gasthof.example`;
    const token = await signUp(email, ` ${email.toUpperCase()} `);
    const row = await rowOf(email);
    expect(row).toMatchObject({
      state: 'pending',
      source: 'website',
      consent_version: NEWSLETTER_CONSENT_VERSION,
      consent_text_sha256: sha256(NEWSLETTER_CONSENT_TEXT),
      confirm_token_hash: sha256(token),
      confirmed_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(token);
    const [mail] = await mailsTo(server, email);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(mail?.text).toContain('48 Stunden');
    // Not yet a newsletter mail: nothing to unsubscribe from.
    expect(JSON.parse(mail!.headers)).toEqual({});
  });

  it('answers every sign-up alike, new, pending or confirmed, and mails a confirmed address nothing', async () => {
    const fresh = `alike-new-${dialect}@example.org`;
    const confirmed = 'einkauf@gasthof-linde.example'; // a demo subscriber, confirmed
    const client = server.client();
    const a = await client.post('/api/newsletter/subscribe', signup(fresh));
    const b = await client.post('/api/newsletter/subscribe', signup(fresh));
    const c = await client.post('/api/newsletter/subscribe', signup(confirmed));
    expect([a.status, b.status, c.status]).toEqual([202, 202, 202]);
    expect(b.text).toBe(a.text);
    expect(c.text).toBe(a.text);
    expect(await mailsTo(server, confirmed)).toEqual([]);
    expect((await rowOf(confirmed))?.state).toBe('confirmed');
  });

  it('sends one pending address at most three confirmation mails', async () => {
    const email = `flood-${dialect}@example.org`;
    for (let i = 0; i < 5; i++)
      expect((await server.client().post('/api/newsletter/subscribe', signup(email))).status).toBe(
        202,
      );
    expect(await mailsTo(server, email)).toHaveLength(3);
  });

  it('confirms only on the button (POST), not on opening the link, then mails a welcome with List-Unsubscribe', async () => {
    const email = `confirm-${dialect}@example.org`;
    const token = await signUp(email);
    const client = server.client();
    const shown = await client.get(`/api/newsletter/confirm?token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.state).toBe('pending');
    expect((await rowOf(email))?.state).toBe('pending');

    const done = await client.post('/api/newsletter/confirm', { token });
    expect(done.status).toBe(200);
    const row = await rowOf(email);
    expect(row?.state).toBe('confirmed');
    expect(row?.confirmed_at).toBeTruthy();
    // Clicked again: still fine, no second welcome.
    expect((await client.post('/api/newsletter/confirm', { token })).status).toBe(200);

    const mails = await mailsTo(server, email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      'Willkommen beim Newsletter',
    ]);
    const welcome = mails[1]!;
    const headers = JSON.parse(welcome.headers) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:8000\/api\/newsletter\/one-click\?token=\d+\.[\w-]+>$/,
    );
    const footer = linkIn(welcome.text, `${WEBSITE}/newsletter/abmelden?token=`);
    expect(welcome.html).toContain('Newsletter abbestellen');
    expect(footer.searchParams.get('token')).toBe(
      new URL(headers['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token'),
    );
  });

  it('unsubscribes in one click as a mail provider posts it (no origin, no XSRF, a form body) and deletes the address', async () => {
    const email = `oneclick-${dialect}@example.org`;
    const token = await signUp(email);
    await server.client().post('/api/newsletter/confirm', { token });
    const welcome = (await mailsTo(server, email)).at(-1)!;
    const target = new URL(
      (JSON.parse(welcome.headers) as Record<string, string>)['List-Unsubscribe']!.slice(1, -1),
    );
    const path = `${target.pathname}${target.search}`;

    // A person who opens the address is sent to the page that asks first.
    const opened = await server.client().get(path);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toMatch(
      new RegExp(`^${WEBSITE}/newsletter/abmelden\\?token=`),
    );
    expect(await rowOf(email)).toBeTruthy();

    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await rowOf(email)).toBeUndefined();
    // The link is spent: the address is gone.
    const again = await fetch(`${server.url}${path}`, { method: 'POST', body: 'x' });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toMatch(/bereits abbestellt/);
  });

  it('unsubscribes through the website page’s link: GET names the address, POST deletes it', async () => {
    const email = `page-${dialect}@example.org`;
    const token = await signUp(email);
    await server.client().post('/api/newsletter/confirm', { token });
    const welcome = (await mailsTo(server, email)).at(-1)!;
    const link = linkIn(welcome.text, `${WEBSITE}/newsletter/abmelden?token=`);
    const unsubscribeToken = link.searchParams.get('token')!;
    const client = server.client();
    const shown = await client.get(`/api/newsletter/unsubscribe?token=${unsubscribeToken}`);
    expect(shown.body.data).toEqual({ email });
    expect(await rowOf(email)).toBeTruthy();
    expect(
      (await client.post('/api/newsletter/unsubscribe', { token: unsubscribeToken })).status,
    ).toBe(200);
    expect(await rowOf(email)).toBeUndefined();
    // A forged token for another row does nothing.
    const other = await rowOf('info@fleischerei-vogt.example');
    const forged = `${other!.id}.${unsubscribeToken.split('.')[1]}`;
    expect((await client.post('/api/newsletter/unsubscribe', { token: forged })).status).toBe(404);
    expect(await rowOf('info@fleischerei-vogt.example')).toBeTruthy();
  });

  it('deletes an unconfirmed sign-up after 48 hours, and its link no longer works', async () => {
    const email = `expired-${dialect}@example.org`;
    const token = await signUp(email);
    const { db } = server.backend.ctx;
    await db
      .updateTable('newsletter_subscriptions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    expect((await server.client().post('/api/newsletter/confirm', { token })).status).toBe(404);
    expect(await purgeExpiredSignups(db)).toBe(1);
    expect(await rowOf(email)).toBeUndefined();
    // Confirmed subscriptions never expire, pending ones within their 48 hours stay.
    expect(await rowOf('einkauf@gasthof-linde.example')).toBeTruthy();
    expect(await rowOf('kueche@kantine-nord.example')).toBeTruthy();
  });

  it('answers malformed input with JSON 4xx, never 500', async () => {
    const client = server.client();
    const bodies: unknown[] = [
      {},
      [],
      'text',
      { email: ['a@b.de'], consent: true, consent_version: NEWSLETTER_CONSENT_VERSION },
      { email: 'kein-at', consent: true, consent_version: NEWSLETTER_CONSENT_VERSION },
      { email: 'a@b.de', consent: false, consent_version: NEWSLETTER_CONSENT_VERSION },
      { email: 'a@b.de', consent: true, consent_version: '1999-01' },
      { email: `${'x'.repeat(300)}@b.de`, consent: true, consent_version: { $ne: 1 } },
    ];
    for (const body of bodies) {
      const res = await client.post('/api/newsletter/subscribe', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    for (const path of [
      '/api/newsletter/confirm',
      '/api/newsletter/confirm?token=',
      '/api/newsletter/confirm?token[]=a',
      '/api/newsletter/confirm?token=%00%00',
      `/api/newsletter/confirm?token=${'a'.repeat(500)}`,
      '/api/newsletter/unsubscribe?token=abc',
      '/api/newsletter/unsubscribe?token=99999999999999999999.abcdefghijklmnopqrstuvwxyz',
      '/api/newsletter/unsubscribe?token=-1.abcdefghijklmnopqrstuvwxyz',
      '/api/newsletter/one-click',
      '/api/admin/newsletter?state=alle',
    ]) {
      const res = await client.get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    for (const body of [{ token: 5 }, { token: ['x'] }, { token: null }, {}])
      expect((await client.post('/api/newsletter/confirm', body)).status).toBe(404);
    const oneClick = await fetch(`${server.url}/api/newsletter/one-click?token=1.x`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'garbage',
    });
    expect(oneClick.status).toBe(404);
  });

  it('refuses the seventh sign-up from one address within ten minutes (429)', async () => {
    const client = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await client.post('/api/newsletter/subscribe', signup(`rl${i}-${dialect}@example.org`)))
          .status,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  describe('in the profile', () => {
    it('subscribes a verified account’s address at once (no second link), and unsubscribes it', async () => {
      const client = await as(server, 'personal@example.com');
      expect((await client.get('/api/user/newsletter')).body.data).toEqual({
        state: 'none',
        email: 'personal@example.com',
        verified_address: true,
      });
      const res = await client.post('/api/user/newsletter', {
        consent: true,
        consent_version: NEWSLETTER_CONSENT_VERSION,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.state).toBe('confirmed');
      expect(await rowOf('personal@example.com')).toMatchObject({
        state: 'confirmed',
        source: 'profil',
        consent_text_sha256: sha256(NEWSLETTER_CONSENT_TEXT),
      });
      const mails = await mailsTo(server, 'personal@example.com');
      expect(mails.map((m) => m.subject)).toEqual(['Willkommen beim Newsletter']);
      expect(JSON.parse(mails[0]!.headers)['List-Unsubscribe-Post']).toBe(
        'List-Unsubscribe=One-Click',
      );
      const off = await client.delete('/api/user/newsletter');
      expect(off.body.data.state).toBe('none');
      expect(await rowOf('personal@example.com')).toBeUndefined();
    });

    it('asks an unverified account to confirm by mail, as on the website', async () => {
      const client = await as(server, 'unbestaetigt@example.com');
      const res = await client.post('/api/user/newsletter', {
        consent: 'on',
        consent_version: NEWSLETTER_CONSENT_VERSION,
      });
      expect(res.body.data).toMatchObject({ state: 'pending', verified_address: false });
      const mails = await mailsTo(server, 'unbestaetigt@example.com');
      expect(mails.at(-1)?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    });

    it('refuses a sign-up without consent, and guests', async () => {
      const client = await as(server, 'leser@example.com');
      const res = await client.post('/api/user/newsletter', {
        consent_version: NEWSLETTER_CONSENT_VERSION,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.consent).toBeTruthy();
      expect((await server.client().get('/api/user/newsletter')).status).toBe(401);
    });
  });

  describe('for marketing in the admin panel', () => {
    it('lists subscribers with state, consent time and text version; others are refused', async () => {
      const marketing = await as(server, 'marketing@example.com');
      const list = await marketing.get('/api/admin/newsletter?state=confirmed');
      expect(list.status).toBe(200);
      const linde = list.body.data.find(
        (s: { email: string }) => s.email === 'einkauf@gasthof-linde.example',
      );
      expect(linde).toMatchObject({
        state: 'confirmed',
        consent_version: NEWSLETTER_CONSENT_VERSION,
        consent_text_sha256: sha256(NEWSLETTER_CONSENT_TEXT),
      });
      expect(linde.confirmed_at).toBeTruthy();
      expect(list.body.data.every((s: { state: string }) => s.state === 'confirmed')).toBe(true);
      const pending = await marketing.get('/api/admin/newsletter?state=pending&search=kantine');
      expect(pending.body.data.map((s: { email: string }) => s.email)).toEqual([
        'kueche@kantine-nord.example',
      ]);
      for (const who of ['kunde@example.com', 'personal@example.com'])
        expect((await (await as(server, who)).get('/api/admin/newsletter')).status).toBe(403);
      expect((await server.client().get('/api/admin/newsletter/export')).status).toBe(401);
    });

    it('exports a CSV for Excel and records the export in the audit log', async () => {
      const marketing = await as(server, 'marketing@example.com');
      const res = await marketing.get('/api/admin/newsletter/export?state=confirmed', {
        accept: 'text/csv',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toMatch(/newsletter-empfaenger-.*\.csv/);
      // Read as bytes: decoding text drops the byte order mark.
      const raw = await fetch(`${marketing.base}/api/admin/newsletter/export?state=confirmed`, {
        headers: { Cookie: marketing.cookieHeader(), 'X-Forwarded-For': marketing.ip },
      });
      expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'E-Mail-Adresse;Zustand;Angemeldet (UTC);Bestätigt (UTC);Einwilligungstext (Version);Einwilligungstext (SHA-256);Herkunft',
      );
      expect(lines.some((l) => l.startsWith('einkauf@gasthof-linde.example;Bestätigt;'))).toBe(
        true,
      );
      expect(res.text).not.toContain('kueche@kantine-nord.example');
      const entry = await server.backend.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'newsletter.exported')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry.actor_label).toContain('marketing@example.com');
      expect(JSON.parse(entry.details)).toMatchObject({ state: 'confirmed' });
    });

    it('deletes an entry and records who did, without keeping the address', async () => {
      const marketing = await as(server, 'marketing@example.com');
      const email = `delete-${dialect}@example.org`;
      await signUp(email);
      const row = await rowOf(email);
      expect((await marketing.delete(`/api/admin/newsletter/${row!.id}`)).status).toBe(204);
      expect(await rowOf(email)).toBeUndefined();
      expect((await marketing.delete(`/api/admin/newsletter/${row!.id}`)).status).toBe(404);
      expect((await marketing.delete('/api/admin/newsletter/abc')).status).toBe(404);
      const entry = await server.backend.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'newsletter.deleted')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(entry.target_id).toBe(String(row!.id));
      expect(JSON.stringify(entry)).not.toContain(email);
    });
  });
});
