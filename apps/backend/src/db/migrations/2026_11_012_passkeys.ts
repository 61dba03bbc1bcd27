import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/**
 * Passkeys (issue 16, item 7; decision 032): WebAuthn credentials per account, and the
 * challenges of running ceremonies (short-lived, single use, in the database so that every
 * process knows them). A role may require two-factor sign-in (item 4).
 */
export function passkeys(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('passkeys'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', notNull)
        .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('transports', 'varchar(200)', (c) => c.notNull().defaultTo('[]'))
        .addColumn('device_type', 'varchar(20)', notNull)
        .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('aaguid', 'varchar(36)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('last_used_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

      await withId(dialect, db.schema.createTable('webauthn_challenges'))
        .addColumn('challenge', 'varchar(128)', (c) => c.notNull().unique())
        .addColumn('purpose', 'varchar(20)', notNull)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('session_id', 'varchar(64)')
        .addColumn('expires_at', 'varchar(32)', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('webauthn_challenges_expires')
        .on('webauthn_challenges')
        .column('expires_at')
        .execute();

      await db.schema
        .alterTable('roles')
        .addColumn('requires_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('roles').dropColumn('requires_two_factor').execute();
      await db.schema.dropTable('webauthn_challenges').ifExists().execute();
      await db.schema.dropTable('passkeys').ifExists().execute();
    },
  };
}
