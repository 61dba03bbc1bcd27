// What a job ad keeps in `fields` (decision 036), checked with German messages that name each
// field as the form labels it (JOB_AD_LABELS). A draft may be incomplete; what goes online must
// be complete. A subpath of its own (`@frischkontor/contract/job-ads`): the package's root is
// read by browser code, which must not carry zod.
import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  JOB_AD_LABELS as LABEL,
  JOB_FIELDS,
  SALARY_UNITS,
  type JobAdFormField,
} from './job-ads.ts';

// Without a pronoun: HR reads them in the intranet ("du"), programs through the API.
const required = (field: JobAdFormField) => `Bitte „${LABEL[field]}“ ausfüllen.`;

const line = (field: JobAdFormField, max = 200) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, `„${LABEL[field]}“ darf höchstens ${max} Zeichen lang sein.`);

const points = (field: JobAdFormField, min: number) => {
  const tooFew = `Bitte unter „${LABEL[field]}“ mindestens zwei Punkte nennen.`;
  return z
    .array(line(field, 300), { error: tooFew })
    .min(min, tooFew)
    .max(12, `Bitte unter „${LABEL[field]}“ höchstens zwölf Punkte nennen.`);
};

const day = (field: JobAdFormField) =>
  z
    .string({ error: `Bitte „${LABEL[field]}“ als Datum angeben.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Bitte „${LABEL[field]}“ als Datum angeben (JJJJ-MM-TT).`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
      `Bitte „${LABEL[field]}“ als gültiges Datum angeben.`,
    );

const euros = (field: JobAdFormField) =>
  z.coerce
    .number({ error: `Bitte „${LABEL[field]}“ als Betrag in Euro angeben.` })
    .positive(`Bitte „${LABEL[field]}“ als Betrag über 0 € angeben.`)
    .max(1_000_000, `„${LABEL[field]}“ ist zu hoch: höchstens 1.000.000 €.`);

const employmentTypes = (min: number) =>
  z
    .array(z.enum(EMPLOYMENT_TYPES), {
      error: `Bitte mindestens eine ${LABEL.employmentType} wählen: ${EMPLOYMENT_TYPES.join(', ')}.`,
    })
    .min(min, `Bitte mindestens eine ${LABEL.employmentType} wählen.`);

/** Where a field job is done; without it the company's address (JobPosting `jobLocation`). */
const regions = z
  .array(
    z.object({
      locality: line('regions', 100).optional(),
      region: line('regions', 100),
    }),
  )
  .max(10, `Bitte unter „${LABEL.regions}“ höchstens zehn Gebiete nennen.`)
  .optional();

const payOrder = {
  message: `„${LABEL.salaryMax}“ darf nicht unter „${LABEL.salaryMin}“ liegen.`,
  path: ['max'],
};
const salaryUnit = z.enum(SALARY_UNITS, {
  error: 'Bitte wählen, wofür das Gehalt gilt (Stunde, Monat, Jahr).',
});

/** The fields of an ad that goes online: every one HR must fill in, each checked. */
export const jobAdFieldsSchema = z.object({
  employmentType: employmentTypes(1),
  location: line('location', 100),
  regions,
  /** The pay range in euros, gross (JobPosting `baseSalary`); optional. */
  salary: z
    .object({ min: euros('salaryMin'), max: euros('salaryMax'), unit: salaryUnit })
    .refine((s) => s.min <= s.max, payOrder)
    .optional(),
  /** The last day the ad is open (Hamburg time); afterwards it says the post is filled. */
  validThrough: day('validThrough'),
  startDate: line('startDate', 100),
  hours: line('hours', 200),
  offer: points('offer', 2),
  tasks: points('tasks', 2),
  profile: points('profile', 2),
  // A missing contact is four missing fields, each named where the form shows it.
  contact: z.preprocess(
    (value) => value ?? {},
    z.object({
      name: line('contactName', 100),
      role: line('contactRole', 100),
      phone: line('contactPhone', 50),
      email: z
        .string({ error: required('contactEmail') })
        .trim()
        .pipe(z.email({ error: 'Bitte eine gültige E-Mail-Adresse angeben.' })),
    }),
  ),
});

export type JobAdFields = z.output<typeof jobAdFieldsSchema>;

/** Blank text counts as not given: a draft keeps only what HR wrote. */
const blankToAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const mayBeBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToAbsent, schema.optional());

/**
 * The fields of a draft: any may be missing (a title alone is a draft), what is given is checked
 * as for an ad that goes online, so nothing wrong waits for the day it is published.
 */
export const jobAdDraftFieldsSchema = z.object({
  employmentType: employmentTypes(0).optional(),
  location: mayBeBlank(line('location', 100)),
  regions,
  salary: z
    .object({
      min: mayBeBlank(euros('salaryMin')),
      max: mayBeBlank(euros('salaryMax')),
      unit: salaryUnit,
    })
    .refine((s) => s.min === undefined || s.max === undefined || s.min <= s.max, payOrder)
    .optional(),
  validThrough: mayBeBlank(day('validThrough')),
  startDate: mayBeBlank(line('startDate', 100)),
  hours: mayBeBlank(line('hours', 200)),
  offer: points('offer', 0).optional(),
  tasks: points('tasks', 0).optional(),
  profile: points('profile', 0).optional(),
  contact: z
    .object({
      name: mayBeBlank(line('contactName', 100)),
      role: mayBeBlank(line('contactRole', 100)),
      phone: mayBeBlank(line('contactPhone', 50)),
      email: mayBeBlank(
        z
          .string()
          .trim()
          .pipe(z.email({ error: 'Bitte eine gültige E-Mail-Adresse angeben.' })),
      ),
    })
    .optional(),
});

/**
 * Everything an ad needs before it goes online: the article's own columns (teaser, field,
 * posted day, text) and complete `fields`. The title is required of every save.
 */
export const jobAdCompleteSchema = z.object({
  description: line('description', 500),
  category: z.enum(JOB_FIELDS, { error: `Bitte „${LABEL.category}“ wählen.` }),
  date: day('date'),
  body: z
    .string({ error: required('body') })
    .trim()
    .min(1, required('body')),
  fields: jobAdFieldsSchema,
});
