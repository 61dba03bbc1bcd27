import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * The roles get the names of the company's Helium data (decision 018): `kunde` → `Kunde`,
 * `personal` → `Personal`, `admin` → `Admin`. Ids stay, so members, permissions and media rules
 * stay with their role; the grant permissions (`app.grant.kunde`, …) keep their names. A role
 * already spelt the new way is left alone (the old one then stays as an ordinary role).
 * Registration profiles stored with the old names follow.
 */
const ROLE_RENAMES: readonly [from: string, to: string][] = [
  ['kunde', 'Kunde'],
  ['personal', 'Personal'],
  ['admin', 'Admin'],
];

export function heliumRoleNames(): Migration {
  return {
    async up(db: AnyDb) {
      for (const [from, to] of ROLE_RENAMES) {
        const taken = await db
          .selectFrom('roles')
          .select('id')
          .where('name', '=', to)
          .executeTakeFirst();
        if (!taken)
          await db.updateTable('roles').set({ name: to }).where('name', '=', from).execute();
      }
    },
    async down(db: AnyDb) {
      for (const [from, to] of ROLE_RENAMES) {
        const taken = await db
          .selectFrom('roles')
          .select('id')
          .where('name', '=', from)
          .executeTakeFirst();
        if (!taken)
          await db.updateTable('roles').set({ name: from }).where('name', '=', to).execute();
      }
    },
  };
}
