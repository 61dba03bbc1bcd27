// The visitor's cookie choice, kept in the first-party cookie `hallberg_consent`. As the privacy
// page says: only the choice and the time it was made, deleted after 12 months (then we ask again).

export const CONSENT_COOKIE = 'hallberg_consent';
/** 12 months, in seconds. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

export interface Consent {
  /** Statistik: PostHog may run. "Notwendig" is always on and not stored. */
  statistik: boolean;
  /** When the visitor decided, in seconds since 1970. */
  decidedAt: number;
}

/** Reads a cookie value like `v1.statistik=1.t=1763800000`; anything else counts as "not asked yet". */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = /^v1\.statistik=([01])\.t=(\d{1,12})$/.exec(value ?? '');
  return match ? { statistik: match[1] === '1', decidedAt: Number(match[2]) } : null;
}

/** The `Set-Cookie`-style string for `document.cookie`. */
export function serializeConsent(consent: Consent, secure: boolean): string {
  const value = `v1.statistik=${consent.statistik ? 1 : 0}.t=${Math.floor(consent.decidedAt)}`;
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
