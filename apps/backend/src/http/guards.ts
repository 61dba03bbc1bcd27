// Small `require*` helpers: each returns what the handler needs or throws the right JSON error,
// so route handlers stay a few lines long.
import { can, type Permission } from '@frischkontor/contract';
import type { Request, Response } from 'express';
import { HttpError, MESSAGES } from './errors';
import type { Auth, Sessions } from './session';

export const GUARD_MESSAGES = {
  twoFactor: 'Bitte bestätigen Sie die Anmeldung zuerst mit Ihrem zweiten Faktor.',
  blocked: 'Ihr Konto ist gesperrt.',
  unverified: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  pending: 'Ihr Konto wurde noch nicht freigeschaltet.',
} as const;

export function createGuards(sessions: Sessions) {
  /** Any session, even with 2FA pending or a blocked account (session, logout, 2FA check). */
  async function requireSession(req: Request, res: Response): Promise<Auth> {
    const auth = await sessions.auth(req, res);
    if (!auth) throw new HttpError(401, MESSAGES.unauthenticated);
    return auth;
  }

  /** Signed in, second factor done; the account may be blocked (reading the own profile). */
  async function requireUser(req: Request, res: Response): Promise<Auth> {
    const auth = await requireSession(req, res);
    if (auth.tfaEnabled && !auth.tfaVerified)
      throw new HttpError(403, GUARD_MESSAGES.twoFactor, { reason: 'two_factor_required' });
    return auth;
  }

  /** Signed in and not blocked; e-mail or approval may still be missing (own account settings). */
  async function requireActiveUser(req: Request, res: Response): Promise<Auth> {
    const auth = await requireUser(req, res);
    if (auth.user.blocked_at)
      throw new HttpError(403, GUARD_MESSAGES.blocked, { reason: 'blocked' });
    return auth;
  }

  /** Verified, enabled, not blocked, 2FA done: may see anything their rights allow. */
  async function requireFullAccount(req: Request, res: Response): Promise<Auth> {
    const auth = await requireActiveUser(req, res);
    if (!auth.user.email_verified_at)
      throw new HttpError(403, GUARD_MESSAGES.unverified, { reason: 'unverified' });
    if (!auth.user.enabled_at)
      throw new HttpError(403, GUARD_MESSAGES.pending, { reason: 'pending' });
    return auth;
  }

  /** A full account holding every listed permission (admins hold all). */
  async function requirePermission(
    req: Request,
    res: Response,
    ...permissions: Permission[]
  ): Promise<Auth> {
    const auth = await requireFullAccount(req, res);
    if (!can(auth.user, ...permissions)) throw new HttpError(403, MESSAGES.forbidden);
    return auth;
  }

  return { requireSession, requireUser, requireActiveUser, requireFullAccount, requirePermission };
}

export type Guards = ReturnType<typeof createGuards>;
