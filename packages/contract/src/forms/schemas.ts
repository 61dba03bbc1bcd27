// One zod definition per public form, used by the website's actions and the backend's intake.
// The website checks first and shows the messages at the fields; the API checks again with the
// same rules and answers 422 with the same German messages for any other client.
import { z } from 'zod';
import {
  CONTACT_TOPICS,
  FORM_FIELD_LABELS as LABEL,
  FORM_LIMITS as MAX,
  NEW_CUSTOMER_TOPIC,
  SALUTATIONS,
} from './fields.ts';
import { NEWSLETTER_CONSENT_TEXTS, type NewsletterConsentVersion } from '../newsletter.ts';

const CONTROL = /[\u0000-\u001f\u007f]/g;
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const tooLong = (label: string, max: number) =>
  `Das Feld „${label}“ darf höchstens ${max.toLocaleString('de-DE')} Zeichen lang sein.`;

/** Text as typed, trimmed and without control characters; missing and null become ''. */
function typed(label: string, lines = false) {
  return z
    .union([z.string(), z.null()], { error: `Das Feld „${label}“ muss Text enthalten.` })
    .optional()
    .transform((v) => (v ?? '').replace(lines ? CONTROL_BUT_LINE_BREAKS : CONTROL, '').trim());
}

function required(
  label: string,
  max: number,
  missing: string,
  { min = 1, lines = false }: { min?: number; lines?: boolean } = {},
) {
  return typed(label, lines).pipe(
    z.string().min(1, missing).min(min, missing).max(max, tooLong(label, max)),
  );
}

/** Blank becomes null. */
function optional(label: string, max: number, lines = false) {
  return typed(label, lines)
    .pipe(z.string().max(max, tooLong(label, max)))
    .transform((v) => (v === '' ? null : v));
}

const email = typed(LABEL.email)
  .pipe(
    z
      .string()
      .min(1, 'Bitte geben Sie Ihre E-Mail-Adresse an.')
      .max(MAX.email, 'Diese E-Mail-Adresse ist zu lang.')
      .pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@firma.de.')),
  )
  .transform((v) => v.toLowerCase());

const PHONE = /^[+()\d\s/-]*$/;
const PHONE_CHARACTERS = 'Bitte nur Ziffern, Leerzeichen und + ( ) / - verwenden.';
const PHONE_SHORT = 'Bitte geben Sie die vollständige Telefonnummer an.';

const phone = required(
  LABEL.phone,
  MAX.phone,
  'Bitte geben Sie eine Telefonnummer an, unter der wir Sie erreichen.',
)
  .refine((v) => PHONE.test(v), PHONE_CHARACTERS)
  .refine((v) => v.replace(/\D/g, '').length >= 5, PHONE_SHORT);

/** A phone number under its own label that may be left blank (null): the mobile number too. */
export const optionalPhoneNamed = (label: string, max: number = MAX.phone) =>
  optional(label, max)
    .refine((v) => v === null || PHONE.test(v), PHONE_CHARACTERS)
    .refine((v) => v === null || v.replace(/\D/g, '').length >= 5, PHONE_SHORT);

/** A phone number that may be left blank (null); the admin panel's user form uses it too. */
export const optionalPhone = optionalPhoneNamed(LABEL.phone);

/** Text that may be left blank (null), trimmed, without control characters, at most `max` long. */
export const optionalLine = (label: string, max: number) => optional(label, max);

const TRUE = new Set<unknown>([true, 'on', 'true', '1', 1]);

/** A ticked checkbox: `on` from a form, `true` from JSON. */
const consent = (message: string) =>
  z
    .unknown()
    .refine((v) => TRUE.has(v), { message })
    .transform(() => true as const);

const today = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A calendar day as `<input type="date">` sends it, not before yesterday (time zones). */
const startDate = typed(LABEL.start_date).pipe(
  z
    .string()
    .min(1, 'Bitte wählen Sie ein Datum.')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte wählen Sie ein Datum (JJJJ-MM-TT).')
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    }, 'Bitte wählen Sie ein gültiges Datum.')
    .refine((v) => v >= today(), 'Das Datum liegt in der Vergangenheit.'),
);

