// Applications as an HR tool (issue 18): HR's own permission, status with mails from editable
// templates, owner, notes, timeline; deletion after the retention time; the withdrawal link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, DIALECTS, linkIn, mailsTo, startServer, type TestServer } from '../../../test/harness';
import { minimalPdf, photoBytes } from '../../../test/files';
import { addJobAd, WAREHOUSE_AD } from '../../../test/job-ads';

const HR = 'personal-hr@example.com';
const HR_MAILBOX = 'karriere@hallberg-frischdienst.example';

function applicationForm(
  email: string,
  extra: Record<string, string> = {},
  files: [Buffer, string][] = [[photoBytes('jpg'), 'Seite 1.jpg']],
) {
  const form = new FormData();
  const fields: Record<string, string> = {
    job_slug: WAREHOUSE_AD.slug,
    job_title: WAREHOUSE_AD.title,
    name: 'Jonas Jürgensen',
    email,
    phone: '0170 1234567',
    start_date: '2027-02-01',
    privacy: 'on',
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [data, name] of files) form.append('cv', new Blob([new Uint8Array(data)]), name);
  return form;
}

describe.each(DIALECTS)('applications (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect, { retention: false });
    await addJobAd(server, WAREHOUSE_AD);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function apply(
    email: string,
    extra: Record<string, string> = {},
    files?: [Buffer, string][],
  ) {
    const res = await server
      .client()
      .request('POST', '/api/forms/application', { body: applicationForm(email, extra, files) });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  }

  it('are HR’s: their own permission, not full admin; other staff, customers and guests see none', async () => {
    const id = await apply('sichtbar@example.org');
    const hr = await as(server, HR);
    const list = await hr.get('/api/admin/applications');
    expect(list.status).toBe(200);
    expect(list.body.data.map((a: { id: number }) => a.id)).toContain(id);
    expect((await hr.get(`/api/admin/applications/${id}`)).status).toBe(200);
    // HR is not an admin: no accounts, no other form submissions, no settings.
    expect((await hr.get('/api/admin/users')).status).toBe(403);
    expect((await hr.get('/api/admin/forms')).status).toBe(403);
    expect((await hr.get('/api/admin/settings')).status).toBe(403);

    for (const email of ['personal@example.com', 'kunde@example.com']) {
      const other = await as(server, email);
      expect((await other.get('/api/admin/applications')).status).toBe(403);
      expect((await other.get(`/api/admin/applications/${id}`)).status).toBe(403);
      expect(
        (await other.get(`/api/admin/applications/${id}/files/1`, { accept: null })).status,
      ).toBe(403);
      expect(
        (await other.patch(`/api/admin/applications/${id}`, { status: 'absage' })).status,
      ).toBe(403);
    }
    expect((await server.client().get('/api/admin/applications')).status).toBe(401);
    const admin = await as(server, 'admin@example.com');
    expect((await admin.get(`/api/admin/applications/${id}`)).status).toBe(200);
  });

  it('are found by name and address in the German folding, filtered by owner, ordered, and exported as CSV for HR', async () => {
    const word = `s${Date.now().toString(36)}`;
    const oezdemir = await apply(`${word}.oezdemir@example.org`, { name: 'Özlem Özdemir' });
    const otto = await apply(`${word}.otto@example.org`, { name: 'Otto Ohlsen' });
    const hr = await as(server, HR);
    const owners = (await hr.get('/api/admin/applications/owners')).body.data;
    const svenja = owners.find((o: { name: string }) => o.name === 'Svenja Marquardt');
    await hr.patch(`/api/admin/applications/${otto}`, { owner_id: svenja.id });
    const ids = async (query: string) =>
      ((await hr.get(`/api/admin/applications?${query}`)).body.data as { id: number }[]).map(
        (a) => a.id,
      );

    // The name as typed, without its dots, folded; the address; nothing else.
    for (const search of ['ÖZDEMIR', 'oezdemir', 'Ozdemir', `${word}.oez`])
      expect(await ids(`search=${encodeURIComponent(search)}`), search).toEqual([oezdemir]);
    expect(await ids(`search=${word}`)).toEqual([otto, oezdemir]);
    // Names as a German phone book orders them (DIN 5007-2): „Özlem“ as „Oezlem“, before „Otto“.
    expect(await ids(`search=${word}&sort=name`)).toEqual([oezdemir, otto]);
    expect(await ids(`search=${word}&sort=-name`)).toEqual([otto, oezdemir]);
    expect(await ids(`search=${word}&sort=created_at`)).toEqual([oezdemir, otto]);
    expect(await ids(`search=${word}&owner=${svenja.id}`)).toEqual([otto]);
    expect(await ids(`search=${word}&owner=none`)).toEqual([oezdemir]);
    // A wildcard is a character, not a pattern.
    expect(await ids(`search=${encodeURIComponent('%')}`)).toEqual([]);

    const bad = await hr.get('/api/admin/applications?sort=email&owner=jemand');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.sort[0]).toMatch(/^Sortieren geht nach/);
    expect(bad.body.errors.owner[0]).toMatch(/Kontonummer/);

    const file = await hr.get(`/api/admin/applications/export?search=${word}&sort=-name`, {
      accept: null,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(
      /filename="bewerbungen-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Eingang;Name;E-Mail-Adresse;Stelle;Status;Zuständig;Talentpool;Abgeschlossen am;Löschung ab',
    );
    expect(lines.slice(1).map((l) => l.split(';').slice(1, 6))).toEqual([
      [
        'Otto Ohlsen',
        `${word}.otto@example.org`,
        WAREHOUSE_AD.title,
        'Eingegangen',
        'Svenja Marquardt',
      ],
      ['Özlem Özdemir', `${word}.oezdemir@example.org`, WAREHOUSE_AD.title, 'Eingegangen', ''],
    ]);
    const admin = await as(server, 'admin@example.com');
    const log = await admin.get('/api/admin/audit?action=application.exported');
    expect(log.body.data[0]).toMatchObject({
      actor_label: expect.stringContaining(HR),
      details: { count: 2, search: word },
    });
    // Only HR's permission downloads it.
    expect(
      (await (await as(server, 'personal@example.com')).get('/api/admin/applications/export'))
        .status,
    ).toBe(403);
  });

  it('move through the statuses with owner, notes and a timeline; Absage mails the applicant from HR’s template once HR sends it', async () => {
    const applicant = 'absage@example.org';
    const id = await apply(applicant, {}, [
      [photoBytes('jpg'), 'Seite 1.jpg'],
      [photoBytes('heic'), 'Seite 2.HEIC'],
    ]);
    const hr = await as(server, HR);

    const detail = (await hr.get(`/api/admin/applications/${id}`)).body.data;
    expect(detail).toMatchObject({
      status: 'eingegangen',
      job_title: 'Lagermitarbeiter/Warenannahme (m/w/d)',
      name: 'Jonas Jürgensen',
      phone: '0170 1234567',
      start_date: '2027-02-01',
      talent_pool: false,
      delete_after: null,
      retention_months: 6,
      owner: null,
    });
    expect(
      detail.files.map((f: { mime_type: string; role: string }) => [f.mime_type, f.role]),
    ).toEqual([
      ['image/jpeg', 'cv'],
      ['image/heic', 'cv'],
    ]);
    const photo = await hr.get(new URL(detail.files[0].url).pathname, { accept: null });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-disposition')).toMatch(/^inline/);

    const owners = (await hr.get('/api/admin/applications/owners')).body.data;
    const svenja = owners.find((o: { name: string }) => o.name === 'Svenja Marquardt');
    expect(svenja).toBeTruthy();
    expect(owners.some((o: { name: string }) => o.name === 'Paul Petersen')).toBe(false);
    const bad = await hr.patch(`/api/admin/applications/${id}`, { status: 'verloren' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status[0]).toBe('Bitte wählen Sie einen Status aus der Liste.');
    const notOwner = await hr.patch(`/api/admin/applications/${id}`, { owner_id: 999_999 });
    expect(notOwner.status).toBe(422);

    expect(
      (
        await hr.patch(`/api/admin/applications/${id}`, {
          owner_id: svenja.id,
          status: 'in_pruefung',
        })
      ).status,
    ).toBe(200);
    const note = await hr.post(`/api/admin/applications/${id}/notes`, {
      text: 'Staplerschein vorhanden, Referenz anrufen.',
    });
    expect(note.status).toBe(201);
    expect((await hr.post(`/api/admin/applications/${id}/notes`, { text: '  ' })).status).toBe(422);
    await hr.patch(`/api/admin/applications/${id}`, { status: 'gespraech' });

    const edited = await hr.put('/api/admin/applications/templates/absage', {
      subject: 'Ihre Bewerbung als {stelle}',
      body: 'danke für das Gespräch.\n\nWir haben uns für jemand anderen entschieden, {name}.',
    });
    expect(edited.status).toBe(200);
    expect((await hr.put('/api/admin/applications/templates/gibtsnicht', {})).status).toBe(404);

    const before = (await mailsTo(server, applicant)).length;
    // The mail HR saw in the draft, sent with the status (applicant-mails.test.ts has the rest).
    const draft = (await hr.get(`/api/admin/applications/${id}/mails/draft?template=absage`)).body
      .data;
    const done = await hr.post(`/api/admin/applications/${id}/mails`, {
      template: 'absage',
      status: 'absage',
      subject: draft.subject,
      body: draft.body,
    });
    expect(done.status).toBe(201);
    // As if its 30 seconds had passed.
    await server.backend.ctx.db
      .updateTable('mail_queue')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', done.body.mail.id)
      .execute();
    const ended = done.body.data;
    expect(ended.status).toBe('absage');
    expect(ended.ended_at).toBeTruthy();
    const due = new Date(ended.ended_at);
    due.setUTCMonth(due.getUTCMonth() + 6);
    expect(ended.delete_after).toBe(due.toISOString());
    expect(
      ended.timeline.map((e: { type: string; status: string | null }) => [e.type, e.status]),
    ).toEqual([
      ['received', null],
      ['owner', null],
      ['status', 'in_pruefung'],
      ['note', null],
      ['status', 'gespraech'],
      ['status', 'absage'],
      ['mail', 'absage'],
    ]);
    expect(ended.timeline[3]).toMatchObject({
      text: 'Staplerschein vorhanden, Referenz anrufen.',
      author: 'Svenja Marquardt',
    });

    const mails = await mailsTo(server, applicant);
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Ihre Bewerbung als Lagermitarbeiter/Warenannahme (m/w/d)');
    expect(mail.text).toContain('Wir haben uns für jemand anderen entschieden, Jonas Jürgensen.');
    expect(mail.reply_to).toBe(HR_MAILBOX);

    // Filters by job and status.
    const byStatus = await hr.get('/api/admin/applications?status=absage');
    expect(byStatus.body.data.map((a: { id: number }) => a.id)).toEqual([id]);
    const byJob = await hr.get('/api/admin/applications?job=einkaeufer-disponent');
    expect(byJob.body.data).toEqual([]);
    expect(byJob.body.jobs).toContainEqual({
      slug: 'lagermitarbeiter-warenannahme',
      title: 'Lagermitarbeiter/Warenannahme (m/w/d)',
      count: expect.any(Number),
    });
    expect((await hr.get('/api/admin/applications?status=verloren')).status).toBe(422);
  });

  it('are deleted with their files once the retention time after the end has passed, unless in the talent pool', async () => {
    const db = server.backend.ctx.db;
    const hr = await as(server, HR);
    const old = await apply('alt@example.org', {}, [[minimalPdf(), 'Lebenslauf.pdf']]);
    const pooled = await apply('pool@example.org', { talent_pool: 'on' });
    const running = await apply('laeuft@example.org');
    for (const id of [old, pooled])
      await hr.patch(`/api/admin/applications/${id}`, { status: 'absage' });
    const sevenMonthsAgo = new Date();
    sevenMonthsAgo.setUTCMonth(sevenMonthsAgo.getUTCMonth() - 7);
    await db
      .updateTable('applications')
      .set({ ended_at: sevenMonthsAgo.toISOString() })
      .where('submission_id', 'in', [old, pooled])
      .execute();
    await db
      .updateTable('applications')
      .set({ created_at: sevenMonthsAgo.toISOString() })
      .where('submission_id', '=', running)
      .execute();
    expect((await hr.get(`/api/admin/applications/${pooled}`)).body.data).toMatchObject({
      talent_pool: true,
      retention_months: 24,
    });

    const row = await db
      .selectFrom('form_submissions')
      .select('cv_media_id')
      .where('id', '=', old)
      .executeTakeFirstOrThrow();
    const file = await server.backend.library.findById(row.cv_media_id!);
    const { storage } = server.backend;
    expect(await storage.head('files', file!.storage_key!)).not.toBeNull();

    expect(await server.backend.retention.deleteDue()).toBe(1);
    expect(await storage.head('files', file!.storage_key!)).toBeNull();
    expect(await server.backend.library.findById(row.cv_media_id!)).toBeUndefined();
    for (const table of ['form_submissions'] as const)
      expect(
        await db.selectFrom(table).select('id').where('id', '=', old).executeTakeFirst(),
      ).toBeUndefined();
    expect(
      await db
        .selectFrom('applications')
        .select('submission_id')
        .where('submission_id', '=', old)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db.selectFrom('mail_queue').select('id').where('submission_id', '=', old).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', 'alt@example.org')
        .execute(),
    ).toEqual([]);
    // Logged without the personal data: which application, which job, when it ended.
    const logged = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'application.deleted')
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      actor_id: null,
      actor_label: 'Aufbewahrungsfrist (automatisch)',
      target_type: 'submission',
      target_id: String(old),
      target_label: null,
    });
    expect(JSON.parse(logged[0]!.details)).toEqual({
      job: 'lagermitarbeiter-warenannahme',
      ended_at: sevenMonthsAgo.toISOString(),
      talent_pool: false,
    });
    expect(JSON.stringify(logged[0])).not.toMatch(/alt@example\.org|Jürgensen|Lebenslauf/);
    expect((await hr.get(`/api/admin/applications/${old}`)).status).toBe(404);
    expect((await hr.get(`/api/admin/applications/${pooled}`)).status).toBe(200);
    expect((await hr.get(`/api/admin/applications/${running}`)).status).toBe(200);
  });

  it('take further documents beside the CV, checked by content within the same limits', async () => {
    const form = applicationForm('anlagen@example.org');
    form.append('attachments', new Blob([new Uint8Array(minimalPdf())]), 'Staplerschein.pdf');
    form.append('attachments', new Blob([new Uint8Array(photoBytes('png'))]), 'Zeugnis.png');
    const res = await server.client().request('POST', '/api/forms/application', { body: form });
    expect(res.status, res.text).toBe(201);
    const hr = await as(server, HR);
    const files = (await hr.get(`/api/admin/applications/${res.body.id}`)).body.data.files;
    const id = res.body.id as number;
    expect(files.map((f: { name: string; role: string }) => [f.name, f.role])).toEqual([
      [`${id}-lebenslauf.jpg`, 'cv'],
      [`${id}-anlage-1.pdf`, 'attachment'],
      [`${id}-anlage-2.png`, 'attachment'],
    ]);

    const fake = applicationForm('anlagen@example.org');
    fake.append('attachments', new Blob([new TextEncoder().encode('kein PDF')]), 'Zeugnis.pdf');
    const refused = await server.client().request('POST', '/api/forms/application', { body: fake });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.attachments[0]).toMatch(/^„Zeugnis\.pdf“ können wir nicht öffnen/);
    const only = new FormData();
    for (const [k, v] of applicationForm('anlagen@example.org', {}, []).entries())
      only.append(k, v);
    only.append('attachments', new Blob([new Uint8Array(minimalPdf())]), 'Zeugnis.pdf');
    const noCv = await server.client().request('POST', '/api/forms/application', { body: only });
    expect(noCv.status).toBe(422);
    expect(noCv.body.errors.cv).toEqual(['Bitte laden Sie Ihren Lebenslauf hoch.']);
  });

  it('can be withdrawn by the applicant through the link in the confirmation mail', async () => {
    const applicant = 'rueckzug@example.org';
    const id = await apply(applicant);
    const confirmation = (await mailsTo(server, applicant)).at(-1)!;
    expect(confirmation.reply_to).toBe(HR_MAILBOX);
    expect(confirmation.text).toContain('nach 6 Monaten automatisch');
    const link = linkIn(
      confirmation.text,
      `${server.config.frontendUrl}/konto/bewerbung/zurueckziehen`,
    );
    const query = Object.fromEntries(link.searchParams);
    expect(query.id).toBe(String(id));

    const guest = server.client();
    const forged = await guest.get(
      `/api/applications/withdraw?id=${id}&signature=${'x'.repeat(43)}`,
    );
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe(
      'Dieser Link ist ungültig oder die Bewerbung wurde bereits gelöscht.',
    );
    expect(
      (await guest.post('/api/applications/withdraw', { id: id + 1, signature: query.signature }))
        .status,
    ).toBe(404);

    const view = await guest.get(`/api/applications/withdraw?${link.searchParams}`);
    expect(view.body.data).toEqual({
      job_title: 'Lagermitarbeiter/Warenannahme (m/w/d)',
      unsolicited: false,
      withdrawn: false,
    });
    const done = await guest.post('/api/applications/withdraw', { id, signature: query.signature });
    expect(done.status).toBe(200);
    expect(done.body.data.withdrawn).toBe(true);

    const hr = await as(server, HR);
    const detail = (await hr.get(`/api/admin/applications/${id}`)).body.data;
    expect(detail.status).toBe('zurueckgezogen');
    expect(detail.delete_after).toBeTruthy();
    expect(detail.timeline.at(-1)).toMatchObject({
      type: 'withdrawn',
      status: 'zurueckgezogen',
      author: null,
    });
  });
});
