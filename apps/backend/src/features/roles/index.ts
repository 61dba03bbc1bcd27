// Roles: CRUD, the list of permissions, and assigning roles to users.
import {
  PERMISSIONS,
  type PermissionInfo,
  type RoleCreate,
  type RoleMember,
  type RoleUpdate,
} from '@frischkontor/contract';
import { Router, type RequestHandler } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation, nowIso } from '../../db';
import { HttpError, MESSAGES, notFound, ValidationError } from '../../http/errors';
import { bodyOf, flag, idParam, positiveId, requestSchema, validate } from '../../http/validation';
import { audit, auditActor, userTarget, type AuditTarget } from '../audit';
import { readProfiles } from '../registration';
import type { Settings } from '../settings';
import {
  canAssign,
  canGrant,
  findRole,
  isKnownPermission,
  listRoles,
  PERMISSION_LABELS,
  PROTECTED_ROLES,
  setRolePermissions,
} from './roles';

export * from './roles';

// Spelt as given: Helium's roles are `Kunde` and `Personal`, compared exactly (decision 018).
const roleName = z
  .string({ error: 'Bitte geben Sie einen Namen an.' })
  .trim()
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} ._/-]{1,49}$/u,
    'Der Name darf 2 bis 50 Zeichen lang sein: Buchstaben, Ziffern, Leerzeichen, Punkt, -, _ und /.',
  );

/** `kunde` beside `Kunde` would only confuse: names differ in more than case. */
async function assertNameFree(db: AppContext['db'], name: string, except?: number) {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst())
    throw new ValidationError({ name: ['Eine Rolle mit diesem Namen gibt es schon.'] });
}

const permissionList = z
  .array(z.string(), { error: 'Bitte geben Sie eine Liste von Berechtigungen an.' })
  .max(50)
  .superRefine((list, ctx) => {
    for (const p of list)
      if (!isKnownPermission(p))
        ctx.addIssue({ code: 'custom', message: `Unbekannte Berechtigung: ${p}` });
  });

function roleTarget(role: { id: number; name: string }): AuditTarget {
  return { type: 'role', id: role.id, label: role.name };
}

