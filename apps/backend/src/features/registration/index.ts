// Registration profiles: what the form asks per profile, and the roles an approval gives.
import {
  BUSINESS_PROOF_LABELS,
  normalizeVatId,
  vatIdProblem,
  type AccountRegistration,
  type RegistrationProfile,
} from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { optionalText, required } from '../../http/validation';
import { FIELD_LABELS, OPTIONAL_FIELDS } from './profiles';

export * from './profiles';

export const BUSINESS_PROOF_MISSING =
  'Bitte geben Sie Ihre USt-IdNr. oder einen Gewerbenachweis an.';

/** The USt-IdNr. as typed, normalized (`DE123456789`); blank becomes null. */
export function vatIdInput() {
  return optionalText(BUSINESS_PROOF_LABELS.vat_id, 40)
    .transform((v) => (v === null ? null : normalizeVatId(v)))
    .superRefine((v, ctx) => {
      const problem = v === null ? null : vatIdProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** The Gewerbenachweis: a register entry or the trade registration, in a few words. */
export function tradeLicenceInput() {
  return optionalText(BUSINESS_PROOF_LABELS.trade_licence, 200).refine(
    (v) => v === null || v.length >= 5,
    'Bitte nennen Sie den Gewerbenachweis genauer, z. B. „HRB 12345, Amtsgericht Hamburg“.',
  );
}

interface ProfileFields {
  company: string | null;
  customer_number: string | null;
  vat_id: string | null;
  trade_licence: string | null;
}

/** The account's inputs of a profile field (`business_proof` has two). */
const INPUTS: Record<(typeof OPTIONAL_FIELDS)[number], (keyof ProfileFields)[]> = {
  company: ['company'],
  customer_number: ['customer_number'],
  business_proof: ['vat_id', 'trade_licence'],
};

/**
 * The profile's rules over the parsed form: a field it does not ask is dropped, a field it
 * requires must be filled (422 with a German message on that field); of `business_proof`,
 * either input is enough.
 */
export function applyProfile<T extends ProfileFields>(profile: RegistrationProfile, input: T): T {
  const out = { ...input };
  const errors: Record<string, string[]> = {};
  for (const field of OPTIONAL_FIELDS) {
    const inputs = INPUTS[field];
    if (!profile.fields.includes(field)) for (const name of inputs) out[name] = null;
    else if (profile.required.includes(field) && inputs.every((name) => !out[name]))
      errors[field] = [
        field === 'business_proof' ? BUSINESS_PROOF_MISSING : required(FIELD_LABELS[field]),
      ];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
}

/** What the admin panel shows of how an account registered; null for accounts an admin made. */
export function registrationView(
  profiles: RegistrationProfile[],
  key: string | null,
): AccountRegistration | null {
  if (!key) return null;
  const profile = profiles.find((p) => p.key === key);
  return {
    profile: key,
    label: profile?.label ?? null,
    fields: profile?.fields ?? [],
    roles: profile?.roles ?? [],
  };
}

/** The roles the profile names that exist (by exact name), as rows. */
export async function profileRoles(db: Kysely<DB>, profile: RegistrationProfile | undefined) {
  if (!profile?.roles.length) return [];
  return db.selectFrom('roles').select(['id', 'name']).where('name', 'in', profile.roles).execute();
}

/** Adds the profile's roles to the account; roles it already holds stay as they are. */
export async function grantProfileRoles(
  db: Kysely<DB>,
  userId: number,
  profile: RegistrationProfile | undefined,
): Promise<string[]> {
  const roles = await profileRoles(db, profile);
  if (!roles.length) return [];
  const held = new Set(
    (
      await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute()
    ).map((r) => r.role_id),
  );
  const missing = roles.filter((r) => !held.has(r.id));
  if (missing.length)
    await db
      .insertInto('user_roles')
      .values(missing.map((r) => ({ user_id: userId, role_id: r.id })))
      .execute();
  return missing.map((r) => r.name);
}
