// What people watch (decision 055): one row per person, kind and target; an article by its id,
// a wiki category by its key, the news by ''.
import type { WatchKind } from '@frischkontor/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db';
import type { DB } from '../../db/schema';
import type { Recipient } from './tell';

export function createWatches(db: Kysely<DB>) {
  return {
    async watch(userId: number, kind: WatchKind, target: string) {
      await db
        .insertInto('watches')
        .values({ user_id: userId, kind, target, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'target']).doNothing())
        .execute();
    },

    async unwatch(userId: number, kind: WatchKind, target: string) {
      await db
        .deleteFrom('watches')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('target', '=', target)
        .execute();
    },

    async isWatching(userId: number, kind: WatchKind, target: string): Promise<boolean> {
      const row = await db
        .selectFrom('watches')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('target', '=', target)
        .executeTakeFirst();
      return !!row;
    },

    /** The targets of one kind the person watches. */
    async targetsOf(userId: number, kind: WatchKind): Promise<string[]> {
      const rows = await db
        .selectFrom('watches')
        .select('target')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .orderBy('id')
        .execute();
      return rows.map((r) => r.target);
    },

    /** Usable accounts watching any of `watched` (kind and target), each once. */
    async watchers(watched: [WatchKind, string][]): Promise<Recipient[]> {
      if (!watched.length) return [];
      const rows = await db
        .selectFrom('watches as w')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .select(['u.id', 'u.email', 'u.firstname', 'u.lastname', 'u.watch_mail'])
        .distinct()
        .where((eb) =>
          eb.or(
            watched.map(([kind, target]) =>
              eb.and([eb('w.kind', '=', kind), eb('w.target', '=', target)]),
            ),
          ),
        )
        .where('u.deleted_at', 'is', null)
        .where('u.blocked_at', 'is', null)
        .orderBy('u.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        name: `${r.firstname} ${r.lastname}`.trim(),
        mail: r.watch_mail === 1,
      }));
    },
  };
}

export type Watches = ReturnType<typeof createWatches>;
