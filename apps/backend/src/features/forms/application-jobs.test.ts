// An application names a published job ad or the unsolicited application, and HR's list and
// the mails show the ad's own title, never one the request made up (SECURITY.md, forms).
import { UNSOLICITED_APPLICATION } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addJobAd } from '../../../test/job-ads';
import { minimalPdf } from '../../../test/files';
import { DIALECTS, startServer, type TestServer } from '../../../test/harness';

const REFUSED =
  'Diese Stelle ist nicht (mehr) ausgeschrieben. Schicken Sie uns gern eine Initiativbewerbung.';
const FORGED = '<b>Chef</b>';

function applicationForm(job: { job_slug: string; job_title?: string }) {
  const form = new FormData();
  const fields: Record<string, string> = {
    job_title: FORGED,
    name: 'Jonas Jürgensen',
    email: 'jonas@example.org',
    phone: '0170 1234567',
    start_date: '2027-02-01',
    privacy: '1',
    ...job,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('cv', new Blob([new Uint8Array(minimalPdf())]), 'Lebenslauf.pdf');
  return form;
}

describe.each(DIALECTS)('applications name a published ad (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect);
    await addJobAd(server, {
      slug: 'fahrer-kuehltransport',
      title: 'Fahrer Kühltransport (m/w/d)',
    });
    await addJobAd(server, { slug: 'koch-entwurf', title: 'Koch (m/w/d)', status: 'draft' });
    await addJobAd(server, { slug: 'koch-besetzt', title: 'Koch (m/w/d)', status: 'archived' });
    await addJobAd(server, {
      slug: 'koch-2020',
      title: 'Koch (m/w/d)',
      validThrough: '2020-01-31',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const apply = (job: { job_slug: string; job_title?: string }) =>
    server.client().request('POST', '/api/forms/application', { body: applicationForm(job) });

  const stored = async () => {
    const db = server.backend.ctx.db;
    return {
      submissions: (await db.selectFrom('form_submissions').select('id').execute()).length,
      applications: (await db.selectFrom('applications').select('submission_id').execute()).length,
      mails: (await db.selectFrom('mail_queue').select('id').execute()).length,
    };
  };

  async function application(id: number) {
    const db = server.backend.ctx.db;
    const submission = await db
      .selectFrom('form_submissions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const record = await db
      .selectFrom('applications')
      .selectAll()
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow();
    const mails = await db
      .selectFrom('mail_queue')
      .selectAll()
      .where('submission_id', '=', id)
      .execute();
    return { submission, record, mails };
  }

  it.each([
    ['a made-up job', 'chefkoch'],
    ['a draft', 'koch-entwurf'],
    ['a withdrawn ad', 'koch-besetzt'],
    ['a published ad past its last day', 'koch-2020'],
  ])('refuses %s with a German message at the job, and keeps nothing', async (_, slug) => {
    const before = await stored();
    const res = await apply({ job_slug: slug });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: REFUSED, errors: { job_slug: [REFUSED] } });
    expect(await stored()).toEqual(before);
  });

  it('stores and mails the title of the published ad, whatever title the request names', async () => {
    const res = await apply({ job_slug: 'fahrer-kuehltransport' });
    expect(res.status, res.text).toBe(201);
    const { submission, record, mails } = await application(res.body.id);
    expect(submission.topic).toBe('Fahrer Kühltransport (m/w/d)');
    expect(JSON.parse(submission.data)).toMatchObject({
      job_slug: 'fahrer-kuehltransport',
      job_title: 'Fahrer Kühltransport (m/w/d)',
    });
    expect(record).toMatchObject({
      job_slug: 'fahrer-kuehltransport',
      job_title: 'Fahrer Kühltransport (m/w/d)',
    });
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Bewerbung: Fahrer Kühltransport (m/w/d) – Jonas Jürgensen',
      'Ihre Bewerbung als Fahrer Kühltransport (m/w/d)',
    ]);
    expect(JSON.stringify(mails)).toContain('Fahrer Kühltransport (m/w/d)');
    expect(JSON.stringify(mails)).not.toContain('Chef');
  });

  it('still takes the unsolicited application, under its own title', async () => {
    const res = await apply({ job_slug: UNSOLICITED_APPLICATION.slug });
    expect(res.status, res.text).toBe(201);
    const { submission, record } = await application(res.body.id);
    expect(submission.topic).toBe(UNSOLICITED_APPLICATION.title);
    expect(record).toMatchObject({
      job_slug: UNSOLICITED_APPLICATION.slug,
      job_title: UNSOLICITED_APPLICATION.title,
    });
  });
});
