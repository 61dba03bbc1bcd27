// What an account may: approval (with the roles of its registration profile), blocking and
// unblocking, its roles.
import { PERMISSIONS } from '@frischkontor/contract';
import type { Router } from 'express';
import { nowIso } from '../../db';
import { HttpError, MESSAGES, ValidationError } from '../../http/errors';
import { bodyOf, validate } from '../../http/validation';
import { settleAccountNotices } from '../../accounts/notices';
import { approvedMail, blockedMail, unblockedMail } from '../mail';
import { audit, auditActor, userTarget } from '../audit';
import { canAssign, listRoles } from '../roles';
import { grantProfileRoles, profileRoles } from '../registration';
import { assertMayChange } from './policy';
import { blockSchema, rolesSchema } from './schema';
import type { UserAdmin } from './service';

export function accessRoutes(router: Router, admin: UserAdmin): void {
  const { ctx, nudgeMail, guarded, loadTarget, profiles, respond, mailAccount, intranetUrl } =
    admin;
  const { db, sessions, logger } = ctx;

  // Approval gives the roles of the profile the account registered with (decision 019); who
  // approves must be allowed to hand them out (decision 011).
  router.post('/:id/enable', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.enableUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target);
    const id = target.id as number;
    if (!target.enabled_at) {
      const profile = (await profiles()).find((p) => p.key === target.registration_profile);
      const roles = await listRoles(
        db,
        (await profileRoles(db, profile)).map((r) => r.id),
      );
      if (roles.length && !canAssign(actor, roles))
        throw new HttpError(
          403,
          `Mit der Freischaltung erhält dieses Konto ${roles.length === 1 ? 'die Rolle' : 'die Rollen'} ${roles.map((r) => `„${r.name}“`).join(', ')}; diese dürfen Sie nicht vergeben.`,
        );
      const granted = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('users')
          .set({ enabled_at: nowIso(), updated_at: nowIso() })
          .where('id', '=', id)
          .where('enabled_at', 'is', null)
          .executeTakeFirst();
        // Someone else approved it a moment ago: nothing more to do.
        if (!Number(updated.numUpdatedRows)) return null;
        const names = await grantProfileRoles(trx, id, profile);
        await settleAccountNotices(trx, id, 'approved', actor.id as number);
        await audit(trx, auditActor(req, actor), 'user.approved', userTarget(target), {
          roles: names,
        });
        await mailAccount(trx, target, 'account.approved', (company) =>
          approvedMail({ name: target.name, url: intranetUrl, company }),
        );
        return names;
      });
      if (granted) {
        nudgeMail();
        logger.info({ user: actor.id, target: id, roles: granted }, 'Benutzer freigeschaltet');
      }
    }
    await respond(res, actor, id);
  });

  router.post('/:id/block', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.enableUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target, { notSelf: true });
    const { reason } = validate(blockSchema, bodyOf(req));
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ blocked_at: nowIso(), blocked_reason: reason, updated_at: nowIso() })
        .where('id', '=', target.id as number)
        .execute();
      await sessions.endAllFor(target.id as number, null, trx);
      await settleAccountNotices(trx, target.id as number, 'blocked', actor.id as number);
      await audit(trx, auditActor(req, actor), 'user.blocked', userTarget(target), { reason });
      if (!target.blocked_at)
        await mailAccount(trx, target, 'account.blocked', (company) =>
          blockedMail({ name: target.name, reason, company }),
        );
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Benutzer gesperrt');
    await respond(res, actor, target.id as number);
  });

  router.post('/:id/unblock', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.enableUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ blocked_at: null, blocked_reason: null, updated_at: nowIso() })
        .where('id', '=', target.id as number)
        .execute();
      if (target.blocked_at) {
        await settleAccountNotices(trx, target.id as number, 'unblocked', actor.id as number);
        await audit(trx, auditActor(req, actor), 'user.unblocked', userTarget(target));
        await mailAccount(trx, target, 'account.unblocked', (company) =>
          unblockedMail({ name: target.name, url: intranetUrl, company }),
        );
      }
    });
    nudgeMail();
    logger.info({ user: actor.id, target: target.id }, 'Sperre aufgehoben');
    await respond(res, actor, target.id as number);
  });

  router.put('/:id/roles', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.assignRoles);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target);
    const { roles: wanted } = validate(rolesSchema, bodyOf(req));
    const roles = await listRoles(db, wanted);
    if (roles.length !== new Set(wanted).size)
      throw new ValidationError({ roles: ['Mindestens eine Rolle gibt es nicht.'] });
    const current = target.roles.map((r) => Number(r.id));
    const added = roles.filter((r) => !current.includes(r.id));
    const removed = await listRoles(
      db,
      current.filter((id) => !wanted.includes(id)),
    );
    if (!canAssign(actor, [...added, ...removed])) throw new HttpError(403, MESSAGES.forbidden);
    if (actor.id === target.id && removed.some((r) => r.permissions.includes(PERMISSIONS.admin)))
      throw new HttpError(422, 'Ihre eigene Administrationsrolle können Sie sich nicht entziehen.');
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('user_roles')
        .where('user_id', '=', target.id as number)
        .execute();
      if (roles.length)
        await trx
          .insertInto('user_roles')
          .values(roles.map((r) => ({ user_id: target.id as number, role_id: r.id })))
          .execute();
      if (added.length || removed.length)
        await audit(trx, auditActor(req, actor), 'user.roles_changed', userTarget(target), {
          added: added.map((r) => r.name),
          removed: removed.map((r) => r.name),
        });
    });
    logger.info(
      { user: actor.id, target: target.id, roles: roles.map((r) => r.name) },
      'Rollen gesetzt',
    );
    await respond(res, actor, target.id as number);
  });
}
