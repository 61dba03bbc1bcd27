// What the job board and its filters share between server and browser.

import {
  EMPLOYMENT_TYPES,
  JOB_FIELDS,
  type EmploymentType,
  type JobField,
} from '@frischkontor/contract';

export {
  EMPLOYMENT_TYPES,
  isOpen,
  JOB_FIELDS,
  type EmploymentType,
  type JobField,
} from '@frischkontor/contract';

/** schema.org JobPosting employmentType values. */
export const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  Vollzeit: 'FULL_TIME',
  Teilzeit: 'PART_TIME',
  Ausbildung: 'INTERN',
  Minijob: 'PART_TIME',
  Befristet: 'TEMPORARY',
};

const berlinOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  timeZoneName: 'longOffset',
});

/** The last second of a calendar day in Hamburg, with that day's offset (`…T23:59:59+01:00`). */
export function berlinEndOfDay(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const offset = berlinOffset.formatToParts(noon).find((p) => p.type === 'timeZoneName')?.value;
  return `${day}T23:59:59${offset?.replace('GMT', '') || '+01:00'}`;
}

export interface JobAdSummary {
  slug: string;
  title: string;
  description: string;
  employmentType: EmploymentType[];
  field: JobField;
  location: string;
  datePosted: string;
}

export interface JobAdFilter {
  field: JobField | null;
  type: EmploymentType | null;
  q: string;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The query parameters of the job list's filter: field, employment type, search words. */
export const JOB_AD_FILTER_PARAMS = ['bereich', 'art', 'suche'] as const;

/** Reads the filter from the query string; unknown values are ignored, never an error. */
export function parseJobAdFilter(params: URLSearchParams): JobAdFilter {
  return {
    field: oneOf(JOB_FIELDS, params.get(JOB_AD_FILTER_PARAMS[0])),
    type: oneOf(EMPLOYMENT_TYPES, params.get(JOB_AD_FILTER_PARAMS[1])),
    q: (params.get(JOB_AD_FILTER_PARAMS[2]) ?? '').trim().slice(0, 100),
  };
}

const fold = (s: string) => s.toLocaleLowerCase('de').normalize('NFKD').replace(/\p{M}/gu, '');

export function filterJobAds(jobAds: JobAdSummary[], filter: JobAdFilter): JobAdSummary[] {
  const words = fold(filter.q).split(/\s+/).filter(Boolean);
  return jobAds.filter((job) => {
    if (filter.field && job.field !== filter.field) return false;
    if (filter.type && !job.employmentType.includes(filter.type)) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${job.title} ${job.description} ${job.field} ${job.location}`);
    return words.every((w) => haystack.includes(w));
  });
}
