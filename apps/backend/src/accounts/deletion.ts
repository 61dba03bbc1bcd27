// Deleting an account (issue 16, decision 027): a soft delete first. The account cannot sign in
// and leaves the lists at once; its sessions, links and codes go at once; an admin can restore it
// for RESTORE_DAYS; then the purge deletes the row for good (foreign keys take the rest).
import type { Kysely } from 'kysely';
import { nowIso } from '../db';
import type { DB } from '../db/schema';
import { settleAccountNotices } from './notices';

export const RESTORE_DAYS = 30;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a deletion can be undone. */
export function restorableUntil(deletedAt: string): Date {
  return new Date(Date.parse(deletedAt) + RESTORE_DAYS * DAY_MS);
}

/**
 * Marks the account deleted and ends what it could still use; the admins' notices about it are
 * done. `by` is who deleted it (the person or an admin). Call inside a transaction.
 */
export async function softDelete(trx: Kysely<DB>, userId: number, by: number): Promise<boolean> {
  const now = nowIso();
  const marked = await trx
    .updateTable('users')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!Number(marked.numUpdatedRows)) return false;
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await trx.deleteFrom('verifications').where('user_id', '=', userId).execute();
  await settleAccountNotices(trx, userId, 'deleted', by);
  return true;
}