export function rolesAdminRouter(ctx: AppContext, settings: Settings): Router {
  const router = Router();
  const { db, guards, logger } = ctx;

  const loadRole = async (value: unknown) => {
    const id = idParam(value);
    const role = id ? await findRole(db, id) : null;
    if (!role) throw notFound();
    return role;
  };

  router.get('/permissions', async (req, res) => {
    await guards.requirePermission(req, res, PERMISSIONS.viewRoles);
    const permissions: PermissionInfo[] = Object.entries(PERMISSION_LABELS).map(
      ([name, label]) => ({ name, label }),
    );
    res.json({ data: permissions });
  });

  router.get('/', async (req, res) => {
    await guards.requirePermission(req, res, PERMISSIONS.viewRoles);
    res.json({ data: await listRoles(db) });
  });

  router.post('/', async (req, res) => {
    const auth = await guards.requirePermission(req, res, PERMISSIONS.createRoles);
    const input = validate(
      requestSchema<RoleCreate>()(
        z.object({
          name: roleName,
          permissions: permissionList.default([]),
          requires_two_factor: flag().default(false),
        }),
      ),
      bodyOf(req),
    );
    if (!canGrant(auth.user, input.permissions)) throw new HttpError(403, MESSAGES.forbidden);
    await assertNameFree(db, input.name);
    const now = nowIso();
    let id: number;
    try {
      id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('roles')
          .values({
            name: input.name,
            requires_two_factor: input.requires_two_factor ? 1 : 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setRolePermissions(trx, row.id, input.permissions);
        await audit(
          trx,
          auditActor(req, auth.user),
          'role.created',
          roleTarget({ ...row, ...input }),
          {
            permissions: input.permissions,
            requires_two_factor: input.requires_two_factor,
          },
        );
        return row.id;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ValidationError({ name: ['Eine Rolle mit diesem Namen gibt es schon.'] });
      throw error;
    }
    logger.info({ user: auth.user.id, role: input.name }, 'Rolle angelegt');
    res.status(201).json({ data: await findRole(db, id) });
  });

  router.get('/:id', async (req, res) => {
    await guards.requirePermission(req, res, PERMISSIONS.viewRoles);
    res.json({ data: await loadRole(req.params.id) });
  });

  const update: RequestHandler = async (req, res) => {
    const auth = await guards.requirePermission(req, res, PERMISSIONS.editRoles);
    const role = await loadRole(req.params.id);
    const body = bodyOf(req);
    const input = validate(
      requestSchema<RoleUpdate>()(
        z.object({
          name: roleName.optional(),
          permissions: permissionList.optional(),
          requires_two_factor: flag(),
        }),
      ),
      body,
    );
    // Left out, the requirement stays as it is.
    const requiresTwoFactor = Object.hasOwn(body, 'requires_two_factor')
      ? input.requires_two_factor
      : undefined;
    if (input.name && input.name !== role.name && PROTECTED_ROLES.has(role.name))
      throw new ValidationError({
        name: ['Diese Rolle wird von der Website verwendet und kann nicht umbenannt werden.'],
      });
    // Changing a role's rights needs the right to hand out both the old and the new ones.
    if (input.permissions && !canGrant(auth.user, [...input.permissions, ...role.permissions]))
      throw new HttpError(403, MESSAGES.forbidden);
    const renamed = !!input.name && input.name !== role.name;
    if (renamed) await assertNameFree(db, input.name!, role.id);
    const profiles = readProfiles(await settings.get('registration_profiles'));
    try {
      await db.transaction().execute(async (trx) => {
        if (renamed) {
          await trx
            .updateTable('roles')
            .set({ name: input.name!, updated_at: nowIso() })
            .where('id', '=', role.id)
            .execute();
          // Registration profiles name their roles: they follow the new name.
          if (profiles.some((p) => p.roles.includes(role.name)))
            await settings.set(
              {
                registration_profiles: profiles.map((p) => ({
                  ...p,
                  roles: p.roles.map((r) => (r === role.name ? input.name! : r)),
                })),
              },
              trx,
            );
        }
        if (input.permissions) await setRolePermissions(trx, role.id, input.permissions);
        const twoFactorChanged =
          requiresTwoFactor !== undefined && requiresTwoFactor !== role.requires_two_factor;
        if (twoFactorChanged)
          await trx
            .updateTable('roles')
            .set({ requires_two_factor: requiresTwoFactor ? 1 : 0, updated_at: nowIso() })
            .where('id', '=', role.id)
            .execute();
        const added = input.permissions?.filter((p) => !role.permissions.includes(p)) ?? [];
        const removed = input.permissions
          ? role.permissions.filter((p) => !input.permissions!.includes(p))
          : [];
        if (renamed || added.length || removed.length || twoFactorChanged)
          await audit(trx, auditActor(req, auth.user), 'role.updated', roleTarget(role), {
            ...(renamed ? { name: { from: role.name, to: input.name } } : {}),
            ...(twoFactorChanged ? { requires_two_factor: requiresTwoFactor } : {}),
            ...(added.length ? { permissions_added: added } : {}),
            ...(removed.length ? { permissions_removed: removed } : {}),
          });
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ValidationError({ name: ['Eine Rolle mit diesem Namen gibt es schon.'] });
      throw error;
    }
    logger.info({ user: auth.user.id, role: role.id }, 'Rolle geändert');
    res.json({ data: await findRole(db, role.id) });
  };
  router.put('/:id', update);
  router.patch('/:id', update);

  router.delete('/:id', async (req, res) => {
    const auth = await guards.requirePermission(req, res, PERMISSIONS.deleteRoles);
    const role = await loadRole(req.params.id);
    if (PROTECTED_ROLES.has(role.name))
      throw new HttpError(
        409,
        'Diese Rolle wird von der Website verwendet und kann nicht gelöscht werden.',
      );
    if (!canGrant(auth.user, role.permissions)) throw new HttpError(403, MESSAGES.forbidden);
    const profile = readProfiles(await settings.get('registration_profiles')).find((p) =>
      p.roles.includes(role.name),
    );
    if (profile)
      throw new HttpError(
        409,
        `Das Registrierungsprofil „${profile.label}“ vergibt diese Rolle. Nehmen Sie sie dort zuerst heraus.`,
      );
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('roles').where('id', '=', role.id).execute();
      await audit(trx, auditActor(req, auth.user), 'role.deleted', roleTarget(role), {
        permissions: role.permissions,
      });
    });
    logger.info({ user: auth.user.id, role: role.name }, 'Rolle gelöscht');
    res.status(204).end();
  });

  router.post('/:id/users', async (req, res) => {
    const auth = await guards.requirePermission(req, res, PERMISSIONS.assignRoles);
    const role = await loadRole(req.params.id);
    const { user_id: userId } = validate(
      requestSchema<RoleMember>()(z.object({ user_id: positiveId('Benutzer-ID') })),
      bodyOf(req),
    );
    if (!canAssign(auth.user, [role])) throw new HttpError(403, MESSAGES.forbidden);
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new ValidationError({ user_id: ['Diesen Benutzer gibt es nicht.'] });
    await db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('user_roles')
        .values({ user_id: userId, role_id: role.id })
        .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0))
        await audit(trx, auditActor(req, auth.user), 'user.roles_changed', userTarget(user), {
          added: [role.name],
          removed: [],
        });
    });
    logger.info({ user: auth.user.id, target: userId, role: role.name }, 'Rolle zugewiesen');
    res.json({ data: await findRole(db, role.id) });
  });

  router.delete('/:id/users/:userId', async (req, res) => {
    const auth = await guards.requirePermission(req, res, PERMISSIONS.assignRoles);
    const role = await loadRole(req.params.id);
    const userId = idParam(req.params.userId);
    if (!userId) throw notFound();
    if (!canAssign(auth.user, [role])) throw new HttpError(403, MESSAGES.forbidden);
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'firstname', 'lastname'])
      .where('id', '=', userId)
      .executeTakeFirst();
    await db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('user_roles')
        .where('user_id', '=', userId)
        .where('role_id', '=', role.id)
        .executeTakeFirst();
      if (user && Number(removed.numDeletedRows))
        await audit(trx, auditActor(req, auth.user), 'user.roles_changed', userTarget(user), {
          added: [],
          removed: [role.name],
        });
    });
    res.json({ data: await findRole(db, role.id) });
  });

  return router;
}
