// Scheduled jobs run once across all processes (decision 048). Every process keeps its own
// timer; at each tick a job asks for its lease, and only the process that gets it runs the
// round. The lease is a row (`job_leases`: name, holder, until when) taken in one atomic
// statement on both dialects: free when it ran out, or when its holder asks again. It is kept
// until it runs out, so the other processes skip the round whatever their timers say, and a
// crashed holder's lease simply runs out. On PostgreSQL the round itself also runs under a
// transaction-scoped advisory lock: a round that outlasts its lease never overlaps the next,
// and a dead connection gives the lock back by itself.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './dialect';
import type { DB } from './schema';

export interface Leases {
  /** Who this process is in `job_leases.holder`: host, pid and a random tail. */
  readonly holder: string;
  /**
   * Runs `job` if this process gets the lease `name` for `ttlMs`; `false` when another holds
   * it (the round is skipped here).
   */
  runExclusive(name: string, ttlMs: number, job: () => Promise<unknown>): Promise<boolean>;
}

export function createLeases(
  db: Kysely<DB>,
  dialect: Dialect,
  options: { holder?: string; now?: () => Date } = {},
): Leases {
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const now = options.now ?? (() => new Date());

  async function take(name: string, ttlMs: number): Promise<boolean> {
    const at = now();
    const result = await db
      .insertInto('job_leases')
      .values({ name, holder, expires_at: new Date(at.getTime() + ttlMs).toISOString() })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet((eb) => ({
            holder: eb.ref('excluded.holder'),
            expires_at: eb.ref('excluded.expires_at'),
          }))
          .where((eb) =>
            eb.or([
              eb('job_leases.expires_at', '<=', at.toISOString()),
              eb('job_leases.holder', '=', holder),
            ]),
          ),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  return {
    holder,
    async runExclusive(name, ttlMs, job) {
      if (!(await take(name, ttlMs))) return false;
      if (dialect === 'sqlite') {
        await job();
        return true;
      }
      // The job uses the pool's other connections; this one only holds the lock.
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ got: boolean }>`
          select pg_try_advisory_xact_lock(hashtext(${`job:${name}`})) as got
        `.execute(trx);
        if (!rows[0]?.got) return false;
        await job();
        return true;
      });
    },
  };
}
