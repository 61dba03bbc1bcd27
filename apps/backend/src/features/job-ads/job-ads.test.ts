// Job ads on the content engine (decision 036): the import of the former Markdown ads, who may
// write and publish them, drafts never public and saved with a title alone, withdrawn ads
// readable as such, the fields an ad must have before it goes online with German messages that
// name them as the form does, addresses without „(m/w/d)“, revisions and restore, the version.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JOB_AD_LABELS, JOB_ADS_VERSION_HEADER, ROLES } from '@frischkontor/contract';
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
    server = await startServer(dialect, { seedJobAds: true });
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
      slug: 'fleischer-in-der-zerlegung',
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
    expect(published.headers.get(JOB_ADS_VERSION_HEADER)).toBeTruthy();
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

  it('saves a draft with the title alone; publishing asks for each missing field by its label', async () => {
    // What the form sends when only the title is typed: blanks, today, four weeks, Vollzeit.
    const blank = {
      title: 'Kommissionierer Tiefkühllager (m/w/d)',
      description: '',
      category: '',
      date: '',
      body: '',
      fields: {
        employmentType: ['Vollzeit'],
        location: '',
        validThrough: '2027-03-31',
        startDate: '',
        hours: '',
        offer: [],
        tasks: [],
        profile: [],
        contact: { name: '', role: '', phone: '', email: '' },
      },
    };
    const created = await hr.post('/api/jobs/posts', blank);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: 'kommissionierer-tiefkuehllager',
      status: 'draft',
      category: '',
      date: null,
      fields: { employmentType: ['Vollzeit'], validThrough: '2027-03-31' },
    });
    expect(created.body.data.fields).not.toHaveProperty('location');
    const path = `/api/jobs/posts/${created.body.data.slug}`;
    const titleOnly = await writer.post('/api/jobs/posts', { title: 'Nur ein Titel' });
    expect(titleOnly.status).toBe(201);

    // A value that is given is still checked in a draft.
    const wrong = await hr.put(path, {
      version: 1,
      category: 'Küche',
      fields: { ...blank.fields, contact: { ...blank.fields.contact, email: 'keine-adresse' } },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.category[0]).toMatch(/^Bitte für „Bereich“ einen der Werte wählen/);
    expect(wrong.body.errors['fields.contact.email']).toEqual([
      'Bitte eine gültige E-Mail-Adresse angeben.',
    ]);

    const refused = await hr.post(`${path}/status`, { status: 'published' });
    expect(refused.status).toBe(422);
    const label = JOB_AD_LABELS;
    expect(refused.body.errors).toEqual({
      description: [`Bitte „${label.description}“ ausfüllen.`],
      category: [`Bitte „${label.category}“ wählen.`],
      date: [`Bitte „${label.date}“ als Datum angeben.`],
      body: [`Bitte „${label.body}“ ausfüllen.`],
      'fields.location': [`Bitte „${label.location}“ ausfüllen.`],
      'fields.startDate': [`Bitte „${label.startDate}“ ausfüllen.`],
      'fields.hours': [`Bitte „${label.hours}“ ausfüllen.`],
      'fields.offer': [`Bitte unter „${label.offer}“ mindestens zwei Punkte nennen.`],
      'fields.tasks': [`Bitte unter „${label.tasks}“ mindestens zwei Punkte nennen.`],
      'fields.profile': [`Bitte unter „${label.profile}“ mindestens zwei Punkte nennen.`],
      'fields.contact.name': [`Bitte „${label.contactName}“ ausfüllen.`],
      'fields.contact.role': [`Bitte „${label.contactRole}“ ausfüllen.`],
      'fields.contact.phone': [`Bitte „${label.contactPhone}“ ausfüllen.`],
      'fields.contact.email': [`Bitte „${label.contactEmail}“ ausfüllen.`],
    });
    expect(label).toMatchObject({
      category: 'Bereich',
      offer: 'Was wir bieten',
      date: 'Veröffentlicht ab',
    });
    expect((await hr.get(path)).body.data.status).toBe('draft');
    expect((await guest.get(path)).status).toBe(404);

    // Completed, it goes online; what is online stays complete.
    const complete = await hr.put(path, { ...ad({ title: blank.title }), version: 1 });
    expect(complete.status).toBe(200);
    expect((await hr.post(`${path}/status`, { status: 'published' })).status).toBe(200);
    const emptied = await hr.put(path, {
      version: 3,
      fields: { ...fields, location: '' },
    });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors['fields.location']).toEqual([
      `Bitte „${label.location}“ ausfüllen.`,
    ]);
    // Created online at once: complete or refused.
    const direct = await hr.post('/api/jobs/posts', {
      title: 'Gleich online',
      status: 'published',
    });
    expect(direct.status).toBe(422);
    expect(direct.body.errors.category).toEqual([`Bitte „${label.category}“ wählen.`]);
  });

  it('gives new ads an address without „(m/w/d)“ and its variants', async () => {
    for (const [title, slug] of [
      ['Fahrer Kühltransporte (w/m/d)', 'fahrer-kuehltransporte'],
      ['Disponent (m/w/x)', 'disponent'],
      ['Verkäufer Theke (m/f/d)', 'verkaeufer-theke'],
    ] as const) {
      const created = await hr.post('/api/jobs/posts', { title });
      expect(created.body.data.slug, title).toBe(slug);
    }
    // The seed's ads are clean too.
    expect(SEED_SLUGS.filter((slug) => /-[mwdfx]-[mwdfx](-[mwdfx])?$/.test(slug))).toEqual([]);
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
    // Wrong values are refused in a draft already.
    const wrong = await hr.post(
      '/api/jobs/posts',
      ad({
        category: 'Küche',
        fields: {
          ...fields,
          salary: { min: 3500, max: 3000, unit: 'MONTH' },
          validThrough: '31.03.2027',
          contact: { ...fields.contact, email: 'keine-adresse' },
        },
      }),
    );
    expect(wrong.status).toBe(422);
    const errors = wrong.body.errors as Record<string, string[]>;
    expect(errors.category?.[0]).toMatch(/^Bitte für „Bereich“ einen der Werte wählen: Einkauf/);
    expect(errors['fields.salary.max']).toEqual([
      '„Gehalt bis“ darf nicht unter „Gehalt von“ liegen.',
    ]);
    expect(errors['fields.validThrough']?.[0]).toMatch(/JJJJ-MM-TT/);
    expect(errors['fields.contact.email']).toEqual(['Bitte eine gültige E-Mail-Adresse angeben.']);
    // Too little is refused when the ad goes online.
    const thin = await hr.post(
      '/api/jobs/posts',
      ad({
        title: 'Zu dünn (m/w/d)',
        fields: { ...fields, employmentType: [], offer: ['Nur ein Punkt'] },
      }),
    );
    expect(thin.status).toBe(201);
    const online = await hr.post(`/api/jobs/posts/${thin.body.data.slug}/status`, {
      status: 'published',
    });
    expect(online.status).toBe(422);
    expect(online.body.errors).toEqual({
      'fields.employmentType': ['Bitte mindestens eine Anstellungsart wählen.'],
      'fields.offer': ['Bitte unter „Was wir bieten“ mindestens zwei Punkte nennen.'],
    });
    // A draft may lack fields altogether; one that goes online may not.
    const bare = await hr.post('/api/jobs/posts', ad({ title: 'Ohne Felder', fields: undefined }));
    expect(bare.status).toBe(201);
    const bareOnline = await hr.post(`/api/jobs/posts/${bare.body.data.slug}/status`, {
      status: 'published',
    });
    expect(bareOnline.status).toBe(422);
    expect(bareOnline.body.errors['fields.location']).toEqual(['Bitte „Arbeitsort“ ausfüllen.']);
    // Job ads carry no pictures.
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('GIF89a')]), 'x.gif');
    expect((await hr.request('POST', '/api/jobs/images', { body: form })).status).toBe(404);
  });
});
