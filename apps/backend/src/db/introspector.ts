// What the migrations' bookkeeping asks of a PostgreSQL database: its schemas and the tables of
// the connection's own schema (`search_path`). Kysely's own introspector reads every column of
// every schema of the database, with functions per table (`has_schema_privilege`,
// `pg_get_serial_sequence`): slow on a shared database, and it fails when another installation or
// test in the same database drops a schema or a table during that read („schema … does not
// exist“, „relation … does not exist“; CI 2026-11-30). The migrator only asks whether its tables
// exist, so names suffice.
import { PostgresDialect, sql, type DatabaseIntrospector, type Kysely } from 'kysely';

function currentSchemaIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
  return {
    async getSchemas() {
      const { rows } = await sql<{ name: string }>`
        select schema_name as name from information_schema.schemata`.execute(db);
      return rows;
    },
    async getTables() {
      const { rows } = await sql<{ name: string; schema: string; type: string }>`
        select table_name as name, table_schema as schema, table_type as type
        from information_schema.tables where table_schema = current_schema()`.execute(db);
      return rows.map((row) => ({
        name: row.name,
        schema: row.schema,
        isView: row.type === 'VIEW',
        isForeign: row.type === 'FOREIGN',
        columns: [],
      }));
    },
  };
}

/** PostgreSQL as Kysely speaks it, with the introspector above. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return currentSchemaIntrospector(db);
  }
}
