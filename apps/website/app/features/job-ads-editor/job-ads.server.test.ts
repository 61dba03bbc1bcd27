// HR's form and the backend's job-ad API speak different shapes: points one a line against
// lists, German amounts against numbers, the API's field paths against the form's names, and
// the history's one JSON field against the parts HR knows.
import { describe, expect, it } from 'vitest';
import { apiBodyOf, draftOf, formField } from './draft.server';
import { changedParts } from './history.server';

const ad = {
  slug: 'fahrer',
  title: 'Fahrer (m/w/d)',
  description: 'Touren in Hamburg.',
  category: 'Lager & Logistik',
  status: 'published' as const,
  date: '2026-11-02',
  body: '## Ihr Arbeitsplatz',
  version: 3,
  updated_at: '2026-11-20T08:00:00.000Z',
  updated_by: null,
  fields: {
    employmentType: ['Vollzeit' as const],
    location: 'Hamburg',
    regions: [{ locality: 'Kiel', region: 'Schleswig-Holstein' }, { region: 'Hamburg' }],
    salary: { min: 2900, max: 3300.5, unit: 'MONTH' as const },
    validThrough: '2027-01-31',
    startDate: 'ab sofort',
    hours: '40 Stunden',
    offer: ['Tarif', 'Urlaub'],
    tasks: ['Fahren', 'Laden'],
    profile: ['Führerschein C', 'Sorgfalt'],
    contact: { name: 'S. M.', role: 'HR', phone: '040 1', email: 'k@x.example' },
  },
};

describe('the job-ad form and the API', () => {
  it('turns the form back into what it was made from', () => {
    const body = apiBodyOf(draftOf(ad));
    expect(body.fields).toEqual({
      ...ad.fields,
      salary: { min: '2900', max: '3300.5', unit: 'MONTH' },
    });
    expect(body).toMatchObject({ title: ad.title, category: ad.category, date: ad.date });
  });

  it('reads points one a line, bullets and blank lines aside, and German amounts', () => {
    const draft = {
      ...draftOf(ad),
      tasks: '- Fahren\n\n• Laden  \n',
      salaryMin: '2.900,50',
      salaryMax: '',
      regions: '',
    };
    const body = apiBodyOf(draft);
    expect(body.fields.tasks).toEqual(['Fahren', 'Laden']);
    expect(body.fields.salary).toEqual({ min: '2900.50', max: '', unit: 'MONTH' });
    expect(body.fields).not.toHaveProperty('regions');
    expect(apiBodyOf({ ...draft, salaryMin: '', salaryMax: '' }).fields).not.toHaveProperty(
      'salary',
    );
  });

  it('names the form field of an API error', () => {
    expect(formField('fields.salary.max')).toBe('salaryMax');
    expect(formField('fields.salary')).toBe('salaryMin');
    expect(formField('fields.contact.email')).toBe('contactEmail');
    expect(formField('fields.regions.0.region')).toBe('regions');
    expect(formField('fields.offer')).toBe('offer');
    expect(formField('title')).toBe('title');
  });

  it('opens the history’s changed `fields` into the parts HR knows', () => {
    const rows = changedParts([
      { field: 'title', from: 'Fahrer', to: 'Fahrer (m/w/d)' },
      {
        field: 'fields',
        from: ad.fields,
        to: { ...ad.fields, salary: { min: 3000, max: 3400, unit: 'MONTH' }, tasks: ['Fahren'] },
      },
    ]);
    expect(rows).toEqual([
      { label: 'Titel', from: 'Fahrer', to: 'Fahrer (m/w/d)' },
      { label: 'Gehalt', from: '2.900–3.300,5 € pro Monat', to: '3.000–3.400 € pro Monat' },
      { label: 'Ihre Aufgaben', from: 'Fahren · Laden', to: 'Fahren' },
    ]);
  });
});
