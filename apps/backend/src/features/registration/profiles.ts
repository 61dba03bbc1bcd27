// Registration profiles as Helium has them (decision 019): who registers as what, which fields
// the form asks, which roles the account gets when it is approved, and whether approval is
// automatic. Stored under the domain setting `registration_profiles`, edited by admins.
import {
  NEW_CUSTOMER,
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_FIELDS,
  ROLES,
  type PublicRegistrationProfile,
  type RegistrationField,
  type RegistrationProfile,
} from '@frischkontor/contract';
import { z } from 'zod';

/** Asked of every profile. */
export const BASE_FIELDS = ['firstname', 'lastname', 'email'] as const;
/** Asked where a profile says so, required or not (`business_proof`: USt-IdNr. or Gewerbenachweis). */
export const OPTIONAL_FIELDS = REGISTRATION_FIELDS;
export type OptionalField = RegistrationField;

export const FIELD_LABELS: Record<OptionalField, string> = REGISTRATION_FIELD_LABELS;

const FIELD_NAMES = [...BASE_FIELDS, ...OPTIONAL_FIELDS] as const;

export const DEFAULT_PROFILES: RegistrationProfile[] = [
  {
    key: NEW_CUSTOMER.profileKey,
    label: NEW_CUSTOMER.profileLabel,
    fields: [...BASE_FIELDS, 'company', 'customer_number', 'business_proof'],
    required: [...BASE_FIELDS, 'company', 'business_proof'],
    roles: [ROLES.kunde],
    auto_enable: false,
  },
  {
    key: 'mitarbeiter',
    label: 'Mitarbeiter/in',
    fields: [...BASE_FIELDS],
    required: [...BASE_FIELDS],
    roles: [ROLES.personal],
    auto_enable: false,
  },
];

const fieldName = z.enum(FIELD_NAMES, { error: 'Dieses Feld gibt es nicht.' });

export const profileSchema = z
  .object({
    key: z
      .string({ error: 'Bitte geben Sie einen Schlüssel an.' })
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9-]{0,39}$/,
        'Der Schlüssel besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (höchstens 40).',
      ),
    label: z
      .string({ error: 'Bitte geben Sie eine Bezeichnung an.' })
      .trim()
      .min(1, 'Bitte geben Sie eine Bezeichnung an.')
      .max(80, 'Die Bezeichnung darf höchstens 80 Zeichen lang sein.'),
    fields: z.array(fieldName).max(FIELD_NAMES.length),
    required: z.array(fieldName).max(FIELD_NAMES.length),
    roles: z
      .array(z.string().trim().min(1).max(100), {
        error: 'Bitte geben Sie eine Liste von Rollen an.',
      })
      .max(20),
    auto_enable: z.boolean({ error: 'Bitte geben Sie an, ob die Freischaltung automatisch ist.' }),
  })
  .transform((p) => {
    // The base fields are always asked and required; a required field is asked.
    const fields = FIELD_NAMES.filter(
      (f) =>
        (BASE_FIELDS as readonly string[]).includes(f) ||
        p.fields.includes(f) ||
        p.required.includes(f),
    );
    const required = FIELD_NAMES.filter(
      (f) => (BASE_FIELDS as readonly string[]).includes(f) || p.required.includes(f),
    );
    return { ...p, fields, required, roles: [...new Set(p.roles)] };
  });

export const profilesSchema = z
  .array(profileSchema, { error: 'Bitte geben Sie eine Liste von Profilen an.' })
  .min(1, 'Mindestens ein Profil ist nötig.')
  .max(20, 'Höchstens 20 Profile.')
  .superRefine((profiles, ctx) => {
    const seen = new Set<string>();
    profiles.forEach((p, i) => {
      if (seen.has(p.key))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'key'],
          message: `Der Schlüssel „${p.key}“ kommt mehrfach vor.`,
        });
      seen.add(p.key);
    });
  });

/**
 * The stored value as profiles; entries that do not parse are dropped, and if none is left the
 * defaults apply (a broken setting must not close the registration).
 */
export function readProfiles(value: unknown): RegistrationProfile[] {
  if (!Array.isArray(value)) return DEFAULT_PROFILES;
  const profiles = value.flatMap((entry) => {
    const parsed = profileSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return profiles.length ? profiles : DEFAULT_PROFILES;
}

/** What the public sees: no roles (nobody outside needs to learn the role names). */
export function publicProfiles(profiles: RegistrationProfile[]): PublicRegistrationProfile[] {
  return profiles.map(({ key, label, fields, required, auto_enable }) => ({
    key,
    label,
    fields,
    required,
    auto_enable,
  }));
}
