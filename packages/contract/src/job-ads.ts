// A job ad as both apps see it (issue 18, decision 036): HR writes it in the intranet, the
// backend keeps it on the content engine (collection `jobs`), the job board shows it. The
// article's own columns hold the title, the teaser (description), the field (category), the day
// it is posted from (date) and the text (body); everything else of an ad is `fields`, checked
// by `jobAdFieldsSchema` (`@frischkontor/contract/job-ads`, with zod, so no browser bundle
// carries it) in the backend before a save and read back by the website.
import { hamburgDay } from './dates.ts';

export const EMPLOYMENT_TYPES = [
  'Vollzeit',
  'Teilzeit',
  'Ausbildung',
  'Minijob',
  'Befristet',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The fields an ad belongs to (its category); the job board filters by them. */
export const JOB_FIELDS = [
  'Einkauf',
  'Lager & Logistik',
  'Technik & Service',
  'Vertrieb',
  'Verwaltung',
] as const;
export type JobField = (typeof JOB_FIELDS)[number];

export const SALARY_UNITS = ['HOUR', 'MONTH', 'YEAR'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];
export const SALARY_UNIT_LABELS: Record<SalaryUnit, string> = {
  HOUR: 'pro Stunde',
  MONTH: 'pro Monat',
  YEAR: 'pro Jahr',
};

/**
 * The job-ad form's labels, by the form's field names: the form shows them and every message
 * about a field names it with them (job-ad-fields.ts, the backend's job-ad API).
 */
export const JOB_AD_LABELS = {
  title: 'Titel',
  slug: 'Adresse',
  description: 'Anriss',
  category: 'Bereich',
  employmentType: 'Anstellungsart',
  location: 'Arbeitsort',
  startDate: 'Eintritt',
  hours: 'Arbeitszeit',
  regions: 'Einsatzgebiete',
  date: 'Veröffentlicht ab',
  validThrough: 'Gültig bis',
  salaryMin: 'Gehalt von',
  salaryMax: 'Gehalt bis',
  salaryUnit: 'Gehalt gilt',
  body: 'Text',
  tasks: 'Ihre Aufgaben',
  profile: 'Ihr Profil',
  offer: 'Was wir bieten',
  contactName: 'Name',
  contactRole: 'Funktion',
  contactPhone: 'Telefon',
  contactEmail: 'E-Mail',
} as const;
export type JobAdFormField = keyof typeof JOB_AD_LABELS;

/** How the public page states the unit of the pay („3.100–3.500 € brutto im Monat“). */
const PAY_PER: Record<SalaryUnit, string> = {
  HOUR: 'in der Stunde',
  MONTH: 'im Monat',
  YEAR: 'im Jahr',
};

/**
 * An ad's pay range as applicants read it, in German number format: cents only where an
 * amount has them (17,50–19,50 € brutto in der Stunde), one amount when both are the same.
 */
export function formatPayRange(salary: { min: number; max: number; unit: SalaryUnit }): string {
  const cents = !Number.isInteger(salary.min) || !Number.isInteger(salary.max);
  const euros = new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  });
  const amount =
    salary.min === salary.max
      ? euros.format(salary.min)
      : `${euros.format(salary.min)}–${euros.format(salary.max)}`;
  return `${amount} € brutto ${PAY_PER[salary.unit]}`;
}

/** „(m/w/d)“ and its variants as a slug ends with them: -m-w-d, -w-m-d, -m-w-x, -m-f-d, -m-w … */
const GENDER_TAIL = /(?:-[mwdfx]){2,3}$/;

/**
 * A job ad's address without the gender marker of its title: the title says „(m/w/d)“, the
 * address needs not (`lagermitarbeiter-warenannahme`, never `…-m-w-d`).
 */
export function withoutGenderTail(slug: string): string {
  const tail = GENDER_TAIL.exec(slug);
  if (!tail || tail.index === 0) return slug;
  const letters = tail[0].slice(1).split('-');
  // m with w or f, each letter once: the marker, not single letters that mean something else.
  const marker =
    letters.includes('m') &&
    (letters.includes('w') || letters.includes('f')) &&
    new Set(letters).size === letters.length;
  return marker ? slug.slice(0, tail.index) : slug;
}

/** A job ad's statuses: drafted, online, or withdrawn (its page says the post is filled). */
export const JOB_AD_STATUSES = ['draft', 'published', 'archived'] as const;
export type JobAdStatus = (typeof JOB_AD_STATUSES)[number];
export const JOB_AD_STATUS_LABELS: Record<JobAdStatus, string> = {
  draft: 'Entwurf',
  published: 'Veröffentlicht',
  archived: 'Zurückgezogen',
};

/** Response header with the job ads' content version (changes with every save). */
export const JOB_ADS_VERSION_HEADER = 'X-Jobs-Version';

/** An ad is open through its last day (`validThrough`) in Hamburg time, unless withdrawn. */
export function isOpen(job: { validThrough: string; withdrawn?: boolean }, now: Date): boolean {
  return !job.withdrawn && hamburgDay(now) <= job.validThrough;
}
