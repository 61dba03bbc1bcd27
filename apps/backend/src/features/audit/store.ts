// The log's SQL: writing an entry, the retention, and reading entries by filter and order, a
// page at a time or (for the export) in batches one after another.
import {
  AUDIT_ACTION_CODES,
  auditActionLabel,
  DEFAULT_AUDIT_SORT,
  type AuditEntry,
  type AuditSort,
  type AuditTargetType,
} from '@frischkontor/contract';
import { sql, type Insertable, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { deviceOf } from '../../accounts/device';
import type { DB } from '../../db/schema';
import { foldText, likePattern } from '../../text/fold';
import type { AuditFilters } from './schema';

export async function insertEntry(trx: Kysely<DB>, row: Insertable<DB['audit_log']>) {
  await trx.insertInto('audit_log').values(row).execute();
}

/** Deletes entries older than `days`; answers how many went. */
export async function purgeAuditLog(db: Kysely<DB>, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const result = await db
    .deleteFrom('audit_log')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The entries the filters let through (not yet ordered). */
export function filteredEntries(db: Kysely<DB>, filters: AuditFilters) {
  let base = db.selectFrom('audit_log');
  if (filters.action)
    base = filters.action.includes('.')
      ? base.where('action', '=', filters.action)
      : base.where('action', 'like', `${filters.action}.%`);
  if (filters.user) {
    const id = filters.user;
    base = base.where((eb) =>
      eb.or([
        eb('actor_id', '=', id),
        eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', String(id))]),
      ]),
    );
  }
  const search = foldText(filters.search ?? '');
  if (search) base = base.where(sql<boolean>`search_text like ${likePattern(search)} escape '\\'`);
  // Days are taken as UTC days, as the stored times are.
  if (filters.from) base = base.where('created_at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) base = base.where('created_at', '<', `${filters.to}T99`);
  return base;
}

export type FilteredEntries = ReturnType<typeof filteredEntries>;

// An action sorts by its German label, the same in both databases: the codes' rank in label order.
const ACTION_RANK = sql<number>`case action ${sql.join(
  [...AUDIT_ACTION_CODES]
    .sort((a, b) => auditActionLabel(a).localeCompare(auditActionLabel(b), 'de'))
    .map((code, rank) => sql`when ${sql.lit(code)} then ${sql.lit(rank)}`),
  sql` `,
)} else ${sql.lit(AUDIT_ACTION_CODES.length)} end`;

const SORT_KEYS: Record<string, RawBuilder<string | number>> = {
  created_at: sql<string>`created_at`,
  action: ACTION_RANK,
  // Nobody signed in („Nicht angemeldet“) comes first A–Z.
  actor: sql<string>`lower(coalesce(actor_label, ''))`,
};

/**
 * An order as SQL: its key, then the id (newest first among equal actions or people; with the
 * time, the same direction as the time), so every entry has one place and batches never overlap.
 */
function orderOf(sort: AuditSort = DEFAULT_AUDIT_SORT) {
  const descending = sort.startsWith('-');
  const by = sort.replace('-', '');
  return {
    key: SORT_KEYS[by]!,
    direction: descending ? ('desc' as const) : ('asc' as const),
    idDirection: by === 'created_at' && !descending ? ('asc' as const) : ('desc' as const),
  };
}

/** One page of entries in the asked order. */
export async function entryPage(
  base: FilteredEntries,
  sort: AuditSort | undefined,
  page: { page: number; size: number },
): Promise<AuditEntry[]> {
  const order = orderOf(sort);
  const rows = await base
    .selectAll()
    .orderBy(order.key, order.direction)
    .orderBy('id', order.idDirection)
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return rows.map(auditEntryOf);
}

/** The newest entry's id: what an export covers, so entries written meanwhile stay out. */
export async function lastEntryId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Every entry up to `lastId` in the asked order, read in batches after the last one seen (by
 * its key and id, not by an offset), so a long log never sits in memory whole.
 */
export async function* entriesInOrder(
  base: FilteredEntries,
  sort: AuditSort | undefined,
  lastId: number,
  batch = 500,
): AsyncGenerator<AuditEntry> {
  const { key, direction, idDirection } = orderOf(sort);
  const beyond = direction === 'desc' ? '<' : '>';
  const beyondId = idDirection === 'desc' ? '<' : '>';
  let after: { key: string | number; id: number } | undefined;
  for (;;) {
    const from = after;
    const rows = await base
      .where('id', '<=', lastId)
      .$if(from !== undefined, (q) =>
        q.where((eb) =>
          eb.or([
            eb(key, beyond, from!.key),
            eb.and([eb(key, '=', from!.key), eb('id', beyondId, from!.id)]),
          ]),
        ),
      )
      .selectAll()
      .select(key.as('sort_key'))
      .orderBy(key, direction)
      .orderBy('id', idDirection)
      .limit(batch)
      .execute();
    for (const row of rows) yield auditEntryOf(row);
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { key: last.sort_key, id: last.id };
  }
}

/** An entry as the log's reader gets it: details parsed, the user agent for people. */
function auditEntryOf(row: Selectable<DB['audit_log']>): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor_id: row.actor_id,
    actor_label: row.actor_label,
    target_type: row.target_type as AuditTargetType | null,
    target_id: row.target_id,
    target_label: row.target_label,
    details: JSON.parse(row.details) as Record<string, unknown>,
    ip: row.ip,
    user_agent: row.user_agent,
    device: row.user_agent ? deviceOf(row.user_agent).label : null,
    search_text: row.search_text,
    created_at: row.created_at,
  };
}
