// The screen that explains an account's state (`accountStatus` of the contract decides it).
import { accountStatus, type AccountState, type User } from '@frischkontor/contract';

export type AccountScreen = Exclude<AccountState, 'active'>;

export const ACCOUNT_SCREEN_PATHS: Record<AccountScreen, string> = {
  blocked: '/auth/blocked',
  unverified: '/auth/verify-email',
  pending: '/auth/pending',
};

/** Blocked before unverified before waiting for approval; null for an active account. */
export function accountScreen(
  user: Pick<User, 'email_verified_at' | 'enabled_at' | 'blocked_at'> | null | undefined,
): AccountScreen | null {
  if (!user) return null;
  const status = accountStatus(user);
  return status === 'active' ? null : status;
}

/** What the account still needs, for a short notice. */
export const ACCOUNT_SCREEN_NOTICES: Record<AccountScreen, { text: string; link: string }> = {
  blocked: { text: 'Ihr Konto ist gesperrt.', link: 'Mehr zur Sperre' },
  unverified: {
    text: 'Ihre E-Mail-Adresse ist noch nicht bestätigt.',
    link: 'Bestätigungs-E-Mail erneut senden',
  },
  pending: { text: 'Ihr Konto wird noch geprüft.', link: 'Mehr zur Freischaltung' },
};
