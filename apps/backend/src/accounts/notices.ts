// The admins' notifications about an account are news until someone acts on the account
// (decision 041): approves, blocks, unblocks, deletes or restores it, or the purge removes it.
// Then they are done for every recipient, whoever acted. Call inside the action's transaction.
import type { NoticeOutcome } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../db';
import type { DB } from '../db/schema';

/** Marks the open notifications about `userId` done by `outcome`; `by` is who acted, if anyone. */
export async function settleAccountNotices(
  trx: Kysely<DB>,
  userId: number,
  outcome: NoticeOutcome,
  by: number | null,
): Promise<void> {
  await trx
    .updateTable('notifications')
    .set({ done_at: nowIso(), done_action: outcome, done_by: by })
    .where('subject_user_id', '=', userId)
    .where('done_at', 'is', null)
    .execute();
}
