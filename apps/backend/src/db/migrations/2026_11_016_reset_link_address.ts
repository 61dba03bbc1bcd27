import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { AnyDb } from './tables';

/**
 * A reset or invitation link belongs to the address it was sent to (issue 27): a link mailed to
 * a mistyped address must not work once the address is corrected. Pending links keep working for
 * the address the account has now.
 */
export function resetLinkAddress(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('password_resets').addColumn('email', 'varchar(255)').execute();
      await sql`update password_resets set email = (
        select users.email from users where users.id = password_resets.user_id)`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('password_resets').dropColumn('email').execute();
    },
  };
}
