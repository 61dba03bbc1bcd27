// The limits of a sign-in (decision 010), shared by password and passkey: every attempt is
// counted before its verdict (so parallel guesses cannot all pass a check made before any of
// them was counted) and given back on success. Per address and account it is tight. Per address
// over all accounts it counts every failure, made-up addresses and wrong passwords alike, and
// beyond it refuses both alike; a real account's correct password still passes, so junk never
// locks an office out, and neither the answer nor its time tells which addresses have accounts.
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../http/errors';
import type { RateLimits } from '../http/rate-limit';
import { typicalVerifyMs } from './passwords';

export interface SignInAttempt {
  /** The caller's address as Express resolved it. */
  ip: string;
  /** What the attempt names: the e-mail address, or `passkey:<id>`. */
  subject: string;
  /** Whether the subject is an account (or passkey) we know. */
  known: boolean;
}

/** An attempt counted: the refusal its address has earned, if the verdict is „wrong“. */
export interface CountedSignIn extends SignInAttempt {
  overLimit: HttpError | null;
}

const pairKey = ({ ip, subject }: SignInAttempt) => `${ip}|${subject}`;

/**
 * Counts the attempt; throws 429 when its address and subject used their limit up, or when its
 * address did and the subject names no account (after as long as a password check takes).
 */
export async function countSignIn(
  limits: RateLimits,
  attempt: SignInAttempt,
): Promise<CountedSignIn> {
  await limits.hit('loginFailed', pairKey(attempt));
  try {
    await limits.hit('loginFailedIp', attempt.ip);
    return { ...attempt, overLimit: null };
  } catch (refused) {
    if (!(refused instanceof HttpError) || refused.status !== 429) throw refused;
    // A real account's password is still checked: a correct one passes.
    if (attempt.known) return { ...attempt, overLimit: refused };
    await sleep(typicalVerifyMs());
    throw refused;
  }
}

/** A failed attempt: refused alike with made-up ones while its address is over the limit. */
export function refuseOverLimit(counted: CountedSignIn): void {
  if (counted.overLimit) throw counted.overLimit;
}

/** A success gives the attempts of its address and subject back. */
export async function signInSucceeded(limits: RateLimits, counted: CountedSignIn): Promise<void> {
  await limits.reset('loginFailed', pairKey(counted));
  await limits.reward('loginFailedIp', counted.ip);
}
