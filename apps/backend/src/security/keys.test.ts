import { describe, expect, it } from 'vitest';
import { createKeys } from './keys';

describe('keys from APP_KEY', () => {
  const keys = createKeys('base64:dGVzdC1vbmx5LWFwcC1rZXktMDEyMzQ1Njc4OWFiY2RlZg==');

  it('encrypts with AES-256-GCM and detects tampering', () => {
    const box = keys.encrypt('totp-secret', 'JBSWY3DPEHPK3PXP');
    expect(box).toMatch(/^v1\./);
    expect(box).not.toContain('JBSWY3DPEHPK3PXP');
    expect(keys.encrypt('totp-secret', 'JBSWY3DPEHPK3PXP')).not.toBe(box);
    expect(keys.decrypt('totp-secret', box)).toBe('JBSWY3DPEHPK3PXP');
    const raw = Buffer.from(box.slice(3), 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => keys.decrypt('totp-secret', `v1.${raw.toString('base64url')}`)).toThrow();
    expect(() => createKeys('x'.repeat(40)).decrypt('totp-secret', box)).toThrow();
  });

  it('signs per purpose', () => {
    const signature = keys.hmac('csrf', 'abc');
    expect(keys.verifyHmac('csrf', 'abc', signature)).toBe(true);
    expect(keys.verifyHmac('signed-url', 'abc', signature)).toBe(false);
    expect(keys.verifyHmac('csrf', 'abd', signature)).toBe(false);
    expect(keys.verifyHmac('csrf', 'abc', 'kurz')).toBe(false);
  });
});
