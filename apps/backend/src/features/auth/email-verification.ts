// Signed e-mail verification links (HMAC with APP_KEY, 60 minutes), no table needed.
import { isSafeRedirect } from '@frischkontor/contract';
import type { Config } from '../../config';
import { apiUrl } from '../../context';
import { sha256, type Keys } from '../../security/keys';

export const VERIFY_LINK_MINUTES = 60;

function payload(id: number, hash: string, expires: number, intended: string | null) {
  return `${id}/${hash}?expires=${expires}${intended ? `&intended=${intended}` : ''}`;
}

export function verificationUrl(
  config: Config,
  keys: Keys,
  user: { id: number; email: string },
  intended: string | null = null,
  now = Date.now(),
): string {
  const hash = sha256(user.email);
  const expires = Math.floor(now / 1000) + VERIFY_LINK_MINUTES * 60;
  const safeIntended =
    intended && isSafeRedirect(intended, config.trustedOrigins) ? intended : null;
  const signature = keys.hmac('signed-url', payload(user.id, hash, expires, safeIntended));
  const query = new URLSearchParams({ expires: String(expires) });
  if (safeIntended) query.set('intended', safeIntended);
  query.set('signature', signature);
  return apiUrl(config, `/email/verify/${user.id}/${hash}?${query.toString()}`);
}

export type LinkCheck = { ok: true; intended: string | null } | { ok: false };

/** Checks signature, expiry and that the link was made for the address the account has now. */
export function checkVerificationLink(
  config: Config,
  keys: Keys,
  user: { id: number; email: string },
  hash: string,
  query: Record<string, string | undefined>,
  now = Date.now(),
): LinkCheck {
  const expires = Number(query.expires);
  const signature = query.signature ?? '';
  const intended = query.intended ?? null;
  if (!Number.isInteger(expires) || !signature || signature.length > 100) return { ok: false };
  if (!keys.verifyHmac('signed-url', payload(user.id, hash, expires, intended), signature))
    return { ok: false };
  if (expires * 1000 < now) return { ok: false };
  if (hash !== sha256(user.email)) return { ok: false };
  return {
    ok: true,
    intended: intended && isSafeRedirect(intended, config.trustedOrigins) ? intended : null,
  };
}
