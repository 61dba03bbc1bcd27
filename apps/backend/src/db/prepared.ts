// Hot paths compile their SQL once: Kysely builds and compiles a query on every call, which
// costs more than the indexed lookup itself on `GET /api/session`.
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Compiles `build(placeholder)` once; each call runs the same SQL with the one given value.
 * The query must have exactly one parameter.
 */
export function preparedLookup<Row>(
  db: Kysely<DB>,
  build: (value: never) => Compilable<Row>,
): (value: string | number) => Promise<Row[]> {
  const placeholder = '__prepared_parameter__';
  const compiled = build(placeholder as never).compile();
  if (compiled.parameters.length !== 1 || compiled.parameters[0] !== placeholder)
    throw new Error('preparedLookup: the query must have exactly one parameter');
  return async (value) =>
    (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, [value]))).rows;
}
