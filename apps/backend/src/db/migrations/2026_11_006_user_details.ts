import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * What an admin keeps about a person beside the registration's fields (issue 16): a phone
 * number and an internal note the person never sees.
 */
export function userDetails(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('phone', 'varchar(40)').execute();
      await db.schema.alterTable('users').addColumn('admin_note', 'varchar(2000)').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('users').dropColumn('admin_note').execute();
      await db.schema.alterTable('users').dropColumn('phone').execute();
    },
  };
}
