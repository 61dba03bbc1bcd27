// Small `require*` helpers for loaders and middleware: each returns what the route needs or
// throws the redirect (to sign-in, to the screen that explains the account) or the 403.
import {
  accountStatus,
  can,
  canOpenAdminPanel,
  type Permission,
  type AccountAuthState,
  type AccountUser,
} from '@frischkontor/contract';
import { redirect, type RouterContextProvider } from 'react-router';
import { BackendUnavailableError, backendOf } from '../api/index.server';
import { appConfig } from '../config/config.server';
import { backendUnavailable, forbidden } from '../errors/refusal';
import { ACCOUNT_SCREEN_PATHS, accountScreen } from './account-state';

export interface GuardArgs {
  url: URL;
  context: Readonly<RouterContextProvider>;
}

/**
 * The absolute address of a page here, for `redirect()`. Absolute, because React Router 7.18
 * adds the basename to relative redirects from loaders and actions but not from middleware.
 */
export function appUrl(path: string, params: Record<string, string | null | undefined> = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  const { frontendUrl, frontendPrefix } = appConfig();
  return `${frontendUrl}${frontendPrefix}${path}${text ? `?${text}` : ''}`;
}

/** The absolute address of the page being asked for (what `?intended=` carries). */
export function currentAddress(url: URL): string {
  return `${appConfig().frontendUrl}${url.pathname}${url.search}`;
}

/** The visitor's session; the API being down is a 503 page, never a redirect loop. */
export async function sessionOf(
  context: Readonly<RouterContextProvider>,
): Promise<AccountAuthState> {
  try {
    return await backendOf(context).session();
  } catch (error) {
    if (error instanceof BackendUnavailableError) backendUnavailable();
    throw error;
  }
}

export function twoFactorPending(session: AccountAuthState): boolean {
  return accountStatus(session.user, session.session) === 'two-factor';
}

/** Signed in, but a role requires a second factor this sign-in did not have. */
export function twoFactorSetupPending(session: AccountAuthState): boolean {
  return accountStatus(session.user, session.session) === 'two-factor-setup';
}

/** The profile, where a second factor is set up (or a passkey confirms the sign-in); then on. */
export function twoFactorSetupUrl(then: string): string {
  return `${appUrl('/auth/profile', { return: then })}#zweiter-faktor-pflicht`;
}

/** Signed in, but an admin asked for a new password first (decision 057). */
export function passwordChangePending(session: AccountAuthState): boolean {
  return accountStatus(session.user, session.session) === 'password-change';
}

/** The profile, where the new password is set; then on. */
export function passwordChangeUrl(then: string): string {
  return `${appUrl('/auth/profile', { return: then })}#passwort-pflicht`;
}

/**
 * Where a signed-in person goes on to: first the new password an admin asked for, then the second
 * factor a role requires, then `then`.
 */
export function nextAfterSignIn(session: AccountAuthState, then: string): string {
  if (passwordChangePending(session)) return passwordChangeUrl(then);
  if (twoFactorSetupPending(session)) return twoFactorSetupUrl(then);
  return then;
}

/** Signed in with the second factor done; otherwise off to sign in, and back here after. */
export async function requireSignedIn(args: GuardArgs): Promise<AccountUser> {
  const session = await sessionOf(args.context);
  const status = accountStatus(session.user, session.session);
  if (!session.user || status === 'guest' || status === 'two-factor')
    throw redirect(appUrl('/auth/login', { intended: currentAddress(args.url) }));
  return session.user;
}

/** The admin panel: a full account (else the screen that explains it) holding the panel right. */
export async function requireAdminPanel(args: GuardArgs): Promise<AccountUser> {
  const user = await requireSignedIn(args);
  const here = currentAddress(args.url);
  const next = nextAfterSignIn(await sessionOf(args.context), here);
  if (next !== here) throw redirect(next);
  const screen = accountScreen(user);
  if (screen)
    throw redirect(appUrl(ACCOUNT_SCREEN_PATHS[screen], { intended: currentAddress(args.url) }));
  if (!canOpenAdminPanel(user))
    forbidden('Für die Verwaltung fehlt Ihrem Konto die Berechtigung.', appConfig().websiteUrl);
  return user;
}

/** A section of the panel: every listed permission (admins hold all). */
export async function requirePermission(
  args: GuardArgs,
  ...permissions: Permission[]
): Promise<AccountUser> {
  const user = await requireAdminPanel(args);
  if (!can(user, ...permissions)) forbidden();
  return user;
}
