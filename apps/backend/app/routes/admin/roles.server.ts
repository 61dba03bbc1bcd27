import {
  can,
  PERMISSIONS,
  type AdminRole,
  type PermissionInfo,
  type RoleCreate,
  type RoleUpdate,
} from '@frischkontor/contract';
import { apiFailure, ApiError, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/roles';

export async function rolesLoader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, PERMISSIONS.viewRoles);
  const backend = backendOf(args.context);
  const [roles, permissions] = await Promise.all([
    backend.get<{ data: AdminRole[] }>('/admin/roles'),
    backend.get<{ data: PermissionInfo[] }>('/admin/roles/permissions'),
  ]);
  return {
    roles: roles.data,
    permissions: permissions.data,
    may: {
      edit: can(viewer, PERMISSIONS.editRoles),
      create: can(viewer, PERMISSIONS.createRoles),
      delete: can(viewer, PERMISSIONS.deleteRoles),
    },
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

export async function rolesAction(args: Route.ActionArgs): Promise<ActionResult> {
  const form = await readForm(args.request);
  const intent = formText(form, 'intent');
  const backend = backendOf(args.context);
  try {
    switch (intent) {
      case 'save': {
        await requirePermission(args, PERMISSIONS.editRoles);
        const { data: roles } = await backend.get<{ data: AdminRole[] }>('/admin/roles');
        const refusals: string[] = [];
        let changed = 0;
        for (const role of roles) {
          const wanted = form.getAll(`perm-${role.id}`).map(String);
          const twoFactor = form.get(`tfa-${role.id}`) === '1';
          if (sameSet(wanted, role.permissions) && twoFactor === role.requires_two_factor) continue;
          try {
            await backend.send('PUT', `/admin/roles/${role.id}`, {
              body: { permissions: wanted, requires_two_factor: twoFactor } satisfies RoleUpdate,
            });
            changed++;
          } catch (error) {
            if (!(error instanceof ApiError) || error.status >= 500) throw error;
            refusals.push(`Rolle „${role.name}“: ${error.message}`);
          }
        }
        if (refusals.length) return { ok: false, intent, message: refusals.join(' ') };
        return succeeded(
          changed
            ? `Die Einstellungen von ${changed} ${changed === 1 ? 'Rolle' : 'Rollen'} wurden gespeichert.`
            : 'Es gab nichts zu ändern.',
          intent,
        );
      }
      case 'create': {
        await requirePermission(args, PERMISSIONS.createRoles);
        const name = formText(form, 'name');
        try {
          await backend.send('POST', '/admin/roles', {
            body: { name, permissions: [] } satisfies RoleCreate,
          });
        } catch (error) {
          return apiFailure(error, ['name'], intent, { name });
        }
        return succeeded(`Die Rolle „${name.trim()}“ wurde angelegt.`, intent);
      }
      case 'delete': {
        await requirePermission(args, PERMISSIONS.deleteRoles);
        const id = formText(form, 'role');
        if (!/^[1-9]\d{0,9}$/.test(id)) return { ok: false, intent, message: 'Unbekannte Rolle.' };
        await backend.send('DELETE', `/admin/roles/${id}`);
        return succeeded('Die Rolle wurde gelöscht.', intent);
      }
      default:
        return { ok: false, message: 'Unbekannte Aktion.' };
    }
  } catch (error) {
    return apiFailure(error, [], intent);
  }
}
