// Deleting an account and undoing it within RESTORE_DAYS (decision 027).
import { PERMISSIONS } from '@frischkontor/contract';
import type { Router } from 'express';
import { restorableUntil, softDelete } from '../../accounts/deletion';
import { settleAccountNotices } from '../../accounts/notices';
import { nowIso } from '../../db';
import { HttpError } from '../../http/errors';
import { accountDeletedMail, restoredMail } from '../mail';
import { audit, auditActor, userTarget } from '../audit';
import { USER_ADMIN_MESSAGES } from './messages';
import { assertMayChange } from './policy';
import type { UserAdmin } from './service';

export function deletionRoutes(router: Router, admin: UserAdmin): void {
  const { ctx, nudgeMail, guarded, loadTarget, respond, mailAccount, intranetUrl } = admin;
  const { db, logger } = ctx;

  router.delete('/:id', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.deleteUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target, { notSelf: true });
    await db.transaction().execute(async (trx) => {
      await softDelete(trx, target.id as number, actor.id as number);
      await audit(trx, auditActor(req, actor), 'user.deleted', userTarget(target));
      // An address nobody confirmed may not be the registrant's: it is not mailed.
      if (target.email_verified_at)
        await mailAccount(trx, target, 'account.deleted', (company) =>
          accountDeletedMail({
            name: target.name,
            when: new Date(),
            restorableUntil: restorableUntil(nowIso()),
            byAdmin: true,
            company,
          }),
        );
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Benutzer gelöscht');
    res.status(204).end();
  });

  // Undoes a deletion within RESTORE_DAYS; the person signs in again as before (new sessions).
  router.post('/:id/restore', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.deleteUsers);
    const target = await loadTarget(req.params.id, { deleted: true });
    assertMayChange(actor, target);
    if (!target.deleted_at) throw new HttpError(409, USER_ADMIN_MESSAGES.notDeleted);
    if (restorableUntil(target.deleted_at).getTime() < Date.now())
      throw new HttpError(410, USER_ADMIN_MESSAGES.restoreOver);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ deleted_at: null, updated_at: nowIso() })
        .where('id', '=', target.id as number)
        .execute();
      await settleAccountNotices(trx, target.id as number, 'restored', actor.id as number);
      await audit(trx, auditActor(req, actor), 'user.restored', userTarget(target), {
        deleted_at: target.deleted_at,
      });
      await mailAccount(trx, target, 'account.restored', (company) =>
        restoredMail({ name: target.name, url: intranetUrl, company }),
      );
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Benutzer wiederhergestellt');
    await respond(res, actor, target.id as number);
  });
}
