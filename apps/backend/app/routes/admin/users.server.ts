import {
  can,
  isAdmin,
  PERMISSIONS,
  type AccountBlock,
  type AdminRole,
  type AdminUser,
  type AdminUserDetail,
  type Paginated,
  type RoleMember,
} from '@frischkontor/contract';
import { ApiError, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import type { ActionResult } from '../../features/api/results';
import { BULK_ACTIONS, type BulkAction } from '../../features/users/bulk-actions';
import { requirePermission } from '../../features/auth/guards.server';
import { apiListQuery, readUserListQuery } from '../../features/users/user-list';
import type { Route } from './+types/users';

const PAGE_SIZE = 20;

const NOTICES: Record<string, string> = {
  geloescht: 'Das Konto wurde gelöscht.',
};

export async function usersLoader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, PERMISSIONS.viewUsers);
  const query = readUserListQuery(args.url);
  const backend = backendOf(args.context);
  const [users, roles] = await Promise.all([
    backend.get<Paginated<AdminUser>>('/admin/users', {
      ...apiListQuery(query),
      page: query.seite,
      size: PAGE_SIZE,
    }),
    can(viewer, PERMISSIONS.viewRoles)
      ? backend.get<{ data: AdminRole[] }>('/admin/roles').then((r) => r.data)
      : Promise.resolve([] as AdminRole[]),
  ]);
  return {
    query,
    users,
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    showEmail: isAdmin(viewer),
    mayInvite: can(viewer, PERMISSIONS.createUsers),
    bulk: (Object.keys(BULK_ACTIONS) as BulkAction[]).filter(
      (key) => can(viewer, BULK_ACTIONS[key].permission) && (key !== 'role' || roles.length > 0),
    ),
    notice: NOTICES[args.url.searchParams.get('hinweis') ?? ''] ?? null,
  };
}

/** At most one page of the list at once. */
const MAX_IDS = 100;

const konten = (n: number) => `${n} ${n === 1 ? 'Konto' : 'Konten'}`;

/** Applies one action to the ticked accounts, one API call each; says what worked and what not. */
export async function usersAction(args: Route.ActionArgs): Promise<ActionResult> {
  const form = await readForm(args.request);
  const intent = 'bulk';
  const action = formText(form, 'aktion') as BulkAction;
  if (!Object.hasOwn(BULK_ACTIONS, action))
    return { ok: false, intent, message: 'Bitte wählen Sie eine Aktion.' };
  await requirePermission(args, BULK_ACTIONS[action].permission);
  const ids = [
    ...new Set(
      form
        .getAll('ids')
        .map(String)
        .filter((v) => /^[1-9]\d{0,9}$/.test(v)),
    ),
  ];
  if (!ids.length)
    return { ok: false, intent, message: 'Bitte wählen Sie mindestens ein Konto aus.' };
  if (ids.length > MAX_IDS)
    return { ok: false, intent, message: `Höchstens ${MAX_IDS} Konten auf einmal.` };
  const backend = backendOf(args.context);
  const reason = formText(form, 'grund').trim();
  if (action === 'block' && !reason)
    return { ok: false, intent, message: 'Bitte geben Sie einen Grund für die Sperre an.' };
  let role: AdminRole | undefined;
  if (action === 'role') {
    const roleId = Number(formText(form, 'rolle'));
    role = (await backend.get<{ data: AdminRole[] }>('/admin/roles')).data.find(
      (r) => r.id === roleId,
    );
    if (!role) return { ok: false, intent, message: 'Bitte wählen Sie die Rolle.' };
  }

  let done = 0;
  const refused: string[] = [];
  for (const id of ids) {
    const path = `/admin/users/${id}`;
    try {
      if (action === 'approve') await backend.send('POST', `${path}/enable`);
      else if (action === 'block')
        await backend.send('POST', `${path}/block`, { body: { reason } satisfies AccountBlock });
      else if (action === 'delete') await backend.send('DELETE', path);
      else
        await backend.send('POST', `/admin/roles/${role!.id}/users`, {
          body: { user_id: Number(id) } satisfies RoleMember,
        });
      done++;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      const name = await backend
        .get<{ data: AdminUserDetail }>(path)
        .then((r) => r.data.name)
        .catch(() => `Konto ${id}`);
      refused.push(`${name}: ${error.message}`);
    }
  }
  const what =
    action === 'role'
      ? `${konten(done)} ${done === 1 ? 'hat' : 'haben'} jetzt die Rolle „${role!.name}“.`
      : `${konten(done)} ${BULK_ACTIONS[action].done}${action === 'delete' ? ' (30 Tage lang wiederherstellbar)' : ''}.`;
  return refused.length
    ? { ok: false, intent, message: `${what} Nicht möglich bei ${refused.join('; ')}` }
    : { ok: true, intent, message: what };
}
