// The one mapping from an account and its session to what it may do
// (docs/backend-contract.md#account-states): the API's guards, the sign-in app, the admin
// panel and the website's guard pipeline all ask `accountStatus`.
import type { SessionFlags, User } from './types.ts';

export const ACCOUNT_STATES = ['active', 'unverified', 'pending', 'blocked'] as const;
/** The account itself, whoever looks at it (the admin panel's lists). */
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** The admin list's filter: the states, and deleted accounts (restorable for 30 days). */
export const USER_LIST_STATES = [...ACCOUNT_STATES, 'deleted'] as const;
export type UserListState = (typeof USER_LIST_STATES)[number];
export const DELETED_LABEL = 'gelöscht';

/** The orders of the admin API's user list (`sort`; `-` descending), by name when none. */
export const USER_SORTS = [
  'name',
  '-name',
  'company',
  '-company',
  'email',
  '-email',
  'created_at',
  '-created_at',
] as const;
export type UserSort = (typeof USER_SORTS)[number];
/**
 * The account as its own session sees it: before sign-in and the second factor, and
 * `two-factor-setup` when a role requires a second factor this sign-in did not have.
 */
export type AccountStatus =
  'guest' | 'two-factor' | 'password-change' | 'two-factor-setup' | AccountState;

type AccountFields = Pick<
  User,
  'email_verified_at' | 'enabled_at' | 'blocked_at' | 'password_change_required'
>;
type SessionFields = Pick<SessionFlags, 'tfa_enabled' | 'tfa_verified' | 'tfa_required'> & {
  authenticated?: boolean;
};

/**
 * In this order: no session, second factor missing, blocked, a new password an admin asked for
 * (decision 057), second factor required by a role but not used (not set up, or a password-only
 * sign-in), e-mail not confirmed, waiting for approval, active. Without a session only the
 * account's own state counts.
 */
export function accountStatus(user: AccountFields): AccountState;
export function accountStatus(
  user: AccountFields | null | undefined,
  session: SessionFields | null | undefined,
): AccountStatus;
export function accountStatus(
  user: AccountFields | null | undefined,
  session?: SessionFields | null,
): AccountStatus {
  if (!user || session === null || session?.authenticated === false) return 'guest';
  if (session?.tfa_enabled && !session.tfa_verified) return 'two-factor';
  if (user.blocked_at) return 'blocked';
  if (session && user.password_change_required) return 'password-change';
  if (session?.tfa_required && !session.tfa_verified) return 'two-factor-setup';
  if (!user.email_verified_at) return 'unverified';
  if (!user.enabled_at) return 'pending';
  return 'active';
}

/** For lists and badges (admin panel). */
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  guest: 'nicht angemeldet',
  'two-factor': 'zweiter Faktor ausstehend',
  'password-change': 'neues Passwort verlangt',
  'two-factor-setup': 'zweiter Faktor verlangt',
  active: 'aktiv',
  unverified: 'unbestätigt',
  pending: 'wartet auf Freischaltung',
  blocked: 'gesperrt',
};

/** Why a signed-in account is refused (the API's 403 answers). */
export const ACCOUNT_STATUS_REFUSALS = {
  'two-factor': {
    reason: 'two_factor_required',
    message: 'Bitte bestätigen Sie die Anmeldung zuerst mit Ihrem zweiten Faktor.',
  },
  'password-change': {
    reason: 'password_change_required',
    message: 'Bitte legen Sie zuerst ein neues Passwort fest.',
  },
  'two-factor-setup': {
    reason: 'two_factor_setup_required',
    message:
      'Für Ihre Rolle ist die Anmeldung mit einem zweiten Faktor Pflicht. Bitte richten Sie in Ihrem Profil eine Authenticator-App oder einen Passkey ein, oder melden Sie sich mit Ihrem Passkey an.',
  },
  blocked: { reason: 'blocked', message: 'Ihr Konto ist gesperrt.' },
  unverified: { reason: 'unverified', message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.' },
  pending: { reason: 'pending', message: 'Ihr Konto wurde noch nicht freigeschaltet.' },
} as const satisfies Partial<Record<AccountStatus, { reason: string; message: string }>>;
