import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATES,
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUS_REFUSALS,
  accountStatus,
} from './account-status.ts';

const at = '2026-01-01T00:00:00Z';
const active = { email_verified_at: at, enabled_at: at, blocked_at: null };
const signedIn = { authenticated: true, tfa_enabled: false, tfa_verified: false };

describe('accountStatus (the one mapping of account state)', () => {
  it.each([
    [active, 'active'],
    [{ ...active, email_verified_at: null }, 'unverified'],
    [{ ...active, enabled_at: null }, 'pending'],
    [{ ...active, email_verified_at: null, enabled_at: null }, 'unverified'],
    [{ email_verified_at: null, enabled_at: null, blocked_at: at }, 'blocked'],
  ] as const)('account %o → %s', (user, status) => {
    expect(accountStatus(user)).toBe(status);
    expect(accountStatus(user, signedIn)).toBe(status);
  });

  it('is a guest without a user or without an authenticated session', () => {
    expect(accountStatus(null, signedIn)).toBe('guest');
    expect(accountStatus(active, null)).toBe('guest');
    expect(accountStatus(active, { ...signedIn, authenticated: false })).toBe('guest');
  });

  it('asks for the second factor before anything else about the account', () => {
    const pending = { authenticated: true, tfa_enabled: true, tfa_verified: false };
    expect(accountStatus({ ...active, blocked_at: at }, pending)).toBe('two-factor');
    expect(accountStatus(active, { ...pending, tfa_verified: true })).toBe('active');
  });

  it('sends an account whose role requires a second factor to set one up, unless this sign-in had one', () => {
    const required = { ...signedIn, tfa_required: true };
    expect(accountStatus(active, required)).toBe('two-factor-setup');
    // A passkey sign-in or a confirmed code is a second factor.
    expect(accountStatus(active, { ...required, tfa_verified: true })).toBe('active');
    // The code of an account with TOTP comes first; a blocked account hears that it is blocked.
    expect(accountStatus(active, { ...required, tfa_enabled: true })).toBe('two-factor');
    expect(accountStatus({ ...active, blocked_at: at }, required)).toBe('blocked');
    expect(accountStatus({ ...active, email_verified_at: null }, required)).toBe(
      'two-factor-setup',
    );
    // Helium sends no tfa_required: nothing changes.
    expect(accountStatus(active, signedIn)).toBe('active');
  });

  it('asks for the new password an admin asked for, after the second factor and before its setup', () => {
    const asked = { ...active, password_change_required: true };
    expect(accountStatus(asked, signedIn)).toBe('password-change');
    expect(accountStatus(asked, { ...signedIn, tfa_required: true })).toBe('password-change');
    expect(accountStatus(asked, { ...signedIn, tfa_enabled: true })).toBe('two-factor');
    expect(accountStatus({ ...asked, blocked_at: at }, signedIn)).toBe('blocked');
    // Without a session, only the account's own state (the admin lists).
    expect(accountStatus(asked)).toBe('active');
  });

  it('has a German label for every status and a refusal for every one that is not let in', () => {
    for (const status of [
      ...ACCOUNT_STATES,
      'guest',
      'two-factor',
      'password-change',
      'two-factor-setup',
    ] as const)
      expect(ACCOUNT_STATUS_LABELS[status]).toMatch(/^\p{L}[\p{L} ]+$/u);
    expect(Object.keys(ACCOUNT_STATUS_REFUSALS).sort()).toEqual(
      [
        'blocked',
        'pending',
        'two-factor',
        'password-change',
        'two-factor-setup',
        'unverified',
      ].sort(),
    );
  });
});
