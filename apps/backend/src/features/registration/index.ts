// Registration profiles: what the form asks per profile, and the roles an approval gives.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { required } from '../../http/validation';
import { FIELD_LABELS, OPTIONAL_FIELDS, type RegistrationProfile } from './profiles';

export * from './profiles';

/**
 * The profile's rules over the parsed form: a field it does not ask is dropped, a field it
 * requires must be filled (422 with a German message on that field).
 */
export function applyProfile<T extends { company: string | null; customer_number: string | null }>(
  profile: RegistrationProfile,
  input: T,
): T {
  const out = { ...input };
  const errors: Record<string, string[]> = {};
  for (const field of OPTIONAL_FIELDS) {
    if (!profile.fields.includes(field)) out[field] = null;
    else if (profile.required.includes(field) && !out[field])
      errors[field] = [required(FIELD_LABELS[field])];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
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
