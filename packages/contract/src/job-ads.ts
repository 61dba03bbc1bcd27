// A job ad as both apps see it (issue 18, decision 036): HR writes it in the intranet, the
// backend keeps it on the wiki's engine (collection `jobs`), the careers pages show it. The
// article's own columns hold the title, the teaser (description), the field (category), the day
// it is posted from (date) and the text (body); everything else of an ad is `fields`, checked
// by `jobAdFieldsSchema` (`@frischkontor/contract/job-ads`, with zod, so no browser bundle
// carries it) in the backend before a save and read back by the website.
export const EMPLOYMENT_TYPES = [
  'Vollzeit',
  'Teilzeit',
  'Ausbildung',
  'Minijob',
  'Befristet',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The fields an ad belongs to (its category); the careers page filters by them. */
export const JOB_FIELDS = [
  'Einkauf',
  'Lager & Logistik',
  'Technik & Service',
  'Vertrieb',
  'Verwaltung',
] as const;
export type JobField = (typeof JOB_FIELDS)[number];

export const SALARY_UNITS = ['HOUR', 'MONTH', 'YEAR'] as const;
export const SALARY_UNIT_LABELS: Record<(typeof SALARY_UNITS)[number], string> = {
  HOUR: 'pro Stunde',
  MONTH: 'pro Monat',
  YEAR: 'pro Jahr',
};

/** A job ad's statuses: drafted, online, or withdrawn (its page says the post is filled). */
export const JOB_AD_STATUSES = ['draft', 'published', 'archived'] as const;
export type JobAdStatus = (typeof JOB_AD_STATUSES)[number];
export const JOB_AD_STATUS_LABELS: Record<JobAdStatus, string> = {
  draft: 'Entwurf',
  published: 'Veröffentlicht',
  archived: 'Zurückgezogen',
};

/** Response header with the job ads' content version (changes with every save). */
export const JOBS_VERSION_HEADER = 'X-Jobs-Version';
