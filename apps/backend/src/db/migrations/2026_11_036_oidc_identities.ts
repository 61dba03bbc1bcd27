import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/**
 * Sign-in with an OpenID provider (issue 33, item 1; decision 060): which account a provider's
 * person (issuer and subject) is, linked once the person proved the account, and when it last
 * signed in so.
 */
export function oidcIdentities(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(dialect, db.schema.createTable('oidc_identities'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('issuer', 'varchar(500)', notNull)
        .addColumn('subject', 'varchar(255)', notNull)
        .addColumn('email', 'varchar(255)', notNull)
        .addColumn('created_at', 'varchar(32)', notNull)
        .addColumn('last_used_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('oidc_identities_subject')
        .on('oidc_identities')
        .columns(['issuer', 'subject'])
        .unique()
        .execute();
      await db.schema
        .createIndex('oidc_identities_user')
        .on('oidc_identities')
        .column('user_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('oidc_identities').ifExists().execute();
    },
  };
}
