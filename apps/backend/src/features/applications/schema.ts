// What HR's tool accepts: the list's filters, changes, notes, templates, and the applicant mails'
// drafts and sending.
import {
  APPLICATION_MAIL_TEMPLATE_TITLES,
  APPLICATION_MAIL_TEMPLATES,
  APPLICATION_SORTS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  NO_OWNER,
  STATUS_MAIL_TEMPLATES,
  type ApplicantMailSend,
  type ApplicationNote,
  type ApplicationTemplateUpdate,
  type ApplicationUpdate,
} from '@frischkontor/contract';
import { z } from 'zod';
import { longText, optionalText, requestSchema, searchText, text } from '../../http/validation';

/** The list's filters (`job`, `status`, `owner`, `search`) and order (`sort`). */
export const listFiltersSchema = z.object({
  job: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'Diese Stelle gibt es nicht.')
    .optional(),
  status: z.enum(APPLICATION_STATUSES, { error: 'Diesen Status gibt es nicht.' }).optional(),
  owner: z
    .union([z.literal(NO_OWNER), z.coerce.number().int().positive()], {
      error: `Zuständig ist eine Kontonummer oder „${NO_OWNER}“ (niemand).`,
    })
    .optional(),
  search: searchText,
  sort: z
    .enum(APPLICATION_SORTS, {
      error: `Sortieren geht nach ${APPLICATION_SORTS.filter((s) => !s.startsWith('-')).join(', ')} (mit - absteigend).`,
    })
    .optional(),
});
export type ApplicationFilters = z.output<typeof listFiltersSchema>;

export const templateUpdateSchema = requestSchema<ApplicationTemplateUpdate>()(
  z.object({ subject: text('Betreff', 200), body: longText('Text', 5000) }),
);

export const updateSchema = requestSchema<ApplicationUpdate>()(
  z.object({
    status: z
      .enum(APPLICATION_STATUSES, { error: 'Bitte wählen Sie einen Status aus der Liste.' })
      .optional(),
    owner_id: z
      .union([z.number().int().positive(), z.null()], {
        error: 'Bitte wählen Sie eine zuständige Person aus der Liste.',
      })
      .optional(),
  }),
);

export const noteSchema = requestSchema<ApplicationNote>()(
  z.object({ text: longText('Notiz', 5000) }),
);

const TEMPLATE_ERROR = 'Diese Vorlage gibt es nicht.';
const templateKey = z.enum(APPLICATION_MAIL_TEMPLATES, { error: TEMPLATE_ERROR });

const DATE_ERROR = 'Dieses Datum gibt es nicht.';
const emptyIsNone = (value: unknown) => (value === '' ? undefined : value);

/** What HR enters for an appointment: the day and time arrive as the date and time fields send them. */
export const draftQuerySchema = z.object({
  template: templateKey,
  datum: z.preprocess(
    emptyIsNone,
    z
      .string({ error: DATE_ERROR })
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && calendarDay(v) !== null, DATE_ERROR)
      .optional(),
  ),
  uhrzeit: z.preprocess(
    emptyIsNone,
    z
      .string({ error: 'Bitte geben Sie die Uhrzeit als SS:MM an, z. B. 10:30.' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Bitte geben Sie die Uhrzeit als SS:MM an, z. B. 10:30.')
      .optional(),
  ),
  ort: optionalText('Ort', 200),
});
export type DraftQuery = z.output<typeof draftQuerySchema>;

export function calendarDay(value: string): Date | null {
  const day = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? null : day;
}

const STATUS_ERROR = 'Eine E-Mail setzt nur Zusage oder Absage.';

export const sendSchema = requestSchema<ApplicantMailSend>()(
  z
    .object({
      template: templateKey,
      status: z.enum(STATUS_MAIL_TEMPLATES, { error: STATUS_ERROR }).nullish(),
      // A subject is one line: a line break typed into it becomes a space.
      subject: text('Betreff', 200).transform((v) => v.replace(/\s*[\r\n]+\s*/g, ' ')),
      body: longText('Text', 5000),
      confirm_contradiction: z
        .boolean({ error: 'Die Bestätigung muss ja (true) oder nein (false) sein.' })
        .optional(),
    })
    .superRefine((input, ctx) => {
      if (input.status && input.status !== input.template)
        ctx.addIssue({
          code: 'custom',
          path: ['status'],
          message: `Zur ${APPLICATION_STATUS_LABELS[input.status]} gehört die Vorlage „${APPLICATION_MAIL_TEMPLATE_TITLES[input.status]}“.`,
        });
    }),
);
export type SendInput = z.output<typeof sendSchema>;
