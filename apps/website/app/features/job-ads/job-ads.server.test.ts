// The job ads as the website reads them (decision 036): published and withdrawn ads from the
// backend's public API, a snapshot on disk that keeps them while the backend is down, and what
// an ad's dates and status mean for the list, the sitemap and its page.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTS } from '@frischkontor/contract';
import { isOpen } from './job-ads';

const fields = {
  employmentType: ['Vollzeit'],
  location: 'Hamburg',
  validThrough: '2027-01-31',
  startDate: 'ab sofort',
  hours: '40 Stunden pro Woche',
  offer: ['Tarifvertrag', '30 Tage Urlaub'],
  tasks: ['Ware annehmen', 'Temperatur prüfen'],
  profile: ['Staplerschein', 'Sorgfalt'],
  contact: { name: 'Svenja Marquardt', role: 'HR', phone: '040 1', email: 'karriere@x.example' },
};

const ad = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: `Anzeige ${slug}`,
  description: 'Ein Anriss der Anzeige für die Übersicht der offenen Stellen.',
  category: 'Lager & Logistik',
  status: 'published',
  date: '2026-11-02',
  updated_at: '2026-11-02T08:00:00.000Z',
  fields,
  body: `## Ihr Arbeitsplatz\n\nIn der Halle.\n\n<script>alert(1)</script>`,
  ...extra,
});

describe('job ads from the backend, kept on disk', () => {
  let server: Server;
  let dir: string;
  let up = true;
  let version = '4.4';
  let answers = [
    ad('lager', { date: '2026-11-02' }),
    ad('einkauf', { date: '2026-11-09', updated_at: '2026-11-20T23:30:00.000Z' }),
    ad('abgelaufen', { date: '2026-09-01', fields: { ...fields, validThrough: '2026-10-31' } }),
    ad('besetzt', { status: 'archived' }),
    ad('kaputt', { fields: { ...fields, offer: [] } }),
    ad('kuehlhaus', {
      title: 'Kommissionierer bei {{fakt.freezerStorage}} (m/w/d)',
      fields: {
        ...fields,
        profile: ['Keine Scheu vor Kälte: {{fakt.freezerStorage}}', 'Sorgfalt'],
      },
      body: '## Im Tiefkühllager\n\nDort sind es {{fakt.freezerStorage}}.',
    }),
  ];
  const asked: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jobs-snapshot-'));
    server = createServer((req, res) => {
      asked.push(`${req.url} ${req.headers.cookie ?? ''}`);
      res.setHeader('Content-Type', 'application/json');
      if (!up) res.statusCode = 503;
      if (!up) res.end('{}');
      else if (req.url === '/api/jobs/version') res.end(JSON.stringify({ data: { version } }));
      else if (req.url === '/api/jobs/posts?body=1') res.end(JSON.stringify({ data: answers }));
      else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.BACKEND_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.JOBS_SNAPSHOT_DIR = dir;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const today = new Date('2026-11-25T10:00:00Z');

  it('lists open ads newest first, keeps expired and withdrawn ones for their 410, drops broken ones', async () => {
    const { jobAds, jobAdSummaries, loadJobAds } = await import('./job-ads.server');
    await loadJobAds();
    expect((await jobAdSummaries(today)).map((j) => j.slug)).toEqual([
      'einkauf',
      'lager',
      'kuehlhaus',
    ]);
    expect(await jobAds.has('abgelaufen')).toBe(true);
    const filled = await jobAds.get('besetzt');
    expect(filled?.meta.withdrawn).toBe(true);
    expect(isOpen(filled!.meta, today)).toBe(false);
    expect(await jobAds.has('kaputt')).toBe(false);
    // No raw HTML reaches a page; no cookie goes to the backend.
    expect((await jobAds.get('lager'))?.content.html).not.toContain('<script');
    expect(asked.every((line) => line.endsWith(' '))).toBe(true);
  });

  it('fills {{fakt.…}} in every part of an ad: title, lists and text', async () => {
    const { jobAds } = await import('./job-ads.server');
    const ad = (await jobAds.get('kuehlhaus'))!;
    const cold = FACTS.freezerStorage;
    expect(ad.meta.title).toBe(`Kommissionierer bei ${cold} (m/w/d)`);
    expect(ad.meta.profile[0]).toBe(`Keine Scheu vor Kälte: ${cold}`);
    expect(ad.content.html).toContain(`Dort sind es ${cold}.`);
    // What pages show; `body` stays the Markdown as HR saved it.
    expect(JSON.stringify([ad.meta, ad.content])).not.toMatch(/\{\{|\}\}/);
  });

  it('sends an old address with „-m-w-d“ to the ad without it (301)', async () => {
    const { movedJobAddress } = await import('./job-ads.server');
    expect(await movedJobAddress('lager-m-w-d')).toBe('lager');
    expect(await movedJobAddress('lager-w-m-d')).toBe('lager');
    expect(await movedJobAddress('lager')).toBeNull();
    expect(await movedJobAddress('gibt-es-nicht-m-w-d')).toBeNull();
    const { access } = await import('~/wiring/access.server');
    const rule = access['/karriere/:slug']!;
    const url = new URL('http://localhost/karriere/lager-m-w-d');
    expect(await rule.validate!({ params: { slug: 'lager-m-w-d' }, url })).toBe(true);
    expect(await rule.validate!({ params: { slug: 'gibt-es-nicht-m-w-d' }, url })).toBe(false);
    const { jobPage } = await import('~/routes/karriere.$slug.server');
    const answer = await jobPage({
      params: { slug: 'lager-m-w-d' },
      url,
      request: new Request(url),
      context: {},
    } as never).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get('Location')).toBe('/karriere/lager');
  });

  it('gives the sitemap the Hamburg day of the last change; only open ads', async () => {
    const { sitemapEntries } = await import('~/wiring/sitemap.server');
    const entries = (await sitemapEntries()).filter((e) => e.path.startsWith('/karriere/'));
    // 23:30 UTC on the 20th is the 21st in Hamburg.
    expect(entries).toEqual([
      { path: '/karriere/einkauf', lastmod: '2026-11-21' },
      { path: '/karriere/lager', lastmod: '2026-11-02' },
      { path: '/karriere/kuehlhaus', lastmod: '2026-11-02' },
    ]);
  });

  it('follows a new version and serves the snapshot while the backend is down, after a restart too', async () => {
    const { jobAds, jobAdsVersion, loadJobAds, resetJobAdsForTests } =
      await import('./job-ads.server');
    const before = jobAdsVersion();
    version = '5.5';
    answers = answers.filter((a) => a.slug !== 'lager');
    await loadJobAds();
    expect(jobAdsVersion()).toBeGreaterThan(before);
    expect(await jobAds.has('lager')).toBe(false);

    up = false;
    resetJobAdsForTests();
    await loadJobAds();
    expect(await jobAds.has('einkauf')).toBe(true);
    expect(await jobAds.has('lager')).toBe(false);
  });

  it('are open through their last day in Hamburg, and never once withdrawn', () => {
    const open = { validThrough: '2026-12-31', withdrawn: false };
    expect(isOpen(open, new Date('2026-12-31T22:59:59Z'))).toBe(true);
    expect(isOpen(open, new Date('2026-12-31T23:00:00Z'))).toBe(false);
    expect(isOpen({ ...open, withdrawn: true }, new Date('2026-11-01T00:00:00Z'))).toBe(false);
  });
});
