// Small `require*` helpers: each returns what the handler needs or throws the right JSON error,
// so route handlers stay a few lines long.
import {
  ACCOUNT_STATUS_REFUSALS,
  accountStatus,
  can,
  type AccountStatus,
  type Permission,
} from '@frischkontor/contract';
import type { Request, Response } from 'express';
import { HttpError, MESSAGES } from './errors';
import type { Auth, Sessions } from './session';

/** The API's view of a session's account: `accountStatus` of the contract. */
export function statusOf(auth: Auth): AccountStatus {
  return accountStatus(auth.user, {
    tfa_enabled: auth.tfaEnabled,
    tfa_verified: auth.tfaVerified,
    tfa_required: auth.tfaRequired,
  });
}

/** The 403 that says what an account still lacks. */
export function accountRefusal(status: keyof typeof ACCOUNT_STATUS_REFUSALS): HttpError {
  const { message, reason } = ACCOUNT_STATUS_REFUSALS[status];
  return new HttpError(403, message, { reason });
}

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
    if (statusOf(auth) === 'two-factor') throw accountRefusal('two-factor');
    return auth;
  }

  /**
   * Signed in and not blocked; e-mail, approval or a second factor a role requires may still be
   * missing (own account settings, where that is put right).
   */
  async function requireActiveUser(req: Request, res: Response): Promise<Auth> {
    const auth = await requireUser(req, res);
    if (statusOf(auth) === 'blocked') throw accountRefusal('blocked');
    return auth;
  }

  /** Verified, enabled, not blocked, 2FA done (and used, where a role requires it): may see anything their rights allow. */
  async function requireFullAccount(req: Request, res: Response): Promise<Auth> {
    const auth = await requireActiveUser(req, res);
    const status = statusOf(auth);
    if (
      status === 'unverified' ||
      status === 'pending' ||
      status === 'password-change' ||
      status === 'two-factor-setup'
    )
      throw accountRefusal(status);
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
