import type { Migration } from 'kysely/migration';
import type { Dialect } from '../dialect';
import { type AnyDb, notNull, withId } from './tables';

/**
 * Registration profiles and notifications (decision 019): the account remembers the profile it
 * registered with, so approval can give the profile's roles; a stored `registration_profiles`
 * setting of the old shape (no roles) gets them (the old customer profile gives `Kunde`).
 * Admins are told of registrations in the panel (`notifications`).
 */
export function accounts(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('users')
        .addColumn('registration_profile', 'varchar(40)')
        .execute();

      // In-panel notifications, one row per recipient.
      await withId(dialect, db.schema.createTable('notifications'))
        .addColumn('recipient_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('type', 'varchar(40)', notNull)
        .addColumn('subject_user_id', 'integer', (c) =>
          c.references('users.id').onDelete('set null'),
        )
        .addColumn('title', 'varchar(300)', notNull)
        .addColumn('body', 'varchar(1000)', notNull)
        .addColumn('read_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', notNull)
        .execute();
      await db.schema
        .createIndex('notifications_recipient')
        .on('notifications')
        .columns(['recipient_id', 'read_at'])
        .execute();

      // The admin role is told of registrations, as a fresh seed has it.
      const admin = (await db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'Admin')
        .executeTakeFirst()) as { id: number } | undefined;
      if (admin)
        await db
          .insertInto('role_permissions')
          .values({ role_id: admin.id, permission: 'app.notify.accounts' })
          .onConflict((oc) => oc.doNothing())
          .execute();
      const row = (await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'registration_profiles')
        .executeTakeFirst()) as { value: string } | undefined;
      if (!row) return;
      let profiles: unknown;
      try {
        profiles = JSON.parse(row.value);
      } catch {
        return;
      }
      if (!Array.isArray(profiles)) return;
      const upgraded = profiles.map((p: Record<string, unknown>) =>
        p && typeof p === 'object' && !Array.isArray(p.roles)
          ? {
              ...p,
              key: p.key === 'kunde' ? 'geschaeftskunde' : p.key,
              label: p.key === 'kunde' ? 'Geschäftskunde' : p.label,
              roles: p.key === 'kunde' ? ['Kunde'] : [],
              auto_enable: false,
            }
          : p,
      );
      await db
        .updateTable('settings')
        .set({ value: JSON.stringify(upgraded) })
        .where('key', '=', 'registration_profiles')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('notifications').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('registration_profile').execute();
    },
  };
}
