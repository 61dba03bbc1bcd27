// Forms are stored before any mail goes out; mail is retried until the SMTP server answers,
// survives a restart, and admins see every submission with its delivery state.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  DIALECTS,
  mailsTo,
  startServer,
  type TestServer,
} from '../../../test/harness';
import { FORM_LIMITS } from '@frischkontor/contract/forms';
import { docxWith, minimalDocx, minimalPdf, photoBytes } from '../../../test/files';
import { addJobAd, WAREHOUSE_AD } from '../../../test/job-ads';
import { freePort, startSmtp, waitFor } from '../../../test/smtp';

const contact = {
  salutation: 'Frau',
  name: 'Hanna Hansen',
  company: 'Restaurant Hafenblick',
  email: 'hanna@hafenblick.example',
  phone: '040 123456',
  topic: 'Technischer Kundendienst',
  message: 'Unsere Kühlzelle zeigt 9 °C an. Können Sie morgen früh vorbeikommen?',
  privacy: true,
};

function applicationForm(
  cv: Buffer | null,
  filename = 'Lebenslauf Jonas.pdf',
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  const fields: Record<string, string> = {
    job_slug: WAREHOUSE_AD.slug,
    job_title: WAREHOUSE_AD.title,
    name: 'Jonas Jürgensen',
    email: 'jonas@example.org',
    phone: '0170 1234567',
    start_date: '2027-02-01',
    message: 'Ich arbeite seit fünf Jahren im Kühllager und würde gern zu Ihnen wechseln.',
    privacy: '1',
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (cv) form.set('cv', new Blob([new Uint8Array(cv)]), filename);
  return form;
}

describe.each(DIALECTS)('forms (%s)', (dialect) => {
  describe('with an SMTP server that is down at first', () => {
    let server: TestServer;
    let port: number;
    let smtp: Awaited<ReturnType<typeof startSmtp>> | null = null;

    beforeAll(async () => {
      port = await freePort();
      server = await startServer(dialect, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
    });

    it('stores the contact request before mailing, and delivers once the server is back', async () => {
      const res = await server.client().post('/api/forms/contact', contact);
      expect(res.status).toBe(201);
      const id = res.body.id as number;
      const db = server.backend.ctx.db;
      const stored = await db
        .selectFrom('form_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        type: 'contact',
        email: contact.email,
        topic: contact.topic,
        delivery_state: 'pending',
      });
      expect(JSON.parse(stored.data).message).toBe(contact.message);

      // The first attempts fail (nobody listens) and are scheduled again.
      await waitFor(
        async () => {
          const rows = await db
            .selectFrom('mail_queue')
            .selectAll()
            .where('submission_id', '=', id)
            .execute();
          return (
            rows.length === 2 &&
            rows.every((r) => r.attempts >= 1 && r.last_error && r.state === 'pending')
          );
        },
        8000,
        'fehlgeschlagene Versuche',
      );
      expect(
        (
          await db
            .selectFrom('form_submissions')
            .select('delivery_state')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).delivery_state,
      ).toBe('pending');

      smtp = await startSmtp(port);
      await waitFor(
        async () =>
          (
            await db
              .selectFrom('form_submissions')
              .select('delivery_state')
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).delivery_state === 'sent',
        10_000,
        'Zustellung',
      );
      await waitFor(async () => smtp!.received.length === 2, 5000, 'zwei Mails');
      const internal = smtp.received.find((m) =>
        m.to.includes('service@hallberg-frischdienst.example'),
      );
      expect(internal?.raw).toMatch(/Reply-To: hanna@hafenblick\.example/i);
      expect(internal?.raw).toContain('Restaurant Hafenblick');
      const confirmation = smtp.received.find((m) => m.to.includes(contact.email));
      expect(confirmation).toBeDefined();
    });

    it('validates the contact form in German and discards honeypot submissions', async () => {
      const bad = await server.client().post('/api/forms/contact', {
        ...contact,
        topic: 'Einkauf',
        email: 'x',
        message: '',
        privacy: false,
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'message', 'privacy', 'topic']);
      expect(bad.body.errors.topic[0]).toContain('Vertrieb, Foodservice');

      const before = await server.backend.ctx.db
        .selectFrom('form_submissions')
        .select('id')
        .execute();
      const bot = await server
        .client()
        .post('/api/forms/contact', { ...contact, website: 'http://spam.example' });
      expect(bot.status).toBe(201);
      expect(typeof bot.body.id).toBe('number');
      const after = await server.backend.ctx.db
        .selectFrom('form_submissions')
        .select('id')
        .execute();
      expect(after.length).toBe(before.length);
    });

    it('limits submissions per address', async () => {
      const client = server.client();
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await client.post('/api/forms/contact', { ...contact, topic: 'Sonstiges' })).status,
        );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
  });

  describe('applications', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(dialect);
      await addJobAd(server, WAREHOUSE_AD);
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('accepts a PDF or DOCX CV (checked by content), stores it where only admins can read it', async () => {
      const pdf = await server
        .client()
        .request('POST', '/api/forms/application', { body: applicationForm(minimalPdf()) });
      expect(pdf.status).toBe(201);
      const docx = await server.client().request('POST', '/api/forms/application', {
        body: applicationForm(minimalDocx(), 'cv.docx'),
      });
      expect(docx.status).toBe(201);

      const row = await server.backend.ctx.db
        .selectFrom('form_submissions')
        .selectAll()
        .where('id', '=', pdf.body.id)
        .executeTakeFirstOrThrow();
      expect(row.cv_media_id).toBeTruthy();
      const cv = await server.backend.library.findById(row.cv_media_id!);
      expect(cv?.path).toMatch(new RegExp(`^system/bewerbungen/${pdf.body.id}-lebenslauf\\.pdf$`));
      const media = `/api/media/${cv!.path.split('/').map(encodeURIComponent).join('/')}`;
      expect((await server.client().get(media, { accept: null })).status).toBe(401);
      const staff = server.client();
      await staff.login('personal@example.com');
      expect((await staff.get(media, { accept: null })).status).toBe(403);
      expect(
        (await staff.get('/api/media')).body.data.map((i: { name: string }) => i.name),
      ).toEqual(['domain']);
      const admin = server.client();
      await admin.login('admin@example.com');
      expect((await admin.get(media, { accept: null })).status).toBe(200);

      // Delivered to the HR address with the CV attached (dev outbox: no SMTP_URL here).
      await server.backend.worker.tick();
      const mails = await server.backend.ctx.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('recipient', '=', 'karriere@hallberg-frischdienst.example')
        .execute();
      expect(mails.length).toBe(2);
      expect(mails[0]?.subject).toBe(
        'Bewerbung: Lagermitarbeiter/Warenannahme (m/w/d) – Jonas Jürgensen',
      );
      expect(JSON.parse(mails[0]!.attachments)).toEqual([
        { filename: 'Lebenslauf Jonas.pdf', content_type: 'application/pdf' },
      ]);
    });

    it('stores applications whatever the name and file name, each under its own id', async () => {
      const names = [
        'Jo Weber/Schulz',
        'Jo Weber/Schulz',
        'Anna \\ Backslash',
        `Kim "Quote" O'Neil`,
        'Lea 🍓 Erdbeer',
        'N'.repeat(FORM_LIMITS.name),
      ];
      const files = ['Lebenslauf.pdf', '../../etc/passwd.pdf', `${'x'.repeat(300)}.pdf`, '"a".pdf'];
      const ids: number[] = [];
      for (const [i, name] of names.entries()) {
        const res = await server.client().request('POST', '/api/forms/application', {
          body: applicationForm(minimalPdf(), files[i % files.length], { name }),
        });
        expect(res.status, name).toBe(201);
        ids.push(res.body.id as number);
      }
      // The second applicant with the same name and file name, retried: no 409.
      const again = await server.client().request('POST', '/api/forms/application', {
        body: applicationForm(minimalPdf(), 'Lebenslauf.pdf', { name: 'Jo Weber/Schulz' }),
      });
      expect(again.status).toBe(201);
      ids.push(again.body.id as number);
      for (const id of ids) {
        const row = await server.backend.ctx.db
          .selectFrom('form_submissions')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const cv = await server.backend.library.findById(row.cv_media_id!);
        expect(cv?.path).toBe(`system/bewerbungen/${id}-lebenslauf.pdf`);
      }
    });

    it('confirms a contact request with a short receipt that quotes nothing the visitor typed', async () => {
      const to = 'opfer@example.org';
      const res = await server.client().post('/api/forms/contact', {
        ...contact,
        email: to,
        name: 'Gewinnspiel http://betrug.example',
        message: 'Sie haben gewonnen! Melden Sie sich unter http://betrug.example/preis an.',
      });
      expect(res.status).toBe(201);
      const mails = await mailsTo(server, to);
      expect(mails.length).toBe(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('Ihre Anfrage bei Hallberg Frischdienst');
      expect(mail.text).toContain('Technischer Kundendienst');
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain('betrug.example');
        expect(part).not.toContain('gewonnen');
      }
    });

    it('refuses a DOCX that would unpack to more than 64 MB (a zip bomb), in German', async () => {
      const count = async () =>
        (await server.backend.ctx.db.selectFrom('form_submissions').select('id').execute()).length;
      const before = await count();
      // About 200 KB that unpack to 200 MB.
      const bomb = docxWith('Lebenslauf', [
        ['word/media/bild.bin', Buffer.alloc(200 * 1024 * 1024)],
      ]);
      expect(bomb.length).toBeLessThan(400 * 1024);
      const res = await server.client().request('POST', '/api/forms/application', {
        body: applicationForm(bomb, 'lebenslauf.docx'),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.cv[0]).toMatch(/entpackt zu groß/);
      // A header that claims a small size does not help: the bytes are counted while reading.
      const liar = docxWith(
        'Lebenslauf',
        [['word/media/bild.bin', Buffer.alloc(80 * 1024 * 1024)]],
        {
          declared: 1000,
        },
      );
      const lying = await server.client().request('POST', '/api/forms/application', {
        body: applicationForm(liar, 'lebenslauf.docx'),
      });
      expect(lying.status).toBe(422);
      expect(await count()).toBe(before);
      // An ordinary compressed DOCX with a picture is still welcome.
      const normal = docxWith('Lebenslauf', [['word/media/foto.jpg', randomBytes(300 * 1024)]]);
      const ok = await server.client().request('POST', '/api/forms/application', {
        body: applicationForm(normal, 'lebenslauf.docx'),
      });
      expect(ok.status).toBe(201);
    });

    it('accepts photos of a CV (JPEG, PNG, HEIC) as several files, without a message', async () => {
      const form = applicationForm(photoBytes('jpg'), 'Seite 1.jpg', { message: '' });
      form.append('cv', new Blob([new Uint8Array(photoBytes('png'))]), 'Seite 2.png');
      form.append('cv', new Blob([new Uint8Array(photoBytes('heic'))]), 'IMG_0815.HEIC');
      const res = await server.client().request('POST', '/api/forms/application', { body: form });
      expect(res.status).toBe(201);

      const admin = server.client();
      await admin.login('admin@example.com');
      const detail = await admin.get(`/api/admin/forms/${res.body.id}`);
      expect(detail.body.data.files.map((f: { mime_type: string }) => f.mime_type)).toEqual([
        'image/jpeg',
        'image/png',
        'image/heic',
      ]);
      const third = await admin.get(new URL(detail.body.data.files[2].url).pathname, {
        accept: null,
      });
      expect(third.status).toBe(200);
      expect(third.headers.get('content-type')).toBe('image/heic');
      expect(third.headers.get('content-length')).toBe(String(photoBytes('heic').length));

      await server.backend.worker.tick();
      const mails = await server.backend.ctx.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('subject', 'like', '%Jonas Jürgensen%')
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(JSON.parse(mails[0]!.attachments)).toEqual([
        { filename: 'Seite 1.jpg', content_type: 'image/jpeg' },
        { filename: 'Seite 2.png', content_type: 'image/png' },
        { filename: 'IMG_0815.heic', content_type: 'image/heic' },
      ]);
    });

    it('sends a confirmation the applicant can answer: Reply-To is the HR address', async () => {
      const res = await server.client().request('POST', '/api/forms/application', {
        body: applicationForm(minimalPdf(), 'cv.pdf', { email: 'antwort@example.org' }),
      });
      expect(res.status).toBe(201);
      const confirmation = await server.backend.ctx.db
        .selectFrom('mail_queue')
        .selectAll()
        .where('submission_id', '=', res.body.id)
        .where('purpose', '=', 'application.confirmation')
        .executeTakeFirstOrThrow();
      expect(confirmation.recipient).toBe('antwort@example.org');
      expect(confirmation.reply_to).toBe('karriere@hallberg-frischdienst.example');
    });

    it('refuses other file types, missing CVs, oversized CVs and non-multipart bodies', async () => {
      const countApplications = async () =>
        (
          await server.backend.ctx.db
            .selectFrom('form_submissions')
            .select('id')
            .where('type', '=', 'application')
            .execute()
        ).length;
      const before = await countApplications();
      const gif = Buffer.from('47494638396101000100800000ffffff00000021f904', 'hex');
      const wrongType = await server.client().request('POST', '/api/forms/application', {
        body: applicationForm(gif, 'lebenslauf.pdf'),
      });
      expect(wrongType.status).toBe(422);
      expect(wrongType.body.errors.cv[0]).toMatch(
        /„lebenslauf\.pdf“.*PDF, Word \(DOCX\) oder Fotos/,
      );

      const tooMany = applicationForm(minimalPdf());
      for (let i = 0; i < 10; i++)
        tooMany.append('cv', new Blob([new Uint8Array(minimalPdf())]), `s${i}.pdf`);
      const many = await server
        .client()
        .request('POST', '/api/forms/application', { body: tooMany });
      expect(many.status).toBe(422);
      expect(many.body.message ?? many.body.errors?.cv?.[0]).toMatch(/höchstens 10 Dateien/);

      const missing = await server
        .client()
        .request('POST', '/api/forms/application', { body: applicationForm(null) });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.cv).toBeDefined();

      const invalid = await server.client().request('POST', '/api/forms/application', {
        body: applicationForm(minimalPdf(), 'cv.pdf', { email: 'kaputt', privacy: '' }),
      });
      expect(invalid.status).toBe(422);
      expect(Object.keys(invalid.body.errors).sort()).toEqual(['email', 'privacy']);

      const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
      const tooBig = await server
        .client()
        .request('POST', '/api/forms/application', { body: applicationForm(big) });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.message).toMatch(/höchstens 10 MB/);

      const json = await server.client().post('/api/forms/application', { name: 'x' });
      expect(json.status).toBe(415);
      expect(await countApplications()).toBe(before);
    });
  });

  it('keeps pending mail across a restart on the same database', async () => {
    const database = await createTestDatabase(dialect);
    const port = await freePort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}` };
    const first = await startServer(dialect, { database, env, mail: { start: false } });
    await addJobAd(first, WAREHOUSE_AD);
    const res = await first
      .client()
      .request('POST', '/api/forms/application', { body: applicationForm(minimalPdf()) });
    expect(res.status).toBe(201);
    await first.backend.worker.tick();
    await first.close();

    const smtp = await startSmtp(port);
    const second = await startServer(dialect, { database, env });
    try {
      await waitFor(async () => smtp.received.length === 2, 10_000, 'Zustellung nach dem Neustart');
      const internal = smtp.received.find((m) =>
        m.to.includes('karriere@hallberg-frischdienst.example'),
      );
      expect(internal?.raw).toMatch(/Content-Disposition: attachment;\s+filename=/i);
      const row = await second.backend.ctx.db
        .selectFrom('form_submissions')
        .select('delivery_state')
        .where('id', '=', res.body.id)
        .executeTakeFirstOrThrow();
      expect(row.delivery_state).toBe('sent');
    } finally {
      await second.stop();
      await smtp.close();
    }
  });

  describe('administration', () => {
    let server: TestServer;
    let port: number;
    beforeAll(async () => {
      port = await freePort();
      server = await startServer(dialect, {
        env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
        mail: { maxAttempts: 2, backoffMs: [50] },
      });
      await addJobAd(server, WAREHOUSE_AD);
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('lists submissions with their delivery state, shows one, serves the CV, and retries failed mail', async () => {
      const sent = await server
        .client()
        .request('POST', '/api/forms/application', { body: applicationForm(minimalPdf()) });
      const db = server.backend.ctx.db;
      await waitFor(
        async () =>
          (
            await db
              .selectFrom('form_submissions')
              .select('delivery_state')
              .where('id', '=', sent.body.id)
              .executeTakeFirstOrThrow()
          ).delivery_state === 'failed',
        8000,
        'endgültiger Fehlschlag',
      );
      const admin = server.client();
      await admin.login('admin@example.com');
      // The submission counts as failed with its first finally failed mail; the second (HR and
      // confirmation go out separately) may still be on its last attempt.
      const list = await waitFor(
        async () => {
          const response = await admin.get('/api/admin/forms?state=failed');
          return response.body?.data?.[0]?.mails?.failed === 2 && response;
        },
        8000,
        'beide Mails endgültig fehlgeschlagen',
      );
      expect(list.status).toBe(200);
      expect(list.body.meta.total).toBe(1);
      expect(list.body.data[0]).toMatchObject({
        id: sent.body.id,
        type: 'application',
        delivery_state: 'failed',
        has_cv: true,
        mails: { failed: 2 },
      });
      // Found by the name as typed without its umlauts, or by the address; not by anything else.
      const found = async (search: string) =>
        (
          (await admin.get(`/api/admin/forms?search=${encodeURIComponent(search)}`)).body.data as {
            id: number;
          }[]
        ).map((s) => s.id);
      expect(await found('jurgensen')).toContain(sent.body.id);
      expect(await found('JONAS@EXAMPLE')).toContain(sent.body.id);
      expect(await found('Jürgensen-Nicht')).toEqual([]);
      expect((await admin.get(`/api/admin/forms?search=${'x'.repeat(101)}`)).status).toBe(422);

      const detail = await admin.get(`/api/admin/forms/${sent.body.id}`);
      expect(detail.body.data.data.job_slug).toBe('lagermitarbeiter-warenannahme');
      expect(detail.body.data.mails).toHaveLength(2);
      expect(detail.body.data.cv.url).toMatch(/\/api\/admin\/forms\/\d+\/cv$/);
      const cv = await admin.get(`/api/admin/forms/${sent.body.id}/cv`, { accept: null });
      expect(cv.status).toBe(200);
      expect(cv.headers.get('content-type')).toBe('application/pdf');

      const smtp = await startSmtp(port);
      try {
        const retry = await admin.post(`/api/admin/forms/${sent.body.id}/retry`);
        expect(retry.status).toBe(202);
        await waitFor(
          async () =>
            (
              await db
                .selectFrom('form_submissions')
                .select('delivery_state')
                .where('id', '=', sent.body.id)
                .executeTakeFirstOrThrow()
            ).delivery_state === 'sent',
          8000,
          'Zustellung nach erneutem Versuch',
        );
      } finally {
        await smtp.close();
      }

      const kunde = server.client();
      await kunde.login('kunde@example.com');
      expect((await kunde.get('/api/admin/forms')).status).toBe(403);
      expect((await admin.get('/api/admin/forms/99999')).status).toBe(404);
      // With SMTP configured there is no dev outbox.
      expect((await admin.get('/api/admin/mail/outbox')).status).toBe(404);
    });
  });

  it('shows the dev outbox to admins when no SMTP server is configured', async () => {
    const server = await startServer(dialect);
    try {
      await server.client().post('/api/forgot-password', { email: 'kunde@example.com' });
      await server.backend.worker.tick();
      const admin = server.client();
      await admin.login('admin@example.com');
      const list = await admin.get('/api/admin/mail/outbox');
      expect(list.status).toBe(200);
      expect(list.body.data[0]).toMatchObject({
        recipient: 'kunde@example.com',
        subject: 'Passwort zurücksetzen',
      });
      // Found by address or subject, whatever the case; a wildcard is a character.
      await server.client().post('/api/forgot-password', { email: 'personal@example.com' });
      await server.backend.worker.tick();
      const found = async (search: string) =>
        (
          (await admin.get(`/api/admin/mail/outbox?search=${encodeURIComponent(search)}`)).body
            .data as { recipient: string }[]
        ).map((m) => m.recipient);
      expect(await found('KUNDE@')).toEqual(['kunde@example.com']);
      expect(await found('passwort zurück')).toEqual(['personal@example.com', 'kunde@example.com']);
      expect(await found('%')).toEqual([]);
      const total = async (search: string) =>
        (await admin.get(`/api/admin/mail/outbox?search=${encodeURIComponent(search)}`)).body.meta
          .total;
      expect(await total('personal@')).toBe(1);
      expect((await admin.get(`/api/admin/mail/outbox?search=${'x'.repeat(101)}`)).status).toBe(
        422,
      );
      const one = await admin.get(`/api/admin/mail/outbox/${list.body.data[0].id}`);
      expect(one.body.data.text).toContain('/konto/auth/reset-password?token=');
      expect(one.body.data.html).toContain('<!doctype html>');
      const kunde = server.client();
      await kunde.login('kunde@example.com');
      expect((await kunde.get('/api/admin/mail/outbox')).status).toBe(403);
    } finally {
      await server.stop();
    }
  });
});
