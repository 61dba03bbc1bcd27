import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '~/config/env.server';

// Bots fill forms in milliseconds; people take seconds. The form carries its render time,
// signed so it cannot be forged. Production starts only with a FORM_SECRET every process
// shares (env.server.ts); in development one process makes its own (the server says so).
let secret: string | undefined;
export const MIN_FILL_MS = 3_000;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

function sign(value: string): string {
  secret ??= env().FORM_SECRET ?? randomBytes(32).toString('hex');
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function startedToken(now = Date.now()): string {
  return `${now}.${sign(String(now))}`;
}

export type FillCheck = 'ok' | 'too-fast' | 'invalid';

export function checkFillTime(token: unknown, now = Date.now()): FillCheck {
  if (typeof token !== 'string') return 'invalid';
  const [time, signature] = token.split('.');
  if (!time || !signature || !/^\d{10,16}$/.test(time)) return 'invalid';
  const expected = Buffer.from(sign(time));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = now - Number(time);
  if (age < 0 || age > MAX_AGE_MS) return 'invalid';
  return age < MIN_FILL_MS ? 'too-fast' : 'ok';
}
