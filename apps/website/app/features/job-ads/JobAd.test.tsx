// The public page of an ad states what applicants ask first, the pay among it when HR gave one.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import JobAd, { type JobAdProps } from './JobAd';

const job: JobAdProps['job'] = {
  slug: 'lager',
  title: 'Lagermitarbeiter/Warenannahme (m/w/d)',
  description: 'Vollzeit in Hamburg.',
  field: 'Lager & Logistik',
  datePosted: '2026-11-02',
  updated: '2026-11-02',
  withdrawn: false,
  employmentType: ['Vollzeit'],
  location: 'Hamburg-Rothenburgsort',
  validThrough: '2027-01-31',
  startDate: 'ab sofort',
  hours: '40 Stunden pro Woche',
  offer: ['Tarifvertrag', '30 Tage Urlaub'],
  tasks: ['Ware annehmen', 'Temperatur prüfen'],
  profile: ['Staplerschein', 'Sorgfalt'],
  contact: { name: 'Svenja Marquardt', role: 'HR', phone: '040 1', email: 'karriere@x.example' },
  html: '<p>In der Halle.</p>',
};

/** The page's words as a visitor reads them (the preview: the page without its form). */
const page = (ad: JobAdProps['job']) =>
  renderToString(
    <MemoryRouter>
      <JobAd job={ad} started="" preview />
    </MemoryRouter>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the page of a job ad', () => {
  it('states the pay range in German, with the unit, beside the other facts', () => {
    const monthly = page({ ...job, salary: { min: 3100, max: 3500, unit: 'MONTH' } });
    expect(monthly).toContain('Gehalt 3.100–3.500 € brutto im Monat');
    const hourly = page({ ...job, salary: { min: 17.5, max: 19.5, unit: 'HOUR' } });
    expect(hourly).toContain('17,50–19,50 € brutto in der Stunde');
  });

  it('says nothing of pay when the ad names none', () => {
    const without = page(job);
    expect(without).not.toContain('brutto');
    expect(without).toContain('Arbeitszeit 40 Stunden pro Woche');
  });
});
