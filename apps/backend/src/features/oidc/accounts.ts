// Who a person from the provider is here (decision 060): an account linked before; an account
// with the same e-mail, which the person must prove once (password) before it is linked; a new
// account for the company's own domains; otherwise nobody.
import type { Kysely } from 'kysely';
import type { IDToken } from 'openid-client';
import type { DB } from '../../db/schema';
import { isUniqueViolation, nowIso } from '../../db';
import type { OidcConfig } from '../../oidc-config';
import { audit, userTarget, type AuditActor } from '../audit';
import { insertAccount } from '../../accounts/create';

/** The person as the provider's ID token names them. */
export interface ProviderPerson {
  issuer: string;
  subject: string;
  /** Lower case; null when the provider gave none, or one it says is not verified. */
  email: string | null;
  firstname: string;
  lastname: string;
  groups: string[];
  /** The provider asked for more than one factor (`amr` with „mfa“, RFC 8176). */
  mfa: boolean;
}

/**
 * The e-mail address the provider vouches for: `email` with `email_verified: true`, or with Entra
 * ID's `xms_edov` (the domain's owner verified it). Never `preferred_username` or an address the
 * provider does not vouch for: a person may set those themselves (nOAuth).
 */
function vouchedEmail(claims: IDToken): string | null {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!/^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) return null;
  return claims.email_verified === true || claims.xms_edov === true ? email : null;
}

export function personOf(claims: IDToken): ProviderPerson {
  const text = (value: unknown, max = 100) =>
    typeof value === 'string' ? value.trim().slice(0, max) : '';
  const name = text(claims.name, 200);
  const amr = Array.isArray(claims.amr) ? claims.amr.map(String) : [];
  const groups = Array.isArray(claims.groups) ? claims.groups.map(String).slice(0, 500) : [];
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: vouchedEmail(claims),
    firstname: (text(claims.given_name) || name.split(' ')[0] || '').slice(0, 100),
    lastname: (text(claims.family_name) || name.split(' ').slice(1).join(' ') || '').slice(0, 100),
    groups,
    // Only „mfa“ says there was more than one factor: a lone „otp“ may be a code by mail.
    mfa: amr.includes('mfa'),
  };
}

export type Resolution =
  | { kind: 'account'; userId: number }
  /** An account with this e-mail exists and is not linked: the person proves it first. */
  | { kind: 'prove'; email: string }
  | { kind: 'refused'; reason: 'no-email' | 'no-account' | 'deleted' | 'unverified' };

