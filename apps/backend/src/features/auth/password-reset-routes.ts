// Forgotten password: the mailed link, its status and the new password (Helium's routes).
import type { MessageAnswer, ResetLinkCheck, ResetLinkStatus } from '@frischkontor/contract';
import { type Router } from 'express';
import { z } from 'zod';
import { hashPassword } from '../../accounts/passwords';
import type { AppContext } from '../../context';
import { nowIso } from '../../db';
import { fieldError } from '../../http/errors';
import { bodyOf, email, text, validate } from '../../http/validation';
import { enqueueMail, passwordResetMail } from '../mail';
import type { Settings } from '../settings';
import { audit, auditActor, userTarget } from '../audit';
import { consumeResetToken, createResetToken, resetTokenStatus, resetUrl } from './password-reset';
import { AUTH_MESSAGES } from './messages';
import { assertNewPassword, mailPasswordChanged } from './new-password';
import { resetSchema } from './schema';

function resetRefusal(status: ResetLinkStatus): string {
  if (status === 'used') return AUTH_MESSAGES.resetUsed;
  if (status === 'expired') return AUTH_MESSAGES.resetExpired;
  return AUTH_MESSAGES.resetInvalid;
}

export function passwordResetRoutes(
  router: Router,
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
): void {
  const { db, sessions, limits, config, logger } = ctx;

  router.post('/forgot-password', async (req, res) => {
    const input = validate(z.object({ email: email() }), bodyOf(req));
    await limits.hit('forgotPassword', req.ip ?? 'unknown');
    // Per address too, known or not (the same answer for both): no mail flood to one inbox.
    await limits.hit('forgotPasswordEmail', input.email);
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname'])
      .where('email', '=', input.email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (user) {
      await db.transaction().execute(async (trx) => {
        const token = await createResetToken(trx, user);
        await enqueueMail(trx, {
          purpose: 'account.reset',
          to: user.email,
          content: passwordResetMail({
            name: `${user.firstname} ${user.lastname}`,
            url: resetUrl(config, token, user.email),
            company: await settings.companyName(trx),
          }),
        });
      });
      nudgeMail();
    }
    res.json({ message: AUTH_MESSAGES.resetSent } satisfies MessageAnswer);
  });

  /** Whether a reset link can still be used, so its page shows the form or says why not. */
  router.post('/reset-password/status', async (req, res) => {
    const input = validate(z.object({ token: text('Token', 200), email: email() }), bodyOf(req));
    await limits.hit('resetPassword', req.ip ?? 'unknown');
    const user = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', input.email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      status: await resetTokenStatus(db, user ?? null, input.token),
    } satisfies ResetLinkCheck);
  });

  router.post('/reset-password', async (req, res) => {
    const input = validate(resetSchema, bodyOf(req));
    await limits.hit('resetPassword', req.ip ?? 'unknown');
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname', 'email_verified_at'])
      .where('email', '=', input.email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    // The token first: without a valid link nobody learns anything about the account
    // (the password policy mentions the holder's name).
    const status = await resetTokenStatus(db, user ?? null, input.token);
    if (!user || status !== 'valid') throw fieldError('email', resetRefusal(status));
    assertNewPassword(input.password, input.password_confirmation, user);
    if (!(await consumeResetToken(db, user, input.token)))
      throw fieldError('email', AUTH_MESSAGES.resetUsed);
    const now = nowIso();
    const passwordHash = await hashPassword(input.password);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          // The link was sent to this address (tokens are bound to it) and reached its mailbox,
          // which is what a verification proves.
          email_verified_at: user.email_verified_at ?? now,
          // A new password set by the person is what an admin asked for (decision 057).
          password_change_required: 0,
          updated_at: now,
        })
        .where('id', '=', user.id)
        .execute();
      await sessions.endAllFor(user.id, null, trx);
      await audit(trx, auditActor(req, user), 'auth.password_reset', userTarget(user));
      await mailPasswordChanged(trx, ctx, settings, user);
    });
    nudgeMail();
    logger.info({ user: user.id }, 'Passwort zurückgesetzt');
    res.json({ message: AUTH_MESSAGES.resetDone } satisfies MessageAnswer);
  });
}
