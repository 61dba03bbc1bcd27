// The database in a backup: every table's rows, read in one consistent snapshot while the system
// runs, and written back into an empty installation of either dialect (decision 050). Every
// column is text or a whole number on both dialects (db/migrations/tables.ts), so rows travel as
// JSON unchanged between SQLite and PostgreSQL.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are named at run time
export type AnyKysely = Kysely<any>;
export type Row = Record<string, unknown>;

/**
 * Not in a backup: the migrations' own book-keeping (a restore writes it by migrating), sign-ins
 * in progress, counters and one-time tokens. A restore must not revive a session or a reset link.
 * Nor the scheduled jobs' leases and the backups' runs: they are this installation's processes
 * and archives (a run in progress would otherwise come back as running).
 */
export const LEFT_OUT = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'sessions',
  'rate_limits',
  'webauthn_challenges',
  'password_resets',
  'job_leases',
  'backup_runs',
]);

/** Where people's work lives: a target with rows here is not empty. */
export const CONTENT_TABLES = [
  'users',
  'wiki_articles',
  'media_items',
  'form_submissions',
  'applications',
  'newsletter_subscriptions',
  'audit_log',
] as const;

/** The installation's tables that a backup holds, sorted by name. */
export async function tablesOf(db: AnyKysely, dialect: Dialect): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows
    .map((r) => r.name)
    .filter((name) => !LEFT_OUT.has(name))
    .sort();
}

/** The last migration the installation ran. */
export async function lastMigration(db: AnyKysely): Promise<string> {
  const row = await db
    .selectFrom('kysely_migration')
    .select('name')
    .orderBy('name', 'desc')
    .limit(1)
    .executeTakeFirst();
  return String(row?.name ?? '');
}

/** A table's rows in a stable order (by id where it has one, else by every column). */
export async function rowsOf(db: AnyKysely, table: string): Promise<Row[]> {
  const rows = (await db.selectFrom(table).selectAll().execute()) as Row[];
  const key = (row: Row) => JSON.stringify(row);
  return rows.sort((a, b) =>
    typeof a.id === 'number' && typeof b.id === 'number'
      ? a.id - b.id
      : key(a).localeCompare(key(b)),
  );
}

/**
 * Reads every table in one snapshot: on PostgreSQL one read-only transaction at REPEATABLE READ
 * (every query sees the database as it was when the first began). SQLite is read from a copy
 * made by its online backup (backup.ts), which is a snapshot by itself.
 */
export async function readSnapshot<T>(
  db: AnyKysely,
  dialect: Dialect,
  read: (snapshot: AnyKysely) => Promise<T>,
): Promise<T> {
  if (dialect === 'sqlite') return read(db);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(read);
}

/** Whether people's work is already in the installation. */
export async function hasContent(db: AnyKysely): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    if (Number(row?.n ?? 0) > 0) return true;
  }
  return false;
}

/** Rows per insert: well under both dialects' limits on bound values. */
const BATCH = 100;

/**
 * Replaces the rows of the given tables with the backup's, in one transaction: all or nothing.
 * References are checked once every row is in (PostgreSQL: constraints made deferrable and
 * deferred; SQLite: checked with `foreign_key_check` before the commit), so the order of tables
 * and rows does not matter. PostgreSQL's id counters continue after the highest id restored.
 */
export async function replaceRows(
  db: AnyKysely,
  dialect: Dialect,
  tables: { name: string; rows: Row[] }[],
): Promise<void> {
  // SQLite: only outside a transaction; set back below whatever happens.
  if (dialect === 'sqlite') await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await deferReferences(trx);
      for (const { name } of tables) await trx.deleteFrom(name).execute();
      for (const { name, rows } of tables)
        for (let i = 0; i < rows.length; i += BATCH)
          await trx
            .insertInto(name)
            .values(rows.slice(i, i + BATCH))
            .execute();
      if (dialect === 'sqlite') {
        const broken = await sql<{ table: string }>`pragma foreign_key_check`.execute(trx);
        if (broken.rows.length)
          throw new Error(
            `Verweise ohne Ziel in ${[...new Set(broken.rows.map((r) => r.table))].join(', ')}`,
          );
      } else {
        for (const { name, rows } of tables)
          if (rows.some((row) => typeof row.id === 'number')) await continueIds(trx, name);
      }
    });
  } finally {
    if (dialect === 'sqlite') await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Every reference of the schema checked at the commit. DDL is part of the transaction; a
 * deferrable constraint stays INITIALLY IMMEDIATE, so the application sees no difference.
 */
async function deferReferences(trx: AnyKysely) {
  const { rows } = await sql<{ tbl: string; name: string }>`
    select conrelid::regclass::text as tbl, conname as name from pg_constraint
    where contype = 'f' and not condeferrable
      and connamespace = current_schema()::regnamespace`.execute(trx);
  for (const { tbl, name } of rows)
    await sql`alter table ${sql.raw(tbl)} alter constraint ${sql.id(name)} deferrable initially immediate`.execute(
      trx,
    );
  await sql`set constraints all deferred`.execute(trx);
}

async function continueIds(trx: AnyKysely, table: string) {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
      coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
}