async function roleIds(db: Kysely<DB>, names: readonly string[]): Promise<number[]> {
  if (!names.length) return [];
  const rows = await db
    .selectFrom('roles')
    .select('id')
    .where('name', 'in', [...names])
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The roles the provider's groups give, kept in step at each sign-in through the provider: a
 * group's role is added, and taken away again when the person has left the group. Only roles a
 * group gave are taken (`oidc_group_roles`); one the account held before, an admin's, stays. With
 * no groups configured nothing changes.
 */
async function syncGroupRoles(
  db: Kysely<DB>,
  config: OidcConfig,
  account: { id: number; email: string },
  groups: string[],
  actor: AuditActor,
) {
  if (!config.groupRoles.size) return;
  const wanted = await roleIds(
    db,
    groups.flatMap((g) => config.groupRoles.get(g) ?? []),
  );
  await db.transaction().execute(async (trx) => {
    const held = new Set(
      (
        await trx
          .selectFrom('user_roles')
          .select('role_id')
          .where('user_id', '=', account.id)
          .execute()
      ).map((r) => r.role_id),
    );
    const given = (
      await trx
        .selectFrom('oidc_group_roles')
        .select('role_id')
        .where('user_id', '=', account.id)
        .execute()
    ).map((r) => r.role_id);
    const added = wanted.filter((id) => !held.has(id));
    // A group's role an admin took away while the person stayed in the group is given again; the
    // group is already noted as its giver.
    const newlyGiven = added.filter((id) => !given.includes(id));
    const left = given.filter((id) => !wanted.includes(id));
    const removed = left.filter((id) => held.has(id));
    if (added.length)
      await trx
        .insertInto('user_roles')
        .values(added.map((role_id) => ({ user_id: account.id, role_id })))
        .execute();
    if (newlyGiven.length) {
      const now = nowIso();
      await trx
        .insertInto('oidc_group_roles')
        .values(newlyGiven.map((role_id) => ({ user_id: account.id, role_id, created_at: now })))
        .execute();
    }
    if (left.length) {
      await trx
        .deleteFrom('user_roles')
        .where('user_id', '=', account.id)
        .where('role_id', 'in', left)
        .execute();
      await trx
        .deleteFrom('oidc_group_roles')
        .where('user_id', '=', account.id)
        .where('role_id', 'in', left)
        .execute();
    }
    if (added.length || removed.length)
      await audit(trx, actor, 'user.roles_from_groups', userTarget(account), {
        added: await roleNames(trx, added),
        removed: await roleNames(trx, removed),
      });
  });
}

async function roleNames(db: Kysely<DB>, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('roles').select('name').where('id', 'in', ids).execute();
  return rows.map((r) => r.name).sort();
}

export async function resolvePerson(
  db: Kysely<DB>,
  config: OidcConfig,
  person: ProviderPerson,
  actor: AuditActor,
): Promise<Resolution> {
  const linked = await db
    .selectFrom('oidc_identities')
    .innerJoin('users', 'users.id', 'oidc_identities.user_id')
    .select(['users.id', 'users.email', 'users.deleted_at'])
    .where('oidc_identities.issuer', '=', person.issuer)
    .where('oidc_identities.subject', '=', person.subject)
    .executeTakeFirst();
  if (linked) {
    if (linked.deleted_at) return { kind: 'refused', reason: 'deleted' };
    await db
      .updateTable('oidc_identities')
      .set({ last_used_at: nowIso() })
      .where('issuer', '=', person.issuer)
      .where('subject', '=', person.subject)
      .execute();
    await syncGroupRoles(db, config, linked, person.groups, actor);
    return { kind: 'account', userId: linked.id };
  }
  if (!person.email) return { kind: 'refused', reason: 'no-email' };
  const existing = await db
    .selectFrom('users')
    .select(['id', 'deleted_at', 'email_verified_at'])
    .where('email', '=', person.email)
    .executeTakeFirst();
  if (existing?.deleted_at) return { kind: 'refused', reason: 'deleted' };
  // An account whose address nobody confirmed may be someone else's claim to it: not linked.
  if (existing && !existing.email_verified_at) return { kind: 'refused', reason: 'unverified' };
  if (existing) return { kind: 'prove', email: person.email };
  const domain = person.email.slice(person.email.lastIndexOf('@') + 1);
  if (!config.allowedDomains.includes(domain)) return { kind: 'refused', reason: 'no-account' };

  const email = person.email;
  const userId = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const id = await insertAccount(
      trx,
      {
        email,
        firstname: person.firstname || email.slice(0, email.indexOf('@')),
        lastname: person.lastname || '–',
        company: null,
        customer_number: null,
        vat_id: null,
        trade_licence: null,
        phone: null,
        admin_note: null,
        verified: true,
        enabled: true,
      },
      await roleIds(trx, [config.defaultRole]),
      now,
    );
    await trx
      .insertInto('oidc_identities')
      .values({
        user_id: id,
        issuer: person.issuer,
        subject: person.subject,
        email,
        created_at: now,
        last_used_at: now,
      })
      .execute();
    await audit(
      trx,
      actor,
      'account.oidc_created',
      userTarget({ id, email, firstname: person.firstname, lastname: person.lastname }),
      {
        issuer: person.issuer,
      },
    );
    return id;
  });
  await syncGroupRoles(db, config, { id: userId, email }, person.groups, actor);
  return { kind: 'account', userId };
}

/**
 * Links the provider's person to the account that just proved itself with its password, when the
 * e-mail is the account's (the link waited in the browser since the provider's sign-in).
 */
export async function linkProven(
  db: Kysely<DB>,
  account: { id: number; email: string; firstname: string; lastname: string },
  link: { issuer: string; subject: string; email: string },
  actor: AuditActor,
  /** What else the link writes, in its transaction (the mail to the holder). */
  alongside: (trx: Kysely<DB>) => Promise<void>,
): Promise<boolean> {
  if (link.email !== account.email.toLowerCase()) return false;
  const taken = await db
    .selectFrom('oidc_identities')
    .select('id')
    .where('issuer', '=', link.issuer)
    .where('subject', '=', link.subject)
    .executeTakeFirst();
  if (taken) return false;
  const made = db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .insertInto('oidc_identities')
      .values({
        user_id: account.id,
        issuer: link.issuer,
        subject: link.subject,
        email: link.email,
        created_at: now,
        last_used_at: null,
      })
      .execute();
    await audit(trx, actor, 'account.oidc_linked', userTarget(account), { issuer: link.issuer });
    await alongside(trx);
  });
  try {
    await made;
  } catch (error) {
    // The same link made by a request beside this one.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
