// Another person's identity: the address confirmed by hand, the links they could ask for
// themselves, the second factor reset, their sessions.
import { PERMISSIONS, type MessageAnswer, type SessionsEnded } from '@frischkontor/contract';
import type { Router } from 'express';
import { z } from 'zod';
import { nowIso } from '../../db';
import { HttpError, notFound } from '../../http/errors';
import { bodyOf, validate } from '../../http/validation';
import { passwordResetMail, twoFactorDisabledMail } from '../mail';
import { audit, auditActor, userTarget } from '../audit';
import { disableTwoFactor } from '../two-factor';
import { createResetToken, resetUrl } from '../auth';
import { USER_ADMIN_MESSAGES } from './messages';
import { assertMayChange, assertMayChangeIdentity, assertMaySeeSessions } from './policy';
import type { UserAdmin } from './service';
import { sessionRows } from './store';

const passwordChangeInput = z.object({
  required: z.boolean({ error: 'Bitte „required“ als true oder false angeben.' }),
});

export function identityRoutes(router: Router, admin: UserAdmin): void {
  const { ctx, nudgeMail, guarded, loadTarget, respond, mailAccount, mailVerification } = admin;
  const { db, config, logger, limits } = ctx;

  router.post('/:id/verify', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChangeIdentity(actor, target);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ email_verified_at: target.email_verified_at ?? nowIso(), updated_at: nowIso() })
        .where('id', '=', target.id as number)
        .execute();
      if (!target.email_verified_at)
        await audit(trx, auditActor(req, actor), 'user.verified', userTarget(target));
    });
    await respond(res, actor, target.id as number);
  });

  // The links the person could ask for themselves, with the same limits per account and address.
  router.post('/:id/password-reset', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChangeIdentity(actor, target);
    if (target.blocked_at) throw new HttpError(422, USER_ADMIN_MESSAGES.blockedNoLinks);
    await limits.hit('forgotPasswordEmail', target.email);
    await db.transaction().execute(async (trx) => {
      await audit(trx, auditActor(req, actor), 'user.reset_link_sent', userTarget(target));
      const token = await createResetToken(trx, {
        id: target.id as number,
        email: target.email,
      });
      await mailAccount(trx, target, 'account.reset', (company) =>
        passwordResetMail({
          name: target.name,
          url: resetUrl(config, token, target.email),
          company,
        }),
      );
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Link zum Zurücksetzen verschickt');
    res.status(202).json({ message: USER_ADMIN_MESSAGES.resetSent } satisfies MessageAnswer);
  });

  // „Passwort bei der nächsten Anmeldung ändern“ (decision 057): until the person sets a new
  // password in their profile, their account may do nothing else. Their sessions stay; the next
  // page they open asks for it.
  router.put('/:id/password-change', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target, { notSelf: true });
    assertMayChangeIdentity(actor, target);
    const { required } = validate(passwordChangeInput, bodyOf(req));
    if (required !== !!target.password_change_required)
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_change_required: required ? 1 : 0, updated_at: nowIso() })
          .where('id', '=', target.id as number)
          .execute();
        // The person's API tokens do not ask for a password: they end with the request.
        if (required)
          await trx
            .deleteFrom('api_tokens')
            .where('user_id', '=', target.id as number)
            .execute();
        await audit(
          trx,
          auditActor(req, actor),
          required ? 'user.password_change_required' : 'user.password_change_waived',
          userTarget(target),
        );
      });
    await respond(res, actor, target.id as number);
  });

  router.post('/:id/verification-notification', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChangeIdentity(actor, target);
    if (target.email_verified_at) throw new HttpError(422, USER_ADMIN_MESSAGES.alreadyVerified);
    if (target.blocked_at) throw new HttpError(422, USER_ADMIN_MESSAGES.blockedNoLinks);
    await limits.hit('verificationMail', `user:${target.id}`);
    await db.transaction().execute(async (trx) => {
      await audit(trx, auditActor(req, actor), 'user.verification_sent', userTarget(target));
      await mailVerification(trx, target);
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Bestätigungslink verschickt');
    res.status(202).json({ message: USER_ADMIN_MESSAGES.verificationSent } satisfies MessageAnswer);
  });

  router.delete('/:id/two-factor', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChangeIdentity(actor, target);
    // Someone who lost the phone lost its app and its passkey: the reset removes both.
    const passkeys = await db
      .selectFrom('passkeys')
      .select('id')
      .where('user_id', '=', target.id as number)
      .execute();
    if (target.tfa_enabled || passkeys.length) {
      await db.transaction().execute(async (trx) => {
        await disableTwoFactor(trx, target.id as number);
        await trx
          .deleteFrom('passkeys')
          .where('user_id', '=', target.id as number)
          .execute();
        // A lost phone may have been a signed-in one: its programs' keys go as well.
        await trx
          .deleteFrom('api_tokens')
          .where('user_id', '=', target.id as number)
          .execute();
        await audit(trx, auditActor(req, actor), 'two_factor.reset', userTarget(target), {
          passkeys: passkeys.length,
        });
        await mailAccount(trx, target, 'account.two-factor-disabled', (company) =>
          twoFactorDisabledMail({
            name: target.name,
            when: new Date(),
            byAdmin: true,
            passkeysRemoved: passkeys.length,
            company,
          }),
        );
      });
      nudgeMail();
    }
    logger.info(
      { user: actor.id, target: target.id },
      'Zwei-Faktor-Authentifizierung zurückgesetzt',
    );
    await respond(res, actor, target.id as number);
  });

  // Another person's sessions: device, address, last activity; an admin ends them.
  router.get('/:id/sessions', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMaySeeSessions(actor, target);
    res.json({ data: (await sessionRows(db, target.id as number)).map((s) => s.view) });
  });

  router.delete('/:id/sessions', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target, { notSelf: true });
    assertMayChangeIdentity(actor, target);
    const ended = await db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('sessions')
        .where('user_id', '=', target.id as number)
        .executeTakeFirst();
      // Signed out everywhere: programs too (decision 058).
      await trx
        .deleteFrom('api_tokens')
        .where('user_id', '=', target.id as number)
        .execute();
      const count = Number(result.numDeletedRows);
      if (count)
        await audit(trx, auditActor(req, actor), 'user.sessions_ended', userTarget(target), {
          ended: count,
        });
      return count;
    });
    res.json({ ended } satisfies SessionsEnded);
  });

  router.delete('/:id/sessions/:session', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target, { notSelf: true });
    assertMayChangeIdentity(actor, target);
    const session = (await sessionRows(db, target.id as number)).find(
      (s) => s.view.id === req.params.session,
    );
    if (!session) throw notFound();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('id', '=', session.id).execute();
      await audit(trx, auditActor(req, actor), 'user.sessions_ended', userTarget(target), {
        ended: 1,
        device: session.view.device.label,
        ip: session.view.ip,
      });
    });
    res.status(204).end();
  });
}
