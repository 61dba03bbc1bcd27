// PostgreSQL test schemas are dropped once the whole run is over, not by each file as it ends:
// Kysely's migrator reads every schema of the database (its introspector), and a schema another
// file dropped in the middle of that read fails it with „schema … does not exist“ (CI 2026-11-30,
// more often with more workers). The files note their schemas in one list; this drops them.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'backend-test-schemas-'));
  const list = join(dir, 'schemas.txt');
  // Set before the workers start, so each of them inherits it.
  process.env.TEST_SCHEMA_LIST = list;
  return async () => {
    const admin = process.env.TEST_DATABASE_URL;
    if (admin && existsSync(list)) {
      const schemas = [...new Set(readFileSync(list, 'utf8').split('\n').filter(Boolean))];
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      for (const schema of schemas)
        if (/^t_[0-9a-f]{12}$/.test(schema))
          await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
