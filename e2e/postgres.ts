// A PostgreSQL schema of its own for a spec that starts backends on PostgreSQL
// (TEST_DATABASE_URL, as .ci/run sets it), so specs running side by side never meet.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const DATABASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestSchema {
  /** DATABASE_URL for the backend: its connections use the schema. */
  url: string;
  query<R extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

async function query<R extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values?: unknown[],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty schema. */
export async function freshSchema(): Promise<TestSchema> {
  const schema = `e2e_${randomBytes(5).toString('hex')}`;
  await query(DATABASE, `create schema ${schema}`);
  const url = new URL(DATABASE);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    query: (sql, values) => query(url.toString(), sql, values),
    drop: async () => void (await query(DATABASE, `drop schema if exists ${schema} cascade`)),
  };
}
