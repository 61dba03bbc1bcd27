// HR mails only what HR has seen (issue 28, item 5): a status change mails nothing by itself; a
// mail HR sends waits 30 s in the queue and can be taken back; a status mail that contradicts
// one already sent needs confirmation; HR writes to applicants from templates; unsolicited
// applications read „Initiativbewerbung“, never „Stelle: …“.
import { UNSOLICITED_APPLICATION } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, DIALECTS, mailsTo, startServer, type TestServer } from '../../../test/harness';
import { photoBytes } from '../../../test/files';
import { addJobAd, WAREHOUSE_AD } from '../../../test/job-ads';
import { nowIso } from '../../db';

const HR = 'personal-hr@example.com';
const HR_MAILBOX = 'karriere@hallberg-frischdienst.example';
const JOB = WAREHOUSE_AD.title;

let n = 0;

describe.each(DIALECTS)('mails to applicants (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // The worker only runs when a test ticks it: what is delivered is what the test let through.
    server = await startServer(dialect, { retention: false, mail: { start: false } });
    await addJobAd(server, WAREHOUSE_AD);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function apply(job: { slug: string; title: string } = WAREHOUSE_AD) {
    const email = `bewerbung-${++n}-${dialect}@example.org`;
    const form = new FormData();
    const fields: Record<string, string> = {
      job_slug: job.slug,
      job_title: job.title,
      name: 'Jonas Jürgensen',
      email,
      phone: '0170 1234567',
      start_date: '2027-02-01',
      privacy: 'on',
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.append('cv', new Blob([new Uint8Array(photoBytes('jpg'))]), 'Seite 1.jpg');
    const res = await server.client().request('POST', '/api/forms/application', { body: form });
    expect(res.status, res.text).toBe(201);
    // The confirmation goes now, so that later counts see only HR's mails.
    expect(await mailsTo(server, email)).toHaveLength(1);
    return { id: res.body.id as number, email };
  }

  /** What the applicant received after the confirmation. */
  const received = async (email: string) => (await mailsTo(server, email)).slice(1);

  /** As if the 30 seconds had passed: the held row becomes due. */
  async function holdOver(mailId: number) {
    await server.backend.ctx.db
      .updateTable('mail_queue')
      .set({ next_attempt_at: nowIso(new Date(Date.now() - 1000)) })
      .where('id', '=', mailId)
      .execute();
  }

  async function queueRow(mailId: number) {
    return server.backend.ctx.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('id', '=', mailId)
      .executeTakeFirstOrThrow();
  }

  async function auditOf(applicationId: number) {
    return server.backend.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'submission')
      .where('target_id', '=', String(applicationId))
      .orderBy('id')
      .execute();
  }

  const kinds = (timeline: { type: string }[]) => timeline.map((e) => e.type);

  it('a status change to Absage mails nothing by itself; the draft shows the template filled in', async () => {
    const { id, email } = await apply();
    const hr = await as(server, HR);

    const draft = await hr.get(`/api/admin/applications/${id}/mails/draft?template=absage`);
    expect(draft.status, draft.text).toBe(200);
    expect(draft.body.data).toMatchObject({
      template: 'absage',
      to: email,
      reply_to: HR_MAILBOX,
      subject: `Ihre Bewerbung als ${JOB}`,
      greeting: 'Guten Tag Jonas Jürgensen,',
      unfilled: [],
      contradicts: null,
    });
    expect(draft.body.data.body).toContain(`Ihre Bewerbung als ${JOB}`);
    expect(draft.body.data.body).not.toMatch(/\{\w+\}/);
    expect(draft.body.data.closing).toEqual(['Freundliche Grüße', expect.any(String)]);

    const saved = await hr.patch(`/api/admin/applications/${id}`, { status: 'absage' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.status).toBe('absage');
    expect(kinds(saved.body.data.timeline)).toEqual(['received', 'status']);
    expect(saved.body.data.mails).toEqual([]);
    await server.backend.worker.tick();
    expect(await received(email)).toEqual([]);
    expect(
      await server.backend.ctx.db
        .selectFrom('mail_queue')
        .select('purpose')
        .where('submission_id', '=', id)
        .orderBy('purpose')
        .execute(),
    ).toEqual([{ purpose: 'application.confirmation' }, { purpose: 'application.internal' }]);
    const logged = await auditOf(id);
    expect(logged.map((e) => e.action)).toEqual(['application.status_changed']);
    expect(JSON.parse(logged[0]!.details)).toEqual({
      status: { from: 'Eingegangen', to: 'Absage' },
    });
  });

  it('a sent mail waits 30 s in the queue and can be taken back: nothing is delivered', async () => {
    const { id, email } = await apply();
    const hr = await as(server, HR);
    const before = Date.now();
    const sent = await hr.post(`/api/admin/applications/${id}/mails`, {
      template: 'absage',
      status: 'absage',
      subject: 'Ihre Bewerbung bei uns',
      body: 'danke für das Gespräch.\n\nWir haben uns anders entschieden.',
    });
    const after = Date.now();
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.data.status).toBe('absage');
    const mail = sent.body.mail as { id: number; send_at: string };
    const sendAt = Date.parse(mail.send_at);
    expect(sendAt).toBeGreaterThanOrEqual(before + 30_000);
    expect(sendAt).toBeLessThanOrEqual(after + 30_000);
    expect(sent.body.data.mails).toEqual([
      expect.objectContaining({
        id: mail.id,
        template: 'absage',
        subject: 'Ihre Bewerbung bei uns',
        state: 'waiting',
        send_at: mail.send_at,
        sent_at: null,
      }),
    ]);
    expect(await queueRow(mail.id)).toMatchObject({
      state: 'pending',
      next_attempt_at: mail.send_at,
      recipient: email,
      reply_to: HR_MAILBOX,
      purpose: 'application.absage',
    });

    // Within the 30 s the worker leaves it alone.
    await server.backend.worker.tick();
    expect((await queueRow(mail.id)).state).toBe('pending');
    expect(await received(email)).toEqual([]);

    const undone = await hr.post(`/api/admin/applications/${id}/mails/${mail.id}/cancel`);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.data.mails[0]).toMatchObject({ id: mail.id, state: 'cancelled' });
    expect(kinds(undone.body.data.timeline)).toEqual([
      'received',
      'status',
      'mail',
      'mail_cancelled',
    ]);
    // The timeline names the mail by its template and subject, and who wrote and took it back.
    expect(undone.body.data.timeline.slice(2)).toEqual([
      expect.objectContaining({
        type: 'mail',
        status: 'absage',
        text: 'Ihre Bewerbung bei uns',
        author: 'Svenja Marquardt',
      }),
      expect.objectContaining({
        type: 'mail_cancelled',
        status: 'absage',
        text: 'Ihre Bewerbung bei uns',
        author: 'Svenja Marquardt',
      }),
    ]);
    // The mail as it would have gone: greeting, HR's text, closing.
    expect(undone.body.data.mails[0].text).toContain(
      'Guten Tag Jonas Jürgensen,\n\ndanke für das Gespräch.\n\nWir haben uns anders entschieden.',
    );
    // The status stays: only the mail was taken back.
    expect(undone.body.data.status).toBe('absage');

    // Not even once its time has come.
    await holdOver(mail.id);
    await server.backend.worker.tick();
    expect((await queueRow(mail.id)).state).toBe('cancelled');
    expect(await received(email)).toEqual([]);

    const again = await hr.post(`/api/admin/applications/${id}/mails/${mail.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Diese E-Mail wurde bereits zurückgenommen.');

    const logged = await auditOf(id);
    expect(logged.map((e) => e.action)).toEqual([
      'application.status_changed',
      'application.mail_written',
      'application.mail_cancelled',
    ]);
    expect(JSON.parse(logged[1]!.details)).toEqual({ template: 'Absage', mail: mail.id });
    expect(JSON.stringify(logged)).not.toMatch(/Jürgensen|example\.org|anders entschieden/);
  });

  it('a sent mail goes after 30 s as written, with Reply-To HR; then it can no longer be taken back', async () => {
    const { id, email } = await apply();
    const hr = await as(server, HR);
    const sent = await hr.post(`/api/admin/applications/${id}/mails`, {
      template: 'zusage',
      status: 'zusage',
      // A subject is one line, whatever was typed.
      subject: 'Willkommen\r\nbei uns!',
      body: 'wir freuen uns auf Sie.\n\nIhr Vertrag kommt per Post.',
    });
    expect(sent.status, sent.text).toBe(201);
    const mailId = sent.body.mail.id as number;
    await server.backend.worker.tick();
    expect(await received(email)).toEqual([]);

    await holdOver(mailId);
    const late = await hr.post(`/api/admin/applications/${id}/mails/${mailId}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'Diese E-Mail ist bereits unterwegs und lässt sich nicht mehr zurücknehmen.',
    );

    const mails = await received(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Willkommen bei uns!', reply_to: HR_MAILBOX });
    expect(mails[0]!.text).toContain('Guten Tag Jonas Jürgensen,');
    expect(mails[0]!.text).toContain('wir freuen uns auf Sie.\n\nIhr Vertrag kommt per Post.');
    expect(mails[0]!.text).toContain('Freundliche Grüße');

    const detail = (await hr.get(`/api/admin/applications/${id}`)).body.data;
    const row = await queueRow(mailId);
    expect(detail.mails[0]).toMatchObject({ id: mailId, state: 'sent', sent_at: row.sent_at });
    expect(kinds(detail.timeline)).toEqual(['received', 'status', 'mail', 'mail_sent']);
    expect(detail.timeline[3]).toMatchObject({
      type: 'mail_sent',
      status: 'zusage',
      text: 'Willkommen bei uns!',
      author: null,
      created_at: row.sent_at,
    });
    expect((await auditOf(id)).map((e) => e.action)).toEqual([
      'application.status_changed',
      'application.mail_written',
      'application.mail_delivered',
    ]);
  });

  it('a status mail that contradicts one already sent needs confirmation, naming the earlier one', async () => {
    const { id, email } = await apply();
    const hr = await as(server, HR);
    const absage = await hr.post(`/api/admin/applications/${id}/mails`, {
      template: 'absage',
      status: 'absage',
      subject: 'Ihre Bewerbung: Absage',
      body: 'leider nein.',
    });
    expect(absage.status).toBe(201);
    await holdOver(absage.body.mail.id);
    expect(await received(email)).toHaveLength(1);
    const sentAt = (await queueRow(absage.body.mail.id)).sent_at;

    const earlier = {
      template: 'absage',
      subject: 'Ihre Bewerbung: Absage',
      at: sentAt,
      state: 'sent',
    };
    const draft = await hr.get(`/api/admin/applications/${id}/mails/draft?template=zusage`);
    expect(draft.body.data.contradicts).toEqual(earlier);

    const zusage = {
      template: 'zusage',
      status: 'zusage',
      subject: 'Doch eine Zusage',
      body: 'wir haben uns geirrt.',
    };
    const refused = await hr.post(`/api/admin/applications/${id}/mails`, zusage);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.body.earlier).toEqual(earlier);
    expect(refused.body.message).toMatch(
      /^Am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2} Uhr ging bereits eine Absage an Jonas Jürgensen: „Ihre Bewerbung: Absage“\. /,
    );
    // Nothing changed: no status, no mail.
    const unchanged = (await hr.get(`/api/admin/applications/${id}`)).body.data;
    expect(unchanged.status).toBe('absage');
    expect(unchanged.mails).toHaveLength(1);
    expect(
      (
        await hr.post(`/api/admin/applications/${id}/mails`, {
          ...zusage,
          confirm_contradiction: 'ja',
        })
      ).status,
    ).toBe(422);

    const confirmed = await hr.post(`/api/admin/applications/${id}/mails`, {
      ...zusage,
      confirm_contradiction: true,
    });
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(confirmed.body.data.status).toBe('zusage');

    // A mail taken back contradicts nothing.
    const other = await apply();
    const taken = await hr.post(`/api/admin/applications/${other.id}/mails`, {
      template: 'zusage',
      status: 'zusage',
      subject: 'Zusage',
      body: 'ja.',
    });
    await hr.post(`/api/admin/applications/${other.id}/mails/${taken.body.mail.id}/cancel`);
    const draftAfter = await hr.get(
      `/api/admin/applications/${other.id}/mails/draft?template=absage`,
    );
    expect(draftAfter.body.data.contradicts).toBeNull();
    expect(
      (
        await hr.post(`/api/admin/applications/${other.id}/mails`, {
          template: 'absage',
          status: 'absage',
          subject: 'Absage',
          body: 'doch nicht.',
        })
      ).status,
    ).toBe(201);
    // One still waiting counts as sent: it goes unless taken back.
    const third = await apply();
    await hr.post(`/api/admin/applications/${third.id}/mails`, {
      template: 'absage',
      status: 'absage',
      subject: 'Absage',
      body: 'nein.',
    });
    const waiting = await hr.get(`/api/admin/applications/${third.id}/mails/draft?template=zusage`);
    expect(waiting.body.data.contradicts).toMatchObject({ template: 'absage', state: 'waiting' });
  });

  it('HR writes an interview invitation from its template: date, time and place filled in, editable, the same undo', async () => {
    const { id, email } = await apply();
    const hr = await as(server, HR);
    const templates = (await hr.get('/api/admin/applications/templates')).body.data as {
      key: string;
      title: string;
      kind: string;
    }[];
    expect(templates.map((t) => [t.key, t.title, t.kind])).toEqual([
      ['zusage', 'Zusage', 'status'],
      ['absage', 'Absage', 'status'],
      ['einladung', 'Einladung zum Vorstellungsgespräch', 'message'],
      ['zwischenbescheid', 'Eingangsbestätigung und Zwischenbescheid', 'message'],
      ['nachricht', 'Freie Nachricht', 'message'],
    ]);

    const empty = await hr.get(`/api/admin/applications/${id}/mails/draft?template=einladung`);
    expect(empty.status).toBe(200);
    expect(empty.body.data.unfilled).toEqual(['{datum}', '{uhrzeit}', '{ort}']);

    const query = new URLSearchParams({
      template: 'einladung',
      datum: '2027-01-12',
      uhrzeit: '10:30',
      ort: 'Hallberg Frischdienst, Billstraße 84, 20539 Hamburg',
    });
    const draft = await hr.get(`/api/admin/applications/${id}/mails/draft?${query}`);
    expect(draft.status, draft.text).toBe(200);
    const { subject, body, unfilled } = draft.body.data as {
      subject: string;
      body: string;
      unfilled: string[];
    };
    expect(unfilled).toEqual([]);
    expect(subject).toContain('Vorstellungsgespräch');
    expect(body).toContain('Dienstag, 12. Januar 2027');
    expect(body).toContain('10:30 Uhr');
    expect(body).toContain('Billstraße 84, 20539 Hamburg');
    expect(body).toContain(`Ihre Bewerbung als ${JOB}`);

    // What still holds a placeholder is not sent: HR sends only what it read.
    const gap = await hr.post(`/api/admin/applications/${id}/mails`, {
      template: 'einladung',
      subject,
      body: empty.body.data.body,
    });
    expect(gap.status).toBe(422);
    expect(gap.body.errors.body[0]).toBe(
      'Bitte ersetzen Sie die Platzhalter {datum}, {uhrzeit}, {ort} durch den Text, der in der E-Mail stehen soll.',
    );

    const edited = `${body}\n\nBitte bringen Sie Ihren Staplerschein mit.`;
    const sent = await hr.post(`/api/admin/applications/${id}/mails`, {
      template: 'einladung',
      subject,
      body: edited,
    });
    expect(sent.status, sent.text).toBe(201);
    // Writing changes no status.
    expect(sent.body.data.status).toBe('eingegangen');
    expect(kinds(sent.body.data.timeline)).toEqual(['received', 'mail']);
    expect(sent.body.data.mails[0]).toMatchObject({ template: 'einladung', state: 'waiting' });
    await server.backend.worker.tick();
    expect(await received(email)).toEqual([]);
    await holdOver(sent.body.mail.id);
    const [invitation] = await received(email);
    expect(invitation).toMatchObject({ subject, reply_to: HR_MAILBOX });
    expect(invitation!.text).toContain('Bitte bringen Sie Ihren Staplerschein mit.');
    expect(invitation!.text).toContain('Dienstag, 12. Januar 2027');

    // HR edits the template where Zusage and Absage are edited; the next draft follows.
    const saved = await hr.put('/api/admin/applications/templates/einladung', {
      subject: 'Gespräch am {datum}',
      body: 'wir laden Sie am {datum} um {uhrzeit} Uhr nach {ort} ein, {name}.',
    });
    expect(saved.status).toBe(200);
    const next = await hr.get(`/api/admin/applications/${id}/mails/draft?${query}`);
    expect(next.body.data).toMatchObject({
      subject: 'Gespräch am Dienstag, 12. Januar 2027',
      body: 'wir laden Sie am Dienstag, 12. Januar 2027 um 10:30 Uhr nach Hallberg Frischdienst, Billstraße 84, 20539 Hamburg ein, Jonas Jürgensen.',
    });
    const logged = (
      await server.backend.ctx.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('action', '=', 'application.template_changed')
        .execute()
    ).map((e) => JSON.parse(e.details));
    expect(logged).toContainEqual({ template: 'Einladung zum Vorstellungsgespräch' });
  });

  it('refuses bad input with German messages in JSON, never a 500', async () => {
    const { id } = await apply();
    const other = await apply();
    const hr = await as(server, HR);
    const mail = {
      template: 'nachricht',
      subject: 'Kurze Frage',
      body: 'haben Sie einen Staplerschein?',
    };
    const cases: [string, string, unknown, number, string, string][] = [
      [
        'GET',
        `/mails/draft?template=gibtsnicht`,
        undefined,
        422,
        'template',
        'Diese Vorlage gibt es nicht.',
      ],
      ['GET', `/mails/draft`, undefined, 422, 'template', 'Diese Vorlage gibt es nicht.'],
      [
        'GET',
        `/mails/draft?template=einladung&datum=2027-02-30`,
        undefined,
        422,
        'datum',
        'Dieses Datum gibt es nicht.',
      ],
      [
        'GET',
        `/mails/draft?template=einladung&datum=morgen`,
        undefined,
        422,
        'datum',
        'Dieses Datum gibt es nicht.',
      ],
      [
        'GET',
        `/mails/draft?template=einladung&uhrzeit=25:00`,
        undefined,
        422,
        'uhrzeit',
        'Bitte geben Sie die Uhrzeit als SS:MM an, z. B. 10:30.',
      ],
      [
        'GET',
        `/mails/draft?template=einladung&ort=${'x'.repeat(201)}`,
        undefined,
        422,
        'ort',
        'Das Feld „Ort“ darf höchstens 200 Zeichen lang sein.',
      ],
      [
        'POST',
        '/mails',
        { ...mail, template: 'gibtsnicht' },
        422,
        'template',
        'Diese Vorlage gibt es nicht.',
      ],
      [
        'POST',
        '/mails',
        { ...mail, subject: '  ' },
        422,
        'subject',
        'Bitte das Feld „Betreff“ ausfüllen.',
      ],
      [
        'POST',
        '/mails',
        { ...mail, body: 'x'.repeat(5001) },
        422,
        'body',
        'Das Feld „Text“ darf höchstens 5000 Zeichen lang sein.',
      ],
      [
        'POST',
        '/mails',
        { ...mail, body: ['a'] },
        422,
        'body',
        'Das Feld „Text“ muss Text enthalten.',
      ],
      [
        'POST',
        '/mails',
        { ...mail, status: 'gespraech' },
        422,
        'status',
        'Eine E-Mail setzt nur Zusage oder Absage.',
      ],
      [
        'POST',
        '/mails',
        { ...mail, status: 'absage' },
        422,
        'status',
        'Zur Absage gehört die Vorlage „Absage“.',
      ],
      [
        'POST',
        '/mails',
        { ...mail, subject: 'Ihre Bewerbung als {stelle}' },
        422,
        'subject',
        'Bitte ersetzen Sie den Platzhalter {stelle} durch den Text, der in der E-Mail stehen soll.',
      ],
    ];
    for (const [method, path, body, status, field, message] of cases) {
      const res = await hr.request(method, `/api/admin/applications/${id}${path}`, { json: body });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body.errors[field], `${method} ${path}`).toEqual([message]);
    }

    const theirs = await hr.post(`/api/admin/applications/${other.id}/mails`, mail);
    expect(theirs.status).toBe(201);
    for (const path of [
      `/api/admin/applications/${id}/mails/${theirs.body.mail.id}/cancel`,
      `/api/admin/applications/${id}/mails/abc/cancel`,
      `/api/admin/applications/${id}/mails/99999999999/cancel`,
      `/api/admin/applications/999999/mails`,
      `/api/admin/applications/999999/mails/draft?template=absage`,
    ]) {
      const res = path.endsWith('draft?template=absage')
        ? await hr.get(path)
        : await hr.post(path, mail);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Nicht gefunden.');
    }
    // The confirmation mail of the application is not HR's to take back.
    const confirmation = await server.backend.ctx.db
      .selectFrom('mail_queue')
      .select('id')
      .where('submission_id', '=', id)
      .where('purpose', '=', 'application.confirmation')
      .executeTakeFirstOrThrow();
    expect(
      (await hr.post(`/api/admin/applications/${id}/mails/${confirmation.id}/cancel`)).status,
    ).toBe(404);
  });

  it('only holders of the HR permission draft, send and take back mails', async () => {
    const { id } = await apply();
    const hr = await as(server, HR);
    const mail = { template: 'nachricht', subject: 'Frage', body: 'eine Frage.' };
    const sent = await hr.post(`/api/admin/applications/${id}/mails`, mail);
    expect(sent.status).toBe(201);
    const cancel = `/api/admin/applications/${id}/mails/${sent.body.mail.id}/cancel`;
    for (const email of ['personal@example.com', 'kunde@example.com', null]) {
      const other = await as(server, email);
      const expected = email ? 403 : 401;
      expect(
        (await other.get(`/api/admin/applications/${id}/mails/draft?template=absage`)).status,
      ).toBe(expected);
      expect((await other.post(`/api/admin/applications/${id}/mails`, mail)).status).toBe(expected);
      expect((await other.post(cancel)).status).toBe(expected);
    }
    expect((await queueRow(sent.body.mail.id)).state).toBe('pending');
    expect((await hr.post(cancel)).status).toBe(200);
  });

  it('reads „Initiativbewerbung“ for unsolicited applications, in HR’s mail, the detail and the drafts', async () => {
    const { id, email } = await apply(UNSOLICITED_APPLICATION);
    const internal = (await mailsTo(server, HR_MAILBOX)).at(-1)!;
    expect(internal.subject).toBe('Initiativbewerbung – Jonas Jürgensen');
    expect(internal.text).toContain('ist eine neue Initiativbewerbung eingegangen');
    expect(internal.text).not.toMatch(/Stelle:/);

    const hr = await as(server, HR);
    const detail = (await hr.get(`/api/admin/applications/${id}`)).body.data;
    expect(detail).toMatchObject({ unsolicited: true, job_title: 'Initiativbewerbung' });
    const listed = (await hr.get('/api/admin/applications')).body.data.find(
      (a: { id: number }) => a.id === id,
    );
    expect(listed.unsolicited).toBe(true);

    const absage = (await hr.get(`/api/admin/applications/${id}/mails/draft?template=absage`)).body
      .data;
    expect(absage.subject).toBe('Ihre Initiativbewerbung');
    expect(absage.body).toContain('Ihre Initiativbewerbung');
    expect(`${absage.subject} ${absage.body}`).not.toMatch(/als Initiativbewerbung|\{stelle\}/);

    // A template that names the job leaves {stelle} open for HR to replace: there is none.
    await hr.put('/api/admin/applications/templates/nachricht', {
      subject: 'Ihre Bewerbung als {stelle}',
      body: 'wir möchten Sie gern als {stelle} einstellen.',
    });
    const open = (await hr.get(`/api/admin/applications/${id}/mails/draft?template=nachricht`)).body
      .data;
    expect(open.subject).toBe('Ihre Initiativbewerbung');
    expect(open.body).toBe('wir möchten Sie gern als {stelle} einstellen.');
    expect(open.unfilled).toEqual(['{stelle}']);
    const sent = await hr.post(`/api/admin/applications/${id}/mails`, {
      template: 'nachricht',
      subject: open.subject,
      body: 'wir möchten Sie gern als Kommissionierer einstellen.',
    });
    expect(sent.status, sent.text).toBe(201);
    await holdOver(sent.body.mail.id);
    expect((await received(email)).at(-1)!.subject).toBe('Ihre Initiativbewerbung');
  });
});