export const contactSchema = z
  .object({
    salutation: typed(LABEL.salutation)
      .pipe(z.enum(['', ...SALUTATIONS], { error: 'Bitte wählen Sie eine Anrede aus der Liste.' }))
      .transform((v) => (v === '' ? null : v)),
    name: required(LABEL.name, MAX.name, 'Bitte geben Sie Ihren Namen an.', { min: 2 }),
    company: required(
      LABEL.company,
      MAX.company,
      'Bitte geben Sie Ihre Firma oder Ihren Betrieb an.',
    ),
    email,
    phone: optionalPhone,
    topic: z.enum(CONTACT_TOPICS, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'Bitte wählen Sie ein Thema.'
          : `Bitte wählen Sie eines der Themen: ${CONTACT_TOPICS.join(', ')}.`,
    }),
    message: required(LABEL.message, MAX.message, 'Bitte schreiben Sie uns Ihr Anliegen.', {
      lines: true,
    }).refine((v) => v.length >= 10, 'Bitte beschreiben Sie Ihr Anliegen in ein paar Worten.'),
    privacy: consent('Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu.'),
  })
  .refine((v) => v.topic !== NEW_CUSTOMER_TOPIC || !!v.phone, {
    path: ['phone'],
    message: 'Bitte geben Sie Ihre Telefonnummer an, damit wir Sie zurückrufen können.',
    // Said with the other fields' messages, not after they are fixed.
    when: (payload) =>
      !payload.issues.some((i) => i.path?.[0] === 'topic' || i.path?.[0] === 'phone'),
  });
export type ContactSubmission = z.output<typeof contactSchema>;

/** What the applicant fills in: the job ad's form and the unsolicited application. */
export const applicationSchema = z.object({
  name: required(LABEL.name, MAX.name, 'Bitte geben Sie Ihren Namen an.', { min: 2 }),
  email,
  phone,
  start_date: startDate,
  // Optional: the ads promise that a cover letter is welcome but not required.
  message: optional(LABEL.message, MAX.message, true),
  privacy: consent('Bitte stimmen Sie der Verarbeitung Ihrer Bewerbung zu.'),
  /** Optional consent to be kept longer, for later openings (decision 030). */
  talent_pool: z
    .unknown()
    .optional()
    .transform((v) => TRUE.has(v)),
});

/**
 * What the website posts to the API: the applicant's fields and the job they apply for. The
 * backend takes only a published ad's slug (or the unsolicited application's) and stores the
 * ad's own title; `job_title` is what the page showed.
 */
export const applicationSubmissionSchema = applicationSchema.extend({
  job_slug: required(LABEL.job_slug, MAX.job_slug, 'Bitte geben Sie die Stelle an.').refine(
    (v) => /^[a-z0-9][a-z0-9-]*$/.test(v),
    'Die Stelle ist ungültig.',
  ),
  job_title: required(LABEL.job_title, MAX.job_title, 'Bitte geben Sie die Stelle an.'),
});
export type ApplicationSubmission = z.output<typeof applicationSubmissionSchema>;

/**
 * The newsletter sign-up (decision 043): the address and the consent to the text of
 * `consent_version`, which must be one the website showed. The public site and the profile
 * post it alike.
 */
export const newsletterSignupSchema = z.object({
  email,
  consent: consent('Bitte bestätigen Sie, dass Sie den Newsletter erhalten möchten.'),
  consent_version: z.enum(Object.keys(NEWSLETTER_CONSENT_TEXTS) as [NewsletterConsentVersion], {
    error: 'Dieser Einwilligungstext ist nicht mehr gültig. Bitte laden Sie die Seite neu.',
  }),
});
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;

/** A link's token from a newsletter mail (confirmation or unsubscribe). */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ error: 'Der Link ist unvollständig.' })
    .trim()
    .min(20, 'Der Link ist unvollständig.')
    .max(200, 'Der Link ist ungültig.')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Der Link ist ungültig.'),
});
