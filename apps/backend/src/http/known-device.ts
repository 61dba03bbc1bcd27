// "Known device" (OWASP): after a successful sign-in, the browser keeps a signed cookie naming
// the account. Sign-ins of that account from that browser skip the per-account slowdown, so a
// guesser elsewhere never slows the real user down (decision 010). The cookie also carries a
// stamp of the account's password and second factor: a new password, a reset or a second factor
// switched on or off makes every browser unknown again (a review found an old cookie escaping
// the second factor's budget after 2FA was turned on).
import type { Request, Response } from 'express';
import type { Config } from '../config';
import type { Keys } from '../security/keys';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { sha256 } from '../security/keys';
import { parseCookies, setCookie } from './cookies';

export const DEVICE_COOKIE = 'hallberg_device';
const DAYS = 180;

/** What the cookie is bound to: the account, its password and its second factor. */
export interface DeviceAccount {
  id: number;
  password_hash: string;
  tfa_enabled_at: string | null;
}

/** The account's stamp: changes with the password and with the second factor. */
function stampOf(account: DeviceAccount): string {
  return sha256(`${account.password_hash}|${account.tfa_enabled_at ?? ''}`).slice(0, 16);
}

function payload(userId: number, expires: number, stamp: string): string {
  return `${userId}.${expires}.${stamp}`;
}

/** The account as the known-device cookie needs it. */
export function deviceAccountOf(
  db: Kysely<DB>,
  userId: number,
): Promise<DeviceAccount | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'tfa_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function rememberDevice(
  res: Response,
  config: Config,
  keys: Keys,
  account: DeviceAccount,
): void {
  const expires = Math.floor(Date.now() / 1000) + DAYS * 86_400;
  const data = payload(account.id, expires, stampOf(account));
  setCookie(res, DEVICE_COOKIE, `${data}.${keys.hmac('known-device', data)}`, {
    secure: config.secureCookies,
    domain: config.sessionCookieDomain,
    httpOnly: true,
    maxAge: DAYS * 86_400,
  });
}

/** Whether this browser has signed in to this account before (a valid, unexpired cookie). */
export function isKnownDevice(req: Request, keys: Keys, account: DeviceAccount): boolean {
  const value = parseCookies(req.headers.cookie).get(DEVICE_COOKIE);
  const match = value?.match(/^(\d{1,10})\.(\d{1,12})\.([a-f0-9]{16})\.([A-Za-z0-9_-]{16,128})$/);
  if (!match) return false;
  const [, id, expires, stamp, signature] = match;
  if (Number(id) !== account.id || Number(expires) * 1000 < Date.now()) return false;
  if (stamp !== stampOf(account)) return false;
  return keys.verifyHmac('known-device', payload(account.id, Number(expires), stamp), signature!);
}
