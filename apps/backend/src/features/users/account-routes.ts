// One account: its details, a new account (with a password or an invitation) and changes to its
// data, the address among them.
import { PERMISSIONS } from '@frischkontor/contract';
import type { Router } from 'express';
import { searchTextOf } from '../../accounts/account';
import { nowIso } from '../../db';
import { HttpError, MESSAGES, ValidationError } from '../../http/errors';
import { bodyOf, validate } from '../../http/validation';
import { onEmailChanged, rethrowTaken, UNVERIFIED } from '../account';
import { audit, auditActor, userTarget } from '../audit';
import { canAssign, listRoles } from '../roles';
import { assertNewPassword } from '../auth';
import { USER_ADMIN_MESSAGES } from './messages';
import { assertMayChange, assertMayChangeIdentity } from './policy';
import { CLEARABLE, createSchema, updateSchema } from './schema';
import type { UserAdmin } from './service';
import { insertAccount } from '../../accounts/create';
import { extrasOf } from './store';

export function accountRoutes(router: Router, admin: UserAdmin): void {
  const {
    ctx,
    settings,
    nudgeMail,
    guarded,
    loadTarget,
    adminUserDetail,
    respond,
    mailInvitation,
  } = admin;
  const { db, logger } = ctx;

  router.get('/:id', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.viewUsers);
    const user = await loadTarget(req.params.id, { deleted: true });
    res.json({ data: await adminUserDetail(user, actor) });
  });

  router.post('/', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.createUsers);
    const input = validate(createSchema, bodyOf(req));
    const roles = await listRoles(db, input.roles);
    if (roles.length !== new Set(input.roles).size)
      throw new ValidationError({ roles: ['Mindestens eine Rolle gibt es nicht.'] });
    if (roles.length && !canAssign(actor, roles)) throw new HttpError(403, MESSAGES.forbidden);
    if (input.password) assertNewPassword(input.password, input.password_confirmation, input);
    const now = nowIso();
    let id: number;
    try {
      id = await db.transaction().execute(async (trx) => {
        const created = await insertAccount(
          trx,
          input,
          roles.map((r) => r.id),
          now,
        );
        await audit(
          trx,
          auditActor(req, actor),
          input.password ? 'user.created' : 'user.invited',
          userTarget({ ...input, id: created }),
          {
            roles: roles.map((r) => r.name),
            verified: input.verified,
            enabled: input.enabled,
          },
        );
        if (!input.password) await mailInvitation(trx, { ...input, id: created });
        return created;
      });
    } catch (error) {
      rethrowTaken(error);
    }
    nudgeMail();
    logger.info({ user: actor.id, created: id }, 'Benutzer angelegt');
    await respond(res, actor, id, 201);
  });

  router.patch('/:id', async (req, res) => {
    const actor = await guarded(req, res, PERMISSIONS.editUsers);
    const target = await loadTarget(req.params.id);
    assertMayChange(actor, target);
    const body = bodyOf(req);
    const input = validate(updateSchema, body);
    const cleared = Object.fromEntries(
      CLEARABLE.filter((key) => Object.hasOwn(body, key)).map((key) => [key, input[key] ?? null]),
    );
    const next = {
      firstname: input.firstname ?? target.firstname,
      lastname: input.lastname ?? target.lastname,
      company: target.company,
      customer_number: target.customer_number,
      vat_id: target.vat_id,
      trade_licence: target.trade_licence,
      ...cleared,
      email: input.email ?? target.email,
    };
    const emailChanged = next.email !== target.email;
    // Own address only through the profile, which asks for the password.
    if (emailChanged && actor.id === target.id)
      throw new ValidationError({ email: [USER_ADMIN_MESSAGES.ownEmail] });
    if (emailChanged) assertMayChangeIdentity(actor, target);
    const before: Record<string, unknown> = {
      ...target,
      admin_note: (await extrasOf(db, target.id as number)).admin_note,
    };
    const changed = Object.keys(next).filter(
      (key) => (before[key] ?? null) !== ((next as Record<string, unknown>)[key] ?? null),
    );
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            ...next,
            search_text: searchTextOf(next),
            // As Laravel does for a changed address: unverified until the new one is confirmed.
            ...(emailChanged ? UNVERIFIED : {}),
            updated_at: nowIso(),
          })
          .where('id', '=', target.id as number)
          .execute();
        if (changed.length)
          await audit(trx, auditActor(req, actor), 'user.updated', userTarget(target), {
            fields: changed,
            ...(emailChanged ? { email: { from: target.email, to: next.email } } : {}),
          });
        if (emailChanged)
          await onEmailChanged(trx, ctx, settings, {
            user: { id: target.id, name: `${next.firstname} ${next.lastname}`, email: next.email },
            from: target.email,
            bySelf: false,
          });
      });
    } catch (error) {
      rethrowTaken(error);
    }
    if (emailChanged) {
      nudgeMail();
      logger.info({ user: actor.id, target: target.id }, 'E-Mail-Adresse geändert');
    }
    await respond(res, actor, target.id as number);
  });
}
