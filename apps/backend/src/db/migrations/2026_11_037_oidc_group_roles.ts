import type { Migration } from 'kysely/migration';
import { type AnyDb, notNull } from './tables';

/**
 * The roles an account holds because a group at the company's provider gave them (decision
 * 060): taken away again when the person leaves the group. Roles an admin gave are not here.
 */
export function oidcGroupRoles(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('oidc_group_roles')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('role_id', 'integer', (c) =>
          c.notNull().references('roles.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'varchar(32)', notNull)
        .addPrimaryKeyConstraint('oidc_group_roles_pk', ['user_id', 'role_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('oidc_group_roles').ifExists().execute();
    },
  };
}
