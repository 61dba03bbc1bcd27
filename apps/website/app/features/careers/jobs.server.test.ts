import { describe, expect, it } from 'vitest';
import { sitemapEntries } from '~/sitemap.server';
import { isOpen } from './jobs';
import { jobs, jobSummaries } from './jobs.server';

// content/jobs holds one ad whose date has passed (berufskraftfahrer-kuehltransporte, until
// 31 October 2026): its address stays, answering 410 (routes/karriere.$slug.server.ts).
const EXPIRED = 'berufskraftfahrer-kuehltransporte';
const today = new Date('2026-11-25T10:00:00Z');

describe('job ads past their date', () => {
  it('leave the listing', async () => {
    expect(await jobs.has(EXPIRED)).toBe(true);
    const listed = (await jobSummaries(today)).map((j) => j.slug);
    expect(listed).not.toContain(EXPIRED);
    expect(listed).toContain('einkaeufer-disponent');
  });

  it('leave the sitemap; the others carry the day of their last change', async () => {
    const entries = await sitemapEntries();
    expect(entries.map((e) => e.path)).not.toContain(`/karriere/${EXPIRED}`);
    expect(entries).toContainEqual({
      path: '/karriere/einkaeufer-disponent',
      lastmod: '2026-11-20',
    });
    expect(entries).toContainEqual({
      path: '/karriere/lagermitarbeiter-warenannahme',
      lastmod: '2026-11-02',
    });
  });

  it('are open through their last day in Hamburg, and never once withdrawn', () => {
    const ad = { validThrough: '2026-12-31', withdrawn: false };
    expect(isOpen(ad, new Date('2026-12-31T22:59:59Z'))).toBe(true);
    expect(isOpen(ad, new Date('2026-12-31T23:00:00Z'))).toBe(false);
    expect(isOpen({ ...ad, withdrawn: true }, new Date('2026-11-01T00:00:00Z'))).toBe(false);
  });
});
