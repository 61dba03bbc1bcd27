// An account as the API shows it (contract `AccountUser`), built here from its row and roles.
import {
  ACCOUNT_SALUTATIONS,
  type AccountSalutation,
  type AccountUser,
  type Role,
} from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema';
import { searchForms } from '../text/fold';

export interface RoleGrant {
  role_id: number;
  role_name: string;
  requires_two_factor: number;
  permission: string | null;
}

export function toAccountUser(row: UserRow, grants: readonly RoleGrant[]): AccountUser {
  const roles = new Map<number, Role>();
  const permissions = new Set<string>();
  for (const grant of grants) {
    roles.set(grant.role_id, { id: grant.role_id, name: grant.role_name });
    if (grant.permission) permissions.add(grant.permission);
  }
  return {
    id: row.id,
    email: row.email,
    name: `${row.firstname} ${row.lastname}`.trim(),
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    customer_number: row.customer_number,
    vat_id: row.vat_id ?? null,
    trade_licence: row.trade_licence ?? null,
    phone: row.phone ?? null,
    salutation: salutationOf(row.salutation),
    department: row.department ?? null,
    job_title: row.job_title ?? null,
    employee_number: row.employee_number ?? null,
    location: row.location ?? null,
    phone_extension: row.phone_extension ?? null,
    mobile: row.mobile ?? null,
    directory_mobile: row.directory_mobile === 1,
    avatar: null,
    email_verified_at: row.email_verified_at,
    enabled_at: row.enabled_at,
    blocked_at: row.blocked_at,
    blocked_reason: row.blocked_reason,
    permissions: [...permissions].sort(),
    roles: [...roles.values()].sort((a, b) => String(a.name).localeCompare(String(b.name))),
    tfa_enabled: !!row.tfa_enabled_at,
    tfa_required: grants.some((g) => g.requires_two_factor === 1),
    password_change_required: row.password_change_required === 1,
    registration_profile: row.registration_profile ?? null,
    created_at: row.created_at,
  };
}

/** A stored salutation, or null for none (and anything else). */
export function salutationOf(value: string | null | undefined): AccountSalutation | null {
  return (ACCOUNT_SALUTATIONS as readonly string[]).includes(value ?? '')
    ? (value as AccountSalutation)
    : null;
}

export function roleGrantsQuery(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .select(['r.id as role_id', 'r.name as role_name', 'r.requires_two_factor', 'rp.permission'])
    .where('ur.user_id', '=', userId);
}

export async function loadAccount(db: Kysely<DB>, userId: number): Promise<AccountUser | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return null;
  const grants = await roleGrantsQuery(db, userId).execute();
  return toAccountUser(row, grants);
}

/** Names, company and customer number, folded; e-mail addresses are searched separately. */
export function searchTextOf(fields: {
  firstname: string;
  lastname: string;
  company?: string | null;
  customer_number?: string | null;
}): string {
  return searchForms(
    [fields.firstname, fields.lastname, fields.company ?? '', fields.customer_number ?? '']
      .join(' ')
      .trim(),
  );
}
