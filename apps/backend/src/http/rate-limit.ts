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
  /** Password confirmations of a signed-in user (password change). */
  login: { points: 5, duration: 60 },
  /** Failed sign-ins per address and account: tight; a success resets it (decision 010). */
  loginFailed: { points: 5, duration: 15 * 60 },
  /** Failed sign-ins per address over all accounts: generous, so an office is never locked out. */
  loginFailedIp: { points: 100, duration: 15 * 60 },
  /** Failed sign-ins per account from anywhere: counted for a growing delay, never a lock-out. */
  loginFailedAccount: { points: 1_000_000, duration: 60 * 60 },
  register: { points: 5, duration: 60 * 60 },
  forgotPassword: { points: 5, duration: 15 * 60 },
  /** Per e-mail address, whoever asks: at most three reset mails an hour reach one inbox. */
  forgotPasswordEmail: { points: 3, duration: 60 * 60 },
  resetPassword: { points: 10, duration: 15 * 60 },
  /** Per session (so per account and session): the real user's other session stays free. */
  twoFactor: { points: 5, duration: 5 * 60 },
  /** Failed second factors per account from any session: a growing delay, never a lock-out. */
  twoFactorAccount: { points: 1_000_000, duration: 60 * 60 },
  verificationMail: { points: 3, duration: 10 * 60 },
  /** Passkey ceremonies started per address (each stores a challenge for five minutes; the login page starts one). */
  passkeyOptions: { points: 60, duration: 60 },
  contactForm: { points: 5, duration: 10 * 60 },
  applicationForm: { points: 5, duration: 60 * 60 },
  /** Opening and using the withdrawal link of an application. */
  applicationWithdraw: { points: 20, duration: 15 * 60 },
  /** Answers and error reports a person sends about wiki articles (each may send mail). */
  wikiFeedback: { points: 30, duration: 60 * 60 },
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
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }

  function tooMany(msBeforeNext: number): HttpError {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new HttpError(
      429,
      `Zu viele Versuche. Bitte in ${waitText(seconds)} erneut versuchen.`,
      { retry_after: seconds },
      { 'Retry-After': String(seconds) },
    );
  }

  /** Throws 429 when the failures counted under a key have used up its limit; counts nothing. */
  async function check(name: LimitName, key: string): Promise<void> {
    const l = limiter(name);
    const res = await l.get(key.slice(0, 200));
    if (res && res.consumedPoints >= l.points) throw tooMany(res.msBeforeNext);
  }

  /** Counts one failure (never throws for the limit; `check` refuses the next attempt). */
  async function fail(name: LimitName, key: string): Promise<void> {
    await limiter(name).penalty(key.slice(0, 200), 1);
  }

  /** How many failures are counted under a key now. */
  async function failures(name: LimitName, key: string): Promise<number> {
    return (await limiter(name).get(key.slice(0, 200)))?.consumedPoints ?? 0;
  }

  /** Forgets the attempts for a key (after a successful login). */
  async function reset(name: LimitName, key: string): Promise<void> {
    await limiter(name).delete(key.slice(0, 200));
  }

  return { hit, reset, check, fail, failures };
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? 'einer Sekunde' : `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'einer Minute' : `${minutes} Minuten`;
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * The slowdown for one account after `failures` failed attempts from anywhere: nothing for the
 * first five, then 0.5 s doubling up to 30 s. It slows a guesser down and locks nobody out.
 */
export function slowdownMs(failures: number): number {
  if (failures < 6) return 0;
  return Math.min(30_000, 500 * 2 ** (failures - 6));
}
