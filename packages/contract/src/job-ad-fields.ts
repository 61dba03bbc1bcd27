// What a job ad keeps in `fields` (decision 036), checked with German messages. A subpath of
// its own (`@frischkontor/contract/job-ads`): the package's root is read by browser code, which
// must not carry zod.
import { z } from 'zod';
import { EMPLOYMENT_TYPES, SALARY_UNITS } from './job-ads.ts';

// Without a pronoun: HR reads them in the intranet ("du"), programs through the API.
const required = (label: string) => `Bitte „${label}“ ausfüllen.`;

const line = (label: string, max = 200) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `„${label}“ darf höchstens ${max} Zeichen lang sein.`);

const points = (label: string) =>
  z
    .array(line(label, 300), { error: `Bitte unter „${label}“ mindestens zwei Punkte nennen.` })
    .min(2, `Bitte unter „${label}“ mindestens zwei Punkte nennen.`)
    .max(12, `Bitte unter „${label}“ höchstens zwölf Punkte nennen.`);

const day = (label: string) =>
  z
    .string({ error: `Bitte „${label}“ als Datum angeben.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Bitte „${label}“ als Datum angeben (JJJJ-MM-TT).`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
      `Bitte „${label}“ als gültiges Datum angeben.`,
    );

const euros = (label: string) =>
  z.coerce
    .number({ error: `Bitte „${label}“ als Betrag in Euro angeben.` })
    .positive(`Bitte „${label}“ als Betrag über 0 € angeben.`)
    .max(1_000_000, `„${label}“ ist zu hoch: höchstens 1.000.000 €.`);

export const jobAdFieldsSchema = z.object({
  employmentType: z
    .array(z.enum(EMPLOYMENT_TYPES), {
      error: `Bitte mindestens eine Anstellungsart wählen: ${EMPLOYMENT_TYPES.join(', ')}.`,
    })
    .min(1, 'Bitte mindestens eine Anstellungsart wählen.'),
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
      unit: z.enum(SALARY_UNITS, {
        error: 'Bitte wählen, wofür das Gehalt gilt (Stunde, Monat, Jahr).',
      }),
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
      .pipe(z.email({ error: 'Bitte eine gültige E-Mail-Adresse angeben.' })),
  }),
});

export type JobAdFields = z.output<typeof jobAdFieldsSchema>;
