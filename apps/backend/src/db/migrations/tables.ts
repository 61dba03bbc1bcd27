// What the migrations share to write tables the same way on both dialects. Shipped migrations
// use these: a change here changes them, so add a new helper instead.
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema of their day, not today's types
export type AnyDb = Kysely<any>;

/** An integer primary key the database counts up: `serial` on PostgreSQL, autoincrement on SQLite. */
export function withId<T extends string>(
  dialect: Dialect,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
