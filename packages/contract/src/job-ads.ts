// A job ad as both apps see it (issue 18, decision 036): HR writes it in the intranet, the
// backend keeps it on the wiki's engine (collection `jobs`), the careers pages show it. The
// article's own columns hold the title, the teaser (description), the field (category), the day
// it is posted from (date) and the text (body); everything else of an ad is `fields`, checked
// by `jobAdFieldsSchema` in the backend before a save and read back by the website.
import { z } from 'zod';

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

const required = (label: string) => `Bitte füllen Sie das Feld „${label}“ aus.`;

const line = (label: string, max = 200) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `Das Feld „${label}“ darf höchstens ${max} Zeichen lang sein.`);

const points = (label: string) =>
  z
    .array(line(label, 300), { error: `Bitte nennen Sie unter „${label}“ mindestens zwei Punkte.` })
    .min(2, `Bitte nennen Sie unter „${label}“ mindestens zwei Punkte.`)
    .max(12, `Bitte nennen Sie unter „${label}“ höchstens zwölf Punkte.`);

const day = (label: string) =>
  z
    .string({ error: `Bitte geben Sie „${label}“ als Datum an.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Bitte geben Sie „${label}“ als Datum an (JJJJ-MM-TT).`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
      `Bitte geben Sie „${label}“ als gültiges Datum an.`,
    );

const euros = (label: string) =>
  z.coerce
    .number({ error: `Bitte geben Sie „${label}“ als Betrag in Euro an.` })
    .positive(`Bitte geben Sie „${label}“ als Betrag über 0 € an.`)
    .max(1_000_000, `Bitte prüfen Sie „${label}“: höchstens 1.000.000 €.`);

export const jobAdFieldsSchema = z.object({
  employmentType: z
    .array(z.enum(EMPLOYMENT_TYPES), {
      error: `Bitte wählen Sie mindestens eine Anstellungsart: ${EMPLOYMENT_TYPES.join(', ')}.`,
    })
    .min(1, 'Bitte wählen Sie mindestens eine Anstellungsart.'),
  location: line('Arbeitsort', 100),
  /** Where a field job is done; without it the company's address (JobPosting `jobLocation`). */
  regions: z
    .array(
      z.object({
        locality: line('Ort', 100).optional(),
        region: line('Bundesland oder Region', 100),
      }),
    )
    .max(10)
    .optional(),
  /** The pay range in euros, gross (JobPosting `baseSalary`). */
  salary: z
    .object({
      min: euros('Gehalt von'),
      max: euros('Gehalt bis'),
      unit: z.enum(SALARY_UNITS, { error: 'Bitte wählen Sie, wofür das Gehalt gilt.' }),
    })
    .refine((s) => s.min <= s.max, {
      message: '„Gehalt bis“ darf nicht unter „Gehalt von“ liegen.',
      path: ['max'],
    })
    .optional(),
  /** The last day the ad is open (Hamburg time); afterwards it says the post is filled. */
  validThrough: day('Gültig bis'),
  startDate: line('Eintritt', 100),
  hours: line('Arbeitszeit', 200),
  offer: points('Wir bieten'),
  tasks: points('Ihre Aufgaben'),
  profile: points('Ihr Profil'),
  contact: z.object({
    name: line('Ansprechperson', 100),
    role: line('Funktion der Ansprechperson', 100),
    phone: line('Telefon', 50),
    email: z
      .string({ error: required('E-Mail der Ansprechperson') })
      .trim()
      .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' })),
  }),
});

export type JobAdFields = z.output<typeof jobAdFieldsSchema>;
