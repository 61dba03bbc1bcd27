// Job ads on the wiki's engine (decision 036): the import of the former Markdown ads, who may
// write and publish them, drafts never public, withdrawn ads readable as such, the fields an
// ad must have with German messages, revisions and restore, the content version.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JOBS_VERSION_HEADER, ROLES } from '@frischkontor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  as,
  DIALECTS,
  startServer,
  type Client,
  type TestServer,
} from '../../../test/harness';
import { ensureRole } from '../roles';

const SEED_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  ...['..', '..', '..', '..', 'website', 'content', 'jobs'],
);
const SEED_SLUGS = readdirSync(SEED_DIR)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3))
  .sort();

const fields = {
  employmentType: ['Vollzeit'],
  location: 'Hamburg-Rothenburgsort',
  salary: { min: 2900, max: 3300, unit: 'MONTH' },
  validThrough: '2027-03-31',
  startDate: 'ab 1. Februar 2027',
  hours: '40 Stunden pro Woche in Früh- und Spätschicht',
  offer: ['Unbefristeter Vertrag nach Tarif', '30 Tage Urlaub'],
  tasks: ['Zerlegen von Schweinehälften', 'Portionieren nach Kundenwunsch'],
  profile: ['Ausbildung als Fleischer', 'Sorgfalt und Teamgeist'],
  contact: {
    name: 'Svenja Marquardt',
    role: 'Personalreferentin',
    phone: '040 66969-151',
    email: 'karriere@hallberg-frischdienst.example',
  },
};

const ad = (extra: Record<string, unknown> = {}) => ({
  title: 'Fleischer in der Zerlegung (m/w/d)',
  description: 'Vollzeit in Hamburg – Sie zerlegen und portionieren Fleisch für unsere Kunden.',
  category: 'Lager & Logistik',
  date: '2026-12-01',
  body: '## Ihr Arbeitsplatz\n\nUnsere Zerlegung liegt direkt an der Kühlhalle.',
  fields,
  ...extra,
});

