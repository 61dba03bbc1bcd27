// The limits of a sign-in (decision 010), shared by password and passkey: every attempt is
// counted before its verdict (so parallel guesses cannot all pass a check made before any of
// them was counted) and given back on success. Per address and account it is tight; an
// address's junk (names of no account) is limited for minutes and never refuses a real
// account's correct sign-in; while it is refused, a real account's failure answers the same.
import { setTimeout as sleep } from 'node:timers/promises';
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

const pairKey = ({ ip, subject }: SignInAttempt) => `${ip}|${subject}`;

/** Counts the attempt; throws 429 when its address and subject, or its junk, used the limit up. */
export async function countSignIn(limits: RateLimits, attempt: SignInAttempt): Promise<void> {
  await limits.hit('loginFailed', pairKey(attempt));
  if (attempt.known) return;
  try {
    await limits.hit('loginUnknownIp', attempt.ip);
  } catch (refused) {
    // As long as checking a real account's password takes: the refusal tells nothing.
    await sleep(typicalVerifyMs());
    throw refused;
  }
}

/** A known subject failed: while its address is refused for junk, it is refused alike. */
export async function refuseLikeJunk(limits: RateLimits, attempt: SignInAttempt): Promise<void> {
  const refusal = await limits.refusal('loginUnknownIp', attempt.ip);
  if (refusal) throw refusal;
}

/** A success gives the attempts of its address and subject back. */
export async function signInSucceeded(limits: RateLimits, attempt: SignInAttempt): Promise<void> {
  await limits.reset('loginFailed', pairKey(attempt));
}
