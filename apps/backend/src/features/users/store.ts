// The user administration's SQL: the list's query, what only the admin panel shows of an
// account, its sessions and passkeys, the roles of listed accounts.
import { isAdmin, type User } from '@frischkontor/contract';
import { sql, type Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/schema';
import { likePattern } from '../../text/fold';
import { deviceSessionOf } from '../account';
import type { ListFilters } from './schema';

/** What only the admin panel shows of an account. */
export type AdminExtras = Pick<UserRow, 'admin_note' | 'deleted_at' | 'last_login_at'>;

export async function extrasOf(db: Kysely<DB>, id: number): Promise<AdminExtras> {
  const row = await db
    .selectFrom('users')
    .select(['admin_note', 'deleted_at', 'last_login_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? { admin_note: null, deleted_at: null, last_login_at: null };
}

export async function sessionRows(db: Kysely<DB>, userId: number) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_activity'])
    .where('user_id', '=', userId)
    .orderBy('last_activity', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, view: deviceSessionOf(row) }));
}

export async function passkeyCount(db: Kysely<DB>, userId: number): Promise<number> {
  const passkeys = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(passkeys.n);
}

/** The list's accounts for the filters, the (folded) search and the order. */
export function listQuery(db: Kysely<DB>, actor: User, filters: ListFilters, search: string) {
  let base = db.selectFrom('users');
  if (search) {
    const pattern = likePattern(search);
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`search_text like ${pattern} escape '\\'`,
        ...(isAdmin(actor)
          ? [sql<boolean>`email like ${likePattern(search.replace(/ /g, ''))} escape '\\'`]
          : []),
      ]),
    );
  }
  // Deleted accounts only under their own filter.
  base =
    filters.state === 'deleted'
      ? base.where('deleted_at', 'is not', null)
      : base.where('deleted_at', 'is', null);
  switch (filters.state) {
    case 'blocked':
      base = base.where('blocked_at', 'is not', null);
      break;
    case 'unverified':
      base = base.where('blocked_at', 'is', null).where('email_verified_at', 'is', null);
      break;
    case 'pending':
      base = base
        .where('blocked_at', 'is', null)
        .where('email_verified_at', 'is not', null)
        .where('enabled_at', 'is', null);
      break;
    case 'active':
      base = base
        .where('blocked_at', 'is', null)
        .where('email_verified_at', 'is not', null)
        .where('enabled_at', 'is not', null);
      break;
  }
  if (filters.role) {
    const roleId = filters.role;
    base = base.where('id', 'in', (eb) =>
      eb.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId),
    );
  }
  // Sorting by e-mail is for those who see the addresses.
  const sort =
    filters.sort?.replace('-', '') === 'email' && !isAdmin(actor) ? undefined : filters.sort;
  const direction = sort?.startsWith('-') ? 'desc' : 'asc';
  const rows = () => {
    let ordered = base.selectAll();
    switch (sort?.replace('-', '')) {
      case 'company':
        // Without a company last, whichever the direction (SQLite and PostgreSQL agree).
        ordered = ordered
          .orderBy(sql`case when company is null then 1 else 0 end`)
          .orderBy(sql`lower(company)`, direction);
        break;
      case 'email':
        ordered = ordered.orderBy('email', direction);
        break;
      case 'created_at':
        ordered = ordered.orderBy('created_at', direction);
        break;
    }
    return ordered
      .orderBy(sql`lower(lastname)`, sort === '-name' ? 'desc' : 'asc')
      .orderBy(sql`lower(firstname)`, sort === '-name' ? 'desc' : 'asc')
      .orderBy('id');
  };
  return { base, rows };
}

/** The roles (with their permissions) of the listed accounts. */
export async function roleGrantsOf(db: Kysely<DB>, rows: UserRow[]) {
  return rows.length
    ? await db
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
        .select([
          'ur.user_id',
          'r.id as role_id',
          'r.name as role_name',
          'r.requires_two_factor',
          'rp.permission',
        ])
        .where(
          'ur.user_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
}
