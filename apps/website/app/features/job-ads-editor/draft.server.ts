// An ad as HR's form holds it (a draft of strings and lists) and back to what the API takes;
// the API's field names as the form's.
import { text, type ApiAd } from './api.server';
import type { JobAdDraft, SavedJobAd } from './types';

const lines = (items: readonly string[] | undefined) => (items ?? []).join('\n');

/** 3300.5 → „3300,5“: HR types amounts the German way. */
const germanAmount = (n: number) => String(n).replace('.', ',');

/** „2.900,50“ or „2900.5“ → „2900.50“/„2900.5“: a dot before three digits groups thousands. */
const amount = (typed: string) =>
  typed
    .trim()
    .replace(/\.(?=\d{3}(?!\d))/g, '')
    .replace(',', '.');

/** The form's values of a saved ad. */
export function draftOf(ad: ApiAd): JobAdDraft {
  const f = ad.fields ?? {};
  return {
    title: ad.title,
    slug: ad.slug,
    description: ad.description,
    category: ad.category,
    date: ad.date ?? '',
    employmentType: [...(f.employmentType ?? [])],
    location: f.location ?? '',
    regions: lines(f.regions?.map((r) => (r.locality ? `${r.locality}, ${r.region}` : r.region))),
    startDate: f.startDate ?? '',
    hours: f.hours ?? '',
    salaryMin: f.salary ? germanAmount(f.salary.min) : '',
    salaryMax: f.salary ? germanAmount(f.salary.max) : '',
    salaryUnit: f.salary?.unit ?? 'MONTH',
    validThrough: f.validThrough ?? '',
    body: ad.body ?? '',
    tasks: lines(f.tasks),
    profile: lines(f.profile),
    offer: lines(f.offer),
    contactName: f.contact?.name ?? '',
    contactRole: f.contact?.role ?? '',
    contactPhone: f.contact?.phone ?? '',
    contactEmail: f.contact?.email ?? '',
  };
}

export function saved(ad: ApiAd): SavedJobAd {
  return {
    slug: ad.slug,
    status: ad.status,
    version: ad.version,
    updated_at: ad.updated_at,
    updated_by: ad.updated_by?.name ?? null,
    draft: draftOf(ad),
  };
}

export const today = () => new Date().toISOString().slice(0, 10);

/** A new ad starts with today's date, four weeks to run and HR's usual contact. */
export function emptyDraft(): JobAdDraft {
  const through = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
  return {
    ...draftOf({
      slug: '',
      title: '',
      description: '',
      category: '',
      status: 'draft',
      date: today(),
      fields: { validThrough: through },
      version: 0,
      updated_at: '',
      updated_by: null,
    }),
    employmentType: ['Vollzeit'],
  };
}

export function draftFrom(form: FormData): JobAdDraft {
  return {
    title: text(form, 'title'),
    slug: text(form, 'slug'),
    description: text(form, 'description'),
    category: text(form, 'category'),
    date: text(form, 'date'),
    employmentType: form.getAll('employmentType').filter((v): v is string => typeof v === 'string'),
    location: text(form, 'location'),
    regions: text(form, 'regions'),
    startDate: text(form, 'startDate'),
    hours: text(form, 'hours'),
    salaryMin: text(form, 'salaryMin'),
    salaryMax: text(form, 'salaryMax'),
    salaryUnit: text(form, 'salaryUnit'),
    validThrough: text(form, 'validThrough'),
    body: text(form, 'body'),
    tasks: text(form, 'tasks'),
    profile: text(form, 'profile'),
    offer: text(form, 'offer'),
    contactName: text(form, 'contactName'),
    contactRole: text(form, 'contactRole'),
    contactPhone: text(form, 'contactPhone'),
    contactEmail: text(form, 'contactEmail'),
  };
}

const points = (value: string) =>
  value
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);

/** What the API takes; the API checks it (contract: jobAdFieldsSchema). */
export function apiBodyOf(draft: JobAdDraft) {
  const salary =
    draft.salaryMin.trim() || draft.salaryMax.trim()
      ? {
          min: amount(draft.salaryMin),
          max: amount(draft.salaryMax),
          unit: draft.salaryUnit,
        }
      : undefined;
  const regions = points(draft.regions).map((line) => {
    const [first, ...rest] = line.split(',').map((p) => p.trim());
    return rest.length ? { locality: first, region: rest.join(', ') } : { region: first };
  });
  return {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    date: draft.date,
    body: draft.body,
    fields: {
      employmentType: draft.employmentType,
      location: draft.location,
      ...(regions.length ? { regions } : {}),
      ...(salary ? { salary } : {}),
      validThrough: draft.validThrough,
      startDate: draft.startDate,
      hours: draft.hours,
      offer: points(draft.offer),
      tasks: points(draft.tasks),
      profile: points(draft.profile),
      contact: {
        name: draft.contactName,
        role: draft.contactRole,
        phone: draft.contactPhone,
        email: draft.contactEmail,
      },
    },
  };
}

/** The API's field names (`fields.salary.max`) as the form's (`salaryMax`). */
export function formField(key: string): string {
  const path = key.replace(/^fields\./, '').split('.');
  const [head, next] = path;
  if (head === 'salary')
    return next === 'max' ? 'salaryMax' : next === 'unit' ? 'salaryUnit' : 'salaryMin';
  if (head === 'contact')
    return `contact${(next ?? 'name').charAt(0).toUpperCase()}${(next ?? 'name').slice(1)}`;
  return head ?? 'body';
}
