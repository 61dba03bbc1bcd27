// The staff fields' rules (decision 052), for the backend's API and the sign-in app's forms: the
// same German messages wherever they are checked. A subpath of its own
// (`@frischkontor/contract/staff`): the package's root is read by browser code without zod.
import { z } from 'zod';
import { optionalLine, optionalPhone, optionalPhoneNamed } from './forms/schemas.ts';
import { ACCOUNT_SALUTATIONS, STAFF_FIELD_LABELS as LABEL, STAFF_LIMITS as MAX } from './staff.ts';

/** Frau, Herr, divers; blank, null or `none` for none. */
export const salutationInput = z
  .union([z.enum(ACCOUNT_SALUTATIONS), z.literal('none'), z.literal(''), z.null()], {
    error: `Die Anrede ist „Frau“, „Herr“, „divers“ oder keine.`,
  })
  .transform((v) => (v === 'none' || v === '' ? null : v));

/** The extension: digits only. */
export const extensionInput = optionalLine(LABEL.phone_extension, MAX.phone_extension).refine(
  (v) => v === null || /^\d+$/.test(v),
  'Die Durchwahl besteht nur aus Ziffern, z. B. 214.',
);

const TRUE = new Set<unknown>([true, 'on', 'true', '1', 1]);
const FALSE = new Set<unknown>([false, 'off', 'false', '0', 0, '', null, undefined]);

/** The consent's checkbox: `on` from a form, a boolean from JSON; left out is no. */
export const consentInput = z
  .unknown()
  .refine((v) => TRUE.has(v) || FALSE.has(v), 'Bitte ja oder nein angeben.')
  .transform((v) => TRUE.has(v));

/** What admins set of an account: every field optional (left out stays). */
export const staffAdminSchema = z.object({
  salutation: salutationInput.optional(),
  department: optionalLine(LABEL.department, MAX.department).optional(),
  job_title: optionalLine(LABEL.job_title, MAX.job_title).optional(),
  employee_number: optionalLine(LABEL.employee_number, MAX.employee_number).optional(),
  location: optionalLine(LABEL.location, MAX.location).optional(),
  phone_extension: extensionInput.optional(),
});

/** What a person sets in the own profile: every field optional (left out stays). */
export const staffOwnSchema = z.object({
  salutation: salutationInput.optional(),
  phone: optionalPhone.optional(),
  location: optionalLine(LABEL.location, MAX.location).optional(),
  phone_extension: extensionInput.optional(),
  mobile: optionalPhoneNamed(LABEL.mobile, MAX.mobile).optional(),
  directory_mobile: consentInput.optional(),
});
