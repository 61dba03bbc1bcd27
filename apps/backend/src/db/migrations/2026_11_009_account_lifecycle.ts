import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * Deleted accounts can be restored for 30 days, and admins see the last sign-in (issue 16):
 * `deleted_at` marks a deleted account until the purge removes the row.
 */
export function accountLifecycle(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('deleted_at', 'varchar(32)').execute();
      await db.schema.alterTable('users').addColumn('last_login_at', 'varchar(32)').execute();
      await db.schema.createIndex('users_deleted').on('users').column('deleted_at').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('users_deleted').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('last_login_at').execute();
      await db.schema.alterTable('users').dropColumn('deleted_at').execute();
    },
  };
}
