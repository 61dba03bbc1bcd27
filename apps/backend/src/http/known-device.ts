// "Known device" (OWASP): after a successful sign-in, the browser keeps a signed cookie naming
// the account. Sign-ins of that account from that browser skip the per-account slowdown, so a
// guesser elsewhere never slows the real user down (decision 010).
import type { Request, Response } from 'express';
import type { Config } from '../config';
import type { Keys } from '../security/keys';
import { parseCookies, setCookie } from './cookies';

export const DEVICE_COOKIE = 'hallberg_device';
const DAYS = 180;

function payload(userId: number, expires: number): string {
  return `${userId}.${expires}`;
}

export function rememberDevice(res: Response, config: Config, keys: Keys, userId: number): void {
  const expires = Math.floor(Date.now() / 1000) + DAYS * 86_400;
  const data = payload(userId, expires);
  setCookie(res, DEVICE_COOKIE, `${data}.${keys.hmac('known-device', data)}`, {
    secure: config.secureCookies,
    domain: config.sessionCookieDomain,
    httpOnly: true,
    maxAge: DAYS * 86_400,
  });
}

/** Whether this browser has signed in to this account before (a valid, unexpired cookie). */
export function isKnownDevice(req: Request, keys: Keys, userId: number): boolean {
  const value = parseCookies(req.headers.cookie).get(DEVICE_COOKIE);
  const match = value?.match(/^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{16,128})$/);
  if (!match) return false;
  const [, id, expires, signature] = match;
  if (Number(id) !== userId || Number(expires) * 1000 < Date.now()) return false;
  return keys.verifyHmac('known-device', payload(Number(id), Number(expires)), signature!);
}
