import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE, parseConsent, serializeConsent } from './consent-cookie';

describe('consent cookie', () => {
  it('round-trips the choice and the time it was made', () => {
    const cookie = serializeConsent({ statistik: true, decidedAt: 1763800000.7 }, false);
    expect(cookie).toBe(
      `hallberg_consent=v1.statistik=1.t=1763800000; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax`,
    );
    const value = cookie.split(';')[0]!.slice('hallberg_consent='.length);
    expect(parseConsent(value)).toEqual({ statistik: true, decidedAt: 1763800000 });
    expect(parseConsent('v1.statistik=0.t=5')).toEqual({ statistik: false, decidedAt: 5 });
  });

  it('lasts 12 months and is Secure on https', () => {
    expect(CONSENT_MAX_AGE).toBe(31_536_000);
    expect(serializeConsent({ statistik: false, decidedAt: 1 }, true)).toMatch(/; Secure$/);
  });

  it('treats a missing, foreign or damaged value as "not asked yet"', () => {
    for (const value of [
      null,
      undefined,
      '',
      'yes',
      'v2.statistik=1.t=1',
      'v1.statistik=2.t=1',
      'v1.statistik=1',
      'v1.statistik=1.t=abc',
      ' v1.statistik=1.t=1',
    ]) {
      expect(parseConsent(value)).toBeNull();
    }
  });
});
