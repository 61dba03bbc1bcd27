import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * „Passwort bei der nächsten Anmeldung ändern“ (issue 33, item 2): an admin asks a person to set
 * a new password; until they do, their account may do nothing but that (decision 057).
 */
export function passwordChange(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('users')
        .addColumn('password_change_required', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('users').dropColumn('password_change_required').execute();
    },
  };
}
