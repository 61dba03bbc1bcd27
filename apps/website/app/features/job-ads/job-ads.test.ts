import { describe, expect, it } from 'vitest';
import { filterJobAds, parseJobAdFilter, type JobAdSummary } from './job-ads';

const jobAds: JobAdSummary[] = [
  {
    slug: 'a',
    title: 'Einkäufer/Disponent (m/w/d)',
    description: 'Vollzeit im Einkauf',
    employmentType: ['Vollzeit'],
    field: 'Einkauf',
    location: 'Hamburg',
    datePosted: '2026-11-01',
  },
  {
    slug: 'b',
    title: 'Lagermitarbeiter (m/w/d)',
    description: 'Teilzeit im Lager',
    employmentType: ['Teilzeit'],
    field: 'Lager & Logistik',
    location: 'Hamburg',
    datePosted: '2026-10-01',
  },
];

describe('job filter', () => {
  it('reads known values and ignores unknown ones', () => {
    expect(
      parseJobAdFilter(new URLSearchParams('bereich=Einkauf&art=Vollzeit&suche=%20disponent%20')),
    ).toEqual({
      field: 'Einkauf',
      type: 'Vollzeit',
      q: 'disponent',
    });
    expect(parseJobAdFilter(new URLSearchParams('bereich=Mond&art=%00'))).toEqual({
      field: null,
      type: null,
      q: '',
    });
  });

  it('filters by field, type and words, umlauts folded', () => {
    expect(
      filterJobAds(jobAds, { field: 'Einkauf', type: null, q: '' }).map((j) => j.slug),
    ).toEqual(['a']);
    expect(
      filterJobAds(jobAds, { field: null, type: 'Teilzeit', q: '' }).map((j) => j.slug),
    ).toEqual(['b']);
    expect(
      filterJobAds(jobAds, { field: null, type: null, q: 'einkaufer' }).map((j) => j.slug),
    ).toEqual(['a']);
    expect(
      filterJobAds(jobAds, { field: null, type: null, q: 'hamburg lager' }).map((j) => j.slug),
    ).toEqual(['b']);
  });
});