describe.each(DIALECTS)('job ads (%s)', (dialect) => {
  let server: TestServer;
  let hr: Client;
  let writer: Client;
  let staff: Client;
  let marketing: Client;
  let guest: Client;

  beforeAll(async () => {
    server = await startServer(dialect, { seedJobs: true });
    await ensureRole(server.backend.ctx.db, 'stellen-texter', ['app.jobs.write']);
    await addAccount(server, 'stellentexter@example.com', [ROLES.personal, 'stellen-texter']);
    hr = await as(server, 'personal-hr@example.com');
    writer = await as(server, 'stellentexter@example.com');
    staff = await as(server, 'personal@example.com');
    marketing = await as(server, 'marketing@example.com');
    guest = await as(server, null);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('imports the Markdown ads with slug, posted day, last change and every field', async () => {
    const list = await guest.get('/api/jobs/posts?body=1');
    expect(list.status).toBe(200);
    const slugs = list.body.data.map((p: { slug: string }) => p.slug);
    expect([...slugs].sort()).toEqual(SEED_SLUGS);
    const dates = list.body.data.map((p: { date: string }) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const sample = list.body.data.find((p: { slug: string }) => p.slug === 'einkaeufer-disponent');
    expect(sample).toMatchObject({
      status: 'published',
      category: 'Einkauf',
      date: '2026-11-09',
      updated_at: '2026-11-20T08:00:00.000Z',
      fields: { validThrough: '2027-01-15', employmentType: ['Vollzeit'] },
    });
    expect(sample.fields.contact.email).toMatch(/@/);
    expect(sample.fields.offer.length).toBeGreaterThanOrEqual(2);
    const file = readFileSync(join(SEED_DIR, 'einkaeufer-disponent.md'), 'utf8');
    expect(file).toContain(sample.body.slice(0, 200));
    // Neither the wiki nor the blog sees them.
    expect((await staff.get('/api/wiki/articles')).text).not.toContain('einkaeufer-disponent');
    expect((await guest.get('/api/blog/posts')).text).not.toContain('einkaeufer-disponent');
  });

  it('lets HR write a draft no one else reads, publish it, and withdraw it as filled', async () => {
    const versionBefore = (await guest.get('/api/jobs/version')).body.data.version;
    const created = await hr.post('/api/jobs/posts', ad());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: 'fleischer-in-der-zerlegung-m-w-d',
      status: 'draft',
      fields,
    });
    const path = `/api/jobs/posts/${created.body.data.slug}`;
    for (const client of [guest, staff, marketing]) {
      expect((await client.get(path)).status).toBe(404);
      expect((await client.get('/api/jobs/posts')).text).not.toContain('Zerlegung');
    }
    expect((await guest.get('/api/jobs/version')).body.data.version).not.toBe(versionBefore);

    const published = await hr.post(`${path}/status`, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.headers.get(JOBS_VERSION_HEADER)).toBeTruthy();
    expect((await guest.get(path)).body.data.fields.tasks).toEqual(fields.tasks);

    // A change to one field keeps the others; history and restore as in the wiki.
    const edited = await hr.patch(path, {
      version: 2,
      fields: { ...fields, salary: { min: 3000, max: 3400, unit: 'MONTH' } },
      note: 'Gehalt angepasst',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.fields.salary.min).toBe(3000);
    expect(edited.body.data.title).toBe('Fleischer in der Zerlegung (m/w/d)');
    const diff = await hr.get(`${path}/diff?from=2&to=3`);
    expect(diff.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['fields']);
    const restored = await hr.post(`${path}/revisions/2/restore`, { version: 3 });
    expect(restored.body.data).toMatchObject({ version: 4, status: 'published' });
    expect(restored.body.data.fields.salary.min).toBe(2900);

    // Withdrawn: still readable (its page says the post is filled), marked as such.
    const withdrawn = await hr.post(`${path}/status`, { status: 'archived' });
    expect(withdrawn.body.data.status).toBe('archived');
    expect((await hr.get(`${path}/revisions`)).body.data[0].note).toBe(
      'Zurückgezogen (Stelle besetzt)',
    );
    const read = await guest.get(path);
    expect(read.status).toBe(200);
    expect(read.body.data.status).toBe('archived');
  });

  it('refuses writing to those without the permission, and publishing to mere writers', async () => {
    for (const client of [guest, staff, marketing])
      expect((await client.post('/api/jobs/posts', ad({ title: 'Von außen' }))).status).toBe(403);
    const draft = await writer.post('/api/jobs/posts', ad({ title: 'Entwurf Kommissionierer' }));
    expect(draft.status).toBe(201);
    const path = `/api/jobs/posts/${draft.body.data.slug}`;
    const publish = await writer.post(`${path}/status`, { status: 'published' });
    expect(publish.status).toBe(403);
    expect(publish.body.message).toBe(
      'Den Status „Veröffentlicht“ setzen nur Personen, die veröffentlichen dürfen.',
    );
    // HR may; a published ad is then edited by publishers only.
    expect((await hr.post(`${path}/status`, { status: 'published' })).status).toBe(200);
    const change = await writer.put(path, { version: 2, title: 'Geändert' });
    expect(change.status).toBe(403);
    expect(change.body.message).toMatch(/^Diese Stellenanzeige ist veröffentlicht/);
  });

  it('checks an ad: field, employment type, lists, pay range and contact, in German', async () => {
    const wrong = await hr.post(
      '/api/jobs/posts',
      ad({
        category: 'Küche',
        fields: {
          ...fields,
          employmentType: [],
          offer: ['Nur ein Punkt'],
          salary: { min: 3500, max: 3000, unit: 'MONTH' },
          validThrough: '31.03.2027',
          contact: { ...fields.contact, email: 'keine-adresse' },
        },
      }),
    );
    expect(wrong.status).toBe(422);
    const errors = wrong.body.errors as Record<string, string[]>;
    expect(errors.category?.[0]).toMatch(/^Bitte für „Kategorie“ einen der Werte wählen: Einkauf/);
    expect(errors['fields.employmentType']).toEqual([
      'Bitte mindestens eine Anstellungsart wählen.',
    ]);
    expect(errors['fields.offer']).toEqual([
      'Bitte unter „Wir bieten“ mindestens zwei Punkte nennen.',
    ]);
    expect(errors['fields.salary.max']).toEqual([
      '„Gehalt bis“ darf nicht unter „Gehalt von“ liegen.',
    ]);
    expect(errors['fields.validThrough']?.[0]).toMatch(/JJJJ-MM-TT/);
    expect(errors['fields.contact.email']).toEqual(['Bitte eine gültige E-Mail-Adresse angeben.']);
    const missing = await hr.post('/api/jobs/posts', ad({ fields: undefined }));
    expect(missing.status).toBe(422);
    // Job ads carry no pictures.
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('GIF89a')]), 'x.gif');
    expect((await hr.request('POST', '/api/jobs/images', { body: form })).status).toBe(404);
  });
});
