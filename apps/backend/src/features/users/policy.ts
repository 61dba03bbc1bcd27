// Who may change whom: admins only by admins, super admins only by super admins, nobody locks
// themselves out; address, password, second factor and sessions only with all the target's rights.
import { isAdmin, isSuperAdmin, mayChangeIdentity, type User } from '@frischkontor/contract';
import { HttpError, MESSAGES } from '../../http/errors';
import { USER_ADMIN_MESSAGES } from './messages';

/** Admins are changed only by admins, super admins only by super admins; nobody locks themselves out. */
export function assertMayChange(actor: User, target: User, options: { notSelf?: boolean } = {}) {
  if (options.notSelf && actor.id === target.id)
    throw new HttpError(422, 'Diese Aktion können Sie nicht auf Ihr eigenes Konto anwenden.');
  if (isSuperAdmin(target) && !isSuperAdmin(actor)) throw new HttpError(403, MESSAGES.forbidden);
  if (isAdmin(target) && !isAdmin(actor)) throw new HttpError(403, MESSAGES.forbidden);
}

/** Address, password, second factor, passkeys, sessions: see `mayChangeIdentity`. */
export function assertMayChangeIdentity(actor: User, target: User) {
  assertMayChange(actor, target);
  if (actor.id !== target.id && !mayChangeIdentity(actor, target))
    throw new HttpError(403, USER_ADMIN_MESSAGES.identityForbidden);
}

/** Where and on what someone is signed in is part of the identity (decision 038). */
export function assertMaySeeSessions(actor: User, target: User) {
  if (actor.id !== target.id && !mayChangeIdentity(actor, target))
    throw new HttpError(403, USER_ADMIN_MESSAGES.identityForbidden);
}
