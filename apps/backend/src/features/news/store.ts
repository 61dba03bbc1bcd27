// A person's read marks of news items (decision 051): one row per person and item, written when
// the person opens the item or marks all as read; gone with the account or the item.
import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';

export function createNewsReads(db: Kysely<DB>) {
  /** The ids of these items the person has read. */
  async function readOf(userId: number, articleIds: readonly number[]): Promise<Set<number>> {
    if (!articleIds.length) return new Set();
    const rows = await db
      .selectFrom('news_reads')
      .select('article_id')
      .where('user_id', '=', userId)
      .where('article_id', 'in', [...articleIds])
      .execute();
    return new Set(rows.map((r) => r.article_id));
  }

  /** Marks the items read; those read before keep their first time. */
  async function markRead(userId: number, articleIds: readonly number[], at = nowIso()) {
    const done = await readOf(userId, articleIds);
    const rows = [...new Set(articleIds)]
      .filter((id) => !done.has(id))
      .map((article_id) => ({ user_id: userId, article_id, at }));
    if (!rows.length) return;
    await db
      .insertInto('news_reads')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'article_id']).doNothing())
      .execute();
  }

  return { readOf, markRead };
}

export type NewsReads = ReturnType<typeof createNewsReads>;
