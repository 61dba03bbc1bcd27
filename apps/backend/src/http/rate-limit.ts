// Rate limits with counters in the database (never only in process memory), so every process
// behind a load balancer counts the same attempts.
import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import {
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { HttpError } from './errors';

export const LIMITS = {
  /** Per IP and login name. */
  login: { points: 5, duration: 60 },
  /** Per IP, over all login names. */
  loginIp: { points: 30, duration: 10 * 60 },
  register: { points: 5, duration: 60 * 60 },
  forgotPassword: { points: 5, duration: 15 * 60 },
  resetPassword: { points: 10, duration: 15 * 60 },
  /** Per account: a stolen password must not buy unlimited guesses at the second factor. */
  twoFactor: { points: 5, duration: 5 * 60 },
  verificationMail: { points: 3, duration: 10 * 60 },
  contactForm: { points: 5, duration: 10 * 60 },
  applicationForm: { points: 5, duration: 60 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

export interface RateLimitStore {
  sqlite: BetterSqlite3.Database | null;
  pool: pg.Pool | null;
}

export function createRateLimits(store: RateLimitStore, factor = 1) {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const [name, { points, duration }] of Object.entries(LIMITS) as [
    LimitName,
    { points: number; duration: number },
  ][]) {
    const common = {
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: name,
      points: Math.max(1, Math.round(points * factor)),
      duration,
    };
    const limiter = store.sqlite
      ? new RateLimiterSQLite({ ...common, storeClient: store.sqlite, storeType: 'better-sqlite3' })
      : new RateLimiterPostgres({ ...common, storeClient: store.pool });
    limiters.set(name, limiter);
  }

  function limiter(name: LimitName): RateLimiterAbstract {
    const found = limiters.get(name);
    if (!found) throw new Error(`Unbekanntes Limit ${name}`);
    return found;
  }

  /** Counts one attempt; throws 429 with Retry-After once the limit is used up. */
  async function hit(name: LimitName, key: string): Promise<void> {
    try {
      await limiter(name).consume(key.slice(0, 200));
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new HttpError(
          429,
          `Zu viele Versuche. Bitte versuchen Sie es in ${waitText(seconds)} erneut.`,
          { retry_after: seconds },
          { 'Retry-After': String(seconds) },
        );
      }
      throw error;
    }
  }

  /** Forgets the attempts for a key (after a successful login). */
  async function reset(name: LimitName, key: string): Promise<void> {
    await limiter(name).delete(key.slice(0, 200));
  }

  return { hit, reset };
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? 'einer Sekunde' : `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'einer Minute' : `${minutes} Minuten`;
}

export type RateLimits = ReturnType<typeof createRateLimits>;
