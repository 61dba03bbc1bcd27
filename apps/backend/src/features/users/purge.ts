// The purge (decision 027): an account deleted more than RESTORE_DAYS ago goes for good, with
// an entry in the audit log by the system.
import type { Kysely } from 'kysely';
import { DAY_MS, RESTORE_DAYS } from '../../accounts/deletion';
import { settleAccountNotices } from '../../accounts/notices';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import { audit, type AuditActor } from '../audit';

const SYSTEM: AuditActor = { id: null, label: 'System', ip: null, userAgent: null };

/** Deletes accounts deleted more than RESTORE_DAYS ago for good; answers how many. */
export async function purgeDeletedAccounts(db: Kysely<DB>, now = new Date()): Promise<number> {
  const cutoff = nowIso(new Date(now.getTime() - RESTORE_DAYS * DAY_MS));
  const due = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'lastname', 'deleted_at'])
    .where('deleted_at', '<', cutoff)
    .execute();
  for (const user of due)
    await db.transaction().execute(async (trx) => {
      // The notices stay (their link goes with the row); a deletion nobody undid is settled now.
      await settleAccountNotices(trx, user.id, 'purged', null);
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
      await audit(
        trx,
        SYSTEM,
        'user.purged',
        { type: 'user', id: user.id, label: `${user.firstname} ${user.lastname} <${user.email}>` },
        { deleted_at: user.deleted_at },
      );
    });
  return due.length;
}
