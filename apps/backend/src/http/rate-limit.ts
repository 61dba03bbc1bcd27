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
  /** Sign-ins per address and account: tight; a success gives them back (decision 010). */
  loginFailed: { points: 5, duration: 15 * 60 },
  /**
   * Failed sign-ins per address over all accounts, counted before the verdict and given back on
   * success: beyond it, made-up addresses and wrong passwords are refused alike, for minutes;
   * a real account's correct password never is (decision 010).
   */
  loginFailedIp: { points: 100, duration: 5 * 60 },
  /** Sign-ins per account from anywhere: counted for a growing delay, never a lock-out. */
  loginFailedAccount: { points: 1_000_000, duration: 60 * 60 },
  register: { points: 5, duration: 60 * 60 },
  forgotPassword: { points: 5, duration: 15 * 60 },
  /** Per e-mail address, whoever asks: at most three reset mails an hour reach one inbox. */
  forgotPasswordEmail: { points: 3, duration: 60 * 60 },
  resetPassword: { points: 10, duration: 15 * 60 },
  /** Per session (so per account and session): the real user's other session stays free. */
  twoFactor: { points: 5, duration: 5 * 60 },
  /**
   * Second factors per account over all sessions and sign-ins, but the owner's known browser:
   * a password holder cannot guess faster by opening sessions (decision 010).
   */
  twoFactorAccount: { points: 10, duration: 15 * 60 },
  verificationMail: { points: 3, duration: 10 * 60 },
  /** Passkey ceremonies started per address (each stores a challenge for five minutes; the login page starts one). */
  passkeyOptions: { points: 60, duration: 60 },
  /**
   * Sign-ins started and answers received from the company's provider per address (decision
   * 060): an office behind one address signs in at 8 o'clock; a flood of forged answers stops.
   */
  oidc: { points: 120, duration: 5 * 60 },
  contactForm: { points: 5, duration: 10 * 60 },
  applicationForm: { points: 5, duration: 60 * 60 },
  /** Opening and using the withdrawal link of an application. */
  applicationWithdraw: { points: 20, duration: 15 * 60 },
  /** Newsletter sign-ups per address (each may send a confirmation mail; decision 043). */
  newsletterSignup: { points: 5, duration: 10 * 60 },
  /** Opening and using the links of newsletter mails (confirm, unsubscribe, one-click). */
  newsletterLink: { points: 30, duration: 15 * 60 },
  /** Answers and error reports a person sends about wiki articles (each may send mail). */
  wikiFeedback: { points: 30, duration: 60 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

export interface RateLimitStore {
  sqlite: BetterSqlite3.Database | null;
  pool: pg.Pool | null;
}

export function createRateLimits(
  store: RateLimitStore,
  factor = 1,
  /** Told of every refusal (the metrics' counter, decision 048). */
  onRefused: (name: LimitName) => void = () => {},
) {
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

  /**
   * Counts one attempt before its verdict, atomically in the database, so parallel requests
   * cannot all pass a check made before any of them was counted; throws 429 with Retry-After
   * once the limit is used up. Answers how many attempts the key holds now, this one included.
   * A success gives them back with `reset`.
   */
  async function hit(name: LimitName, key: string): Promise<number> {
    try {
      return (await limiter(name).consume(key.slice(0, 200))).consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(name, error.msBeforeNext);
      throw error;
    }
  }

  function tooMany(name: LimitName, msBeforeNext: number): HttpError {
    onRefused(name);
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new HttpError(
      429,
      `Zu viele Versuche. Bitte in ${waitText(seconds)} erneut versuchen.`,
      { retry_after: seconds },
      { 'Retry-After': String(seconds) },
    );
  }

  /** The refusal a key's limit gives now, if it is used up; counts nothing. */
  async function refusal(name: LimitName, key: string): Promise<HttpError | null> {
    const l = limiter(name);
    const res = await l.get(key.slice(0, 200));
    return res && res.consumedPoints > l.points ? tooMany(name, res.msBeforeNext) : null;
  }

  /** Counts one failure that must not be refused itself (junk seen after the verdict). */
  async function fail(name: LimitName, key: string): Promise<void> {
    await limiter(name).penalty(key.slice(0, 200), 1);
  }

  /** Gives one attempt back (a success that was counted before its verdict). */
  async function reward(name: LimitName, key: string): Promise<void> {
    await limiter(name).reward(key.slice(0, 200), 1);
  }

  /** Gives back the attempts of a key (after a success). */
  async function reset(name: LimitName, key: string): Promise<void> {
    await limiter(name).delete(key.slice(0, 200));
  }

  return { hit, reset, reward, refusal, fail };
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? 'einer Sekunde' : `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'einer Minute' : `${minutes} Minuten`;
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * The slowdown for one account after `failures` earlier attempts from anywhere: nothing for the
 * first five, then 0.5 s doubling up to 30 s. It slows a guesser down and locks nobody out.
 */
export function slowdownMs(failures: number): number {
  if (failures < 6) return 0;
  return Math.min(30_000, 500 * 2 ** (failures - 6));
}
