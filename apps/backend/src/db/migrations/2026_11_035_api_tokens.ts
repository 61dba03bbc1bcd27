import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/**
 * Personal API tokens (issue 33, item 2; decision 058): a name, the rights it carries, an expiry;
 * only the SHA-256 of its secret is kept, and when it was last used.
 */
export function apiTokens(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('api_tokens'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('token_hash', 'varchar(64)', notNull)
        .addColumn('scopes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('expires_at', 'varchar(32)')
        .addColumn('last_used_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
      await db.schema.createIndex('api_tokens_user').on('api_tokens').column('user_id').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('api_tokens').ifExists().execute();
    },
  };
}
