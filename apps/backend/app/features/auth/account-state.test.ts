import { describe, expect, it } from 'vitest';
import { accountScreen } from './account-state';

const at = '2026-01-01T00:00:00Z';

describe('accountScreen (which state screen explains an account)', () => {
  it.each([
    [{ email_verified_at: at, enabled_at: at, blocked_at: null }, null],
    [{ email_verified_at: null, enabled_at: at, blocked_at: null }, 'unverified'],
    [{ email_verified_at: at, enabled_at: null, blocked_at: null }, 'pending'],
    [{ email_verified_at: null, enabled_at: null, blocked_at: null }, 'unverified'],
    [{ email_verified_at: null, enabled_at: null, blocked_at: at }, 'blocked'],
  ] as const)('%o → %s', (user, screen) => {
    expect(accountScreen(user)).toBe(screen);
  });

  it('has nothing to say about nobody', () => {
    expect(accountScreen(null)).toBeNull();
  });
});
