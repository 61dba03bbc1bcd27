// Opens the database named by the configuration: SQLite (default, one file) or PostgreSQL.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database as DatabaseConfig, PoolSettings } from '../config';
import type { Dialect } from './dialect';
import { OwnSchemaPostgresDialect } from './introspector';
import type { DB } from './schema';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The driver's own handle, for rate-limiter-flexible's database stores. */
  sqlite: BetterSqlite3.Database | null;
  pool: pg.Pool | null;
  close(): Promise<void>;
}

/**
 * Kysely prepares every statement anew; better-sqlite3 statements can be reused, so keep the
 * most recent ones. Requests repeat the same few queries, which makes them cheap.
 */
function withStatementCache(database: BetterSqlite3.Database, max = 500) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(query: string) {
      let statement = cache.get(query);
      if (statement) return statement;
      statement = database.prepare(query);
      if (cache.size >= max) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(query, statement);
      return statement;
    },
  };
}

const INT8_OID = 20;

/** What config.ts defaults DATABASE_POOL_MAX and the timeouts to, for callers without a config. */
const DEFAULT_POOL: PoolSettings = { max: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 30_000 };

export function openDatabase(config: DatabaseConfig): Database {
  if (config.dialect === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
    const sqlite = new BetterSqlite3(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<DB>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    return {
      db,
      dialect: 'sqlite',
      sqlite,
      pool: null,
      close: () => db.destroy(),
    };
  }

  const settings = config.pool ?? DEFAULT_POOL;
  const pool = new pg.Pool({
    connectionString: config.connectionString,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    // Set by the server for each connection: a runaway query ends there, not in our pool.
    ...(settings.statementTimeoutMs ? { statement_timeout: settings.statementTimeoutMs } : {}),
    // Counts and bigints arrive as numbers; none of ours comes near 2^53.
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const db = new Kysely<DB>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    sqlite: null,
    pool,
    close: () => db.destroy(),
  };
}

/** A unique constraint said no (both dialects). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** Runs `fn` in a transaction: the caller's, when `db` already is one, or a new one. */
export function inTransaction<T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}

export { migrateToLatest } from './migrations';
export type { Dialect } from './dialect';
export type { DB } from './schema';
