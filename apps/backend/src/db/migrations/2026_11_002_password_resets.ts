import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/**
 * Password-reset links of their own: several may be pending at once (a request by someone else
 * does not void the holder's link), and a used link is remembered so its page can say so.
 */
export function passwordResets(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('password_resets'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', notNull)
        .addColumn('used_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('password_resets_user')
        .on('password_resets')
        .column('user_id')
        .execute();
      await sql`insert into password_resets (user_id, token_hash, expires_at, created_at)
        select user_id, token_hash, expires_at, created_at from verifications
        where type = 'password-reset'`.execute(db);
      await db.deleteFrom('verifications').where('type', '=', 'password-reset').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('password_resets').ifExists().execute();
    },
  };
}
