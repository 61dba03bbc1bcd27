import { accountStatus } from './account-status.ts';
import { PERMISSIONS, type AuthState, type User } from './types.ts';

type MaybeUser = User | null | undefined;

/** Holds `system.admin` or `system.super-admin`; such a user passes every permission check. */
export function isAdmin(user: MaybeUser): boolean {
  if (!user) return false;
  return (
    user.permissions.includes(PERMISSIONS.admin) ||
    user.permissions.includes(PERMISSIONS.superAdmin)
  );
}

export function isSuperAdmin(user: MaybeUser): boolean {
  return !!user && user.permissions.includes(PERMISSIONS.superAdmin);
}

/**
 * Whether the actor may change who can sign in as `target` (address, password, second factor,
 * passkeys, sessions): only someone holding every permission the account holds, since whoever
 * controls the identity uses those rights; an admin's identity only a super admin (decision 038).
 */
export function mayChangeIdentity(actor: MaybeUser, target: Pick<User, 'permissions'>): boolean {
  if (!actor) return false;
  if (isSuperAdmin(actor)) return true;
  const { permissions } = target;
  if (permissions.includes(PERMISSIONS.admin) || permissions.includes(PERMISSIONS.superAdmin))
    return false;
  if (isAdmin(actor)) return true;
  return permissions.every((p) => actor.permissions.includes(p));
}

/** All listed permissions are required. */
export function can(user: MaybeUser, ...permissions: string[]): boolean {
  if (!user) return false;
  if (isAdmin(user)) return true;
  return permissions.every((p) => user.permissions.includes(p));
}

/** At least one listed permission is required. */
export function canAny(user: MaybeUser, ...permissions: string[]): boolean {
  if (!user) return false;
  if (isAdmin(user)) return true;
  return permissions.some((p) => user.permissions.includes(p));
}

function roleNames(user: User): string[] {
  return user.roles.map((r) => r.name);
}

/** All listed role names are required. */
export function hasRole(user: MaybeUser, ...roles: string[]): boolean {
  if (!user) return false;
  const names = roleNames(user);
  return roles.every((r) => names.includes(r));
}

/** At least one listed role name is required. */
export function hasAnyRole(user: MaybeUser, ...roles: string[]): boolean {
  if (!user) return false;
  const names = roleNames(user);
  return roles.some((r) => names.includes(r));
}

/** A user is loaded, the session is authenticated, and two-factor is off or verified. */
export function isFullyAuthenticated(state: AuthState | null | undefined): boolean {
  const status = accountStatus(state?.user, state?.session);
  return status !== 'guest' && status !== 'two-factor';
}

/** The e-mail address is not verified or the account is not enabled yet (and not blocked). */
export function isRestricted(user: MaybeUser): boolean {
  if (!user) return false;
  const status = accountStatus(user);
  return status === 'unverified' || status === 'pending';
}

export function isBlocked(user: MaybeUser): boolean {
  return !!user && accountStatus(user) === 'blocked';
}

export function canOpenAdminPanel(user: MaybeUser): boolean {
  return can(user, PERMISSIONS.adminPanel);
}
