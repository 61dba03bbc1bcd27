// A new account with its roles: the one place accounts are inserted by the administration, its
// CSV import and a first sign-in with the company's provider.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { randomToken } from '../security/keys';
import { searchTextOf } from './account';
import { hashPassword } from './passwords';

/** What a new account is made of (the administration's form, an import row, a provider's person). */
export interface NewAccount {
  email: string;
  password?: string;
  firstname: string;
  lastname: string;
  company: string | null;
  customer_number: string | null;
  vat_id: string | null;
  trade_licence: string | null;
  phone: string | null;
  admin_note: string | null;
  verified: boolean;
  enabled: boolean;
}

/**
 * A new account with its roles, in the caller's transaction; answers its id. Without a password
 * it gets an unusable one, and the caller sends or shows an invitation to set its own.
 */
export async function insertAccount(
  trx: Kysely<DB>,
  input: NewAccount,
  roleIds: readonly number[],
  now: string,
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      email: input.email,
      password_hash: await hashPassword(input.password ?? randomToken(32)),
      firstname: input.firstname,
      lastname: input.lastname,
      company: input.company,
      customer_number: input.customer_number,
      vat_id: input.vat_id,
      trade_licence: input.trade_licence,
      phone: input.phone,
      admin_note: input.admin_note,
      search_text: searchTextOf(input),
      email_verified_at: input.verified ? now : null,
      enabled_at: input.enabled ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (roleIds.length)
    await trx
      .insertInto('user_roles')
      .values(roleIds.map((role_id) => ({ user_id: row.id, role_id })))
      .execute();
  return row.id;
}
