import { describe, expect, it } from 'vitest';
import { site } from '~/config/site';
import { jobPosting, type JobPostingInput } from './job-posting';

const ad: JobPostingInput = {
  slug: 'einkaeufer-disponent',
  title: 'Einkäufer/Disponent (m/w/d)',
  description: 'Vollzeit im Einkauf in Hamburg – Sie disponieren Frischfleisch & Geflügel.',
  html: '<h2>Ihr Arbeitsplatz</h2><p>Im Einkauf …</p>',
  tasks: ['Disposition', 'Verhandlungen <mit> Lieferanten'],
  profile: ['Ausbildung', 'Erfahrung'],
  offer: ['Tarifvertrag', '30 Tage Urlaub'],
  field: 'Einkauf',
  location: 'Hamburg-Rothenburgsort',
  employmentType: ['Vollzeit', 'Teilzeit'],
  datePosted: '2026-11-09',
  validThrough: '2027-01-15',
  salary: { min: 48000, max: 56000, unit: 'YEAR' },
};
const base = 'https://www.hallberg.example';

describe('JobPosting for Google for Jobs', () => {
  const posting = jobPosting(ad, site, base);

  it('has every property Google requires', () => {
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe('Einkäufer/Disponent (m/w/d)');
    expect(posting.datePosted).toBe('2026-11-09');
    expect(posting.description).toContain('<h2>Ihr Arbeitsplatz</h2>');
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: site.legalName,
      sameAs: `${base}/`,
      logo: `${base}/logo.svg`,
    });
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        postalCode: site.address.postalCode,
        addressLocality: site.address.city,
        addressCountry: 'DE',
      },
    });
  });

  it('has the recommended ones: validThrough, employmentType, baseSalary, identifier, directApply', () => {
    expect(posting.validThrough).toBe('2027-01-15T23:59:59+01:00');
    expect(posting.employmentType).toEqual(['FULL_TIME', 'PART_TIME']);
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 48000, maxValue: 56000, unitText: 'YEAR' },
    });
    expect(posting.identifier).toEqual({
      '@type': 'PropertyValue',
      name: site.legalName,
      value: 'einkaeufer-disponent',
    });
    expect(posting.directApply).toBe(true);
    expect(posting.url).toBe(`${base}/karriere/einkaeufer-disponent`);
  });

  it('escapes the lists and the summary into the description', () => {
    expect(posting.description).toContain('<li>Verhandlungen &lt;mit&gt; Lieferanten</li>');
    expect(posting.description).toContain('Frischfleisch &amp; Geflügel');
    expect(posting.description).not.toContain('<mit>');
  });

  it('gives the summer offset to a day in summer', () => {
    expect(jobPosting({ ...ad, validThrough: '2027-07-31' }, site, base).validThrough).toBe(
      '2027-07-31T23:59:59+02:00',
    );
  });

  it('names the regions of a field job instead of the head office, and no salary when none is given', () => {
    const field = jobPosting(
      {
        ...ad,
        salary: undefined,
        regions: [{ locality: 'Bremen', region: 'Bremen' }, { region: 'Niedersachsen' }],
      },
      site,
      base,
    );
    expect(field.jobLocation).toEqual([
      {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Bremen',
          addressRegion: 'Bremen',
          addressCountry: 'DE',
        },
      },
      {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressRegion: 'Niedersachsen', addressCountry: 'DE' },
      },
    ]);
    expect(field).not.toHaveProperty('baseSalary');
  });
});
