import {
  can,
  isAdmin,
  mayChangeIdentity,
  PERMISSIONS,
  STAFF_ADMIN_FIELDS,
  type AccountBlock,
  type AccountRoles,
  type AdminRole,
  type AdminUserDetail,
  type AdminUserUpdate,
  type DeviceSession,
} from '@frischkontor/contract';
import { redirect } from 'react-router';
import { apiFailure, ApiError, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { appUrl, requirePermission } from '../../features/auth/guards.server';
import { notFound } from '../../features/errors/refusal';
import { rolesPhrase } from '../../features/admin/registration';
import type { Route } from './+types/user';

function userPath(id: string) {
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return `/admin/users/${id}`;
}

export async function userLoader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, PERMISSIONS.viewUsers);
  const backend = backendOf(args.context);
  let user: AdminUserDetail;
  try {
    user = (await backend.get<{ data: AdminUserDetail }>(userPath(args.params.id))).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
  const roles = can(viewer, PERMISSIONS.viewRoles)
    ? (await backend.get<{ data: AdminRole[] }>('/admin/roles')).data
    : [];
  const self = String(viewer.id) === String(user.id);
  // Address, password, second factor and sessions: only who holds all of the account's rights.
  const identity = can(viewer, PERMISSIONS.editUsers) && (self || mayChangeIdentity(viewer, user));
  // Another person's devices, for those who may end them.
  const sessions =
    identity && !user.deleted_at && !self
      ? (await backend.get<{ data: DeviceSession[] }>(`${userPath(args.params.id)}/sessions`)).data
      : null;
  return {
    user,
    sessions,
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    self,
    notice: NOTICES[args.url.searchParams.get('hinweis') ?? ''] ?? null,
    may: {
      enable: can(viewer, PERMISSIONS.enableUsers),
      edit: can(viewer, PERMISSIONS.editUsers),
      identity,
      assign: can(viewer, PERMISSIONS.assignRoles) && roles.length > 0,
      delete: can(viewer, PERMISSIONS.deleteUsers),
      seeEmail: isAdmin(viewer),
    },
  };
}

const NOTICES: Record<string, string> = {
  eingeladen:
    'Das Konto ist angelegt, die Einladung ist unterwegs. Die Person legt ihr Passwort über den Link fest (7 Tage gültig).',
};

const MESSAGES: Record<string, string> = {
  block: 'Das Konto ist gesperrt; alle Sitzungen wurden beendet.',
  unblock: 'Die Sperre ist aufgehoben.',
  verify: 'Die E-Mail-Adresse ist als bestätigt markiert.',
  roles: 'Die Rollen wurden gespeichert.',
  'reset-2fa': 'Die Zwei-Faktor-Authentifizierung wurde zurückgesetzt.',
  'send-reset': 'Der Link zum Zurücksetzen des Passworts ist unterwegs; er ist 60 Minuten gültig.',
  'send-verification': 'Der Bestätigungslink ist unterwegs; er ist 60 Minuten gültig.',
  'password-change-require':
    'Bei der nächsten Anmeldung muss die Person ein neues Passwort festlegen; bis dahin sieht sie nur ihr Profil.',
  'password-change-waive': 'Ein neues Passwort wird nicht mehr verlangt.',
  restore: 'Das Konto ist wiederhergestellt; die Person wurde per E-Mail informiert.',
  'end-session': 'Die Sitzung wurde beendet.',
  'end-sessions': 'Alle Sitzungen wurden beendet.',
};

/** The fields of the edit form, as the API names them. */
export const EDIT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'company',
  'customer_number',
  'vat_id',
  'trade_licence',
  'phone',
  'admin_note',
  // The company's fields of a person (decision 052); mobile and consent are the person's own.
  ...STAFF_ADMIN_FIELDS,
] as const;

export async function userAction(args: Route.ActionArgs): Promise<ActionResult | Response> {
  const form = await readForm(args.request);
  const intent = formText(form, 'intent');
  const path = userPath(args.params.id);
  const backend = backendOf(args.context);
  try {
    switch (intent) {
      case 'enable': {
        await requirePermission(args, PERMISSIONS.enableUsers);
        const { data } = await backend.send<{ data: AdminUserDetail }>('POST', `${path}/enable`);
        const roles = data.roles.map((r) => String(r.name));
        return succeeded(
          roles.length
            ? `Das Konto ist freigeschaltet und hat jetzt ${rolesPhrase(roles)}.`
            : 'Das Konto ist freigeschaltet; es hat keine Rolle.',
          intent,
        );
      }
      case 'unblock':
      case 'verify':
        await requirePermission(
          args,
          intent === 'verify' ? PERMISSIONS.editUsers : PERMISSIONS.enableUsers,
        );
        await backend.send('POST', `${path}/${intent}`);
        break;
      case 'block': {
        await requirePermission(args, PERMISSIONS.enableUsers);
        const reason = formText(form, 'reason').trim();
        if (!reason)
          return { ok: false, intent, message: 'Bitte geben Sie einen Grund für die Sperre an.' };
        await backend.send('POST', `${path}/block`, { body: { reason } satisfies AccountBlock });
        break;
      }
      case 'roles':
        await requirePermission(args, PERMISSIONS.assignRoles);
        await backend.send('PUT', `${path}/roles`, {
          body: {
            roles: form.getAll('roles').map(Number).filter(Number.isInteger),
          } satisfies AccountRoles,
        });
        break;
      case 'edit': {
        const viewer = await requirePermission(args, PERMISSIONS.editUsers);
        // Only admins see (and so change) e-mail addresses.
        const fields = EDIT_FIELDS.filter((f) => f !== 'email' || isAdmin(viewer));
        const values = Object.fromEntries(fields.map((f) => [f, formText(form, f)]));
        const before = (await backend.get<{ data: AdminUserDetail }>(path)).data;
        try {
          await backend.send('PATCH', path, { body: values satisfies AdminUserUpdate });
        } catch (error) {
          return apiFailure(error, fields, intent, values);
        }
        return succeeded(
          isAdmin(viewer) && values.email?.trim().toLowerCase() !== before.email
            ? 'Gespeichert. An die neue E-Mail-Adresse ist ein Bestätigungslink unterwegs; bis die Person ihn öffnet, ist das Konto eingeschränkt.'
            : 'Die Angaben wurden gespeichert.',
          intent,
        );
      }
      case 'send-reset':
      case 'send-verification':
        await requirePermission(args, PERMISSIONS.editUsers);
        await backend.send(
          'POST',
          `${path}/${intent === 'send-reset' ? 'password-reset' : 'verification-notification'}`,
        );
        break;
      case 'password-change-require':
      case 'password-change-waive':
        await requirePermission(args, PERMISSIONS.editUsers);
        await backend.send('PUT', `${path}/password-change`, {
          body: { required: intent === 'password-change-require' },
        });
        break;
      case 'reset-2fa':
        await requirePermission(args, PERMISSIONS.editUsers);
        await backend.send('DELETE', `${path}/two-factor`);
        break;
      case 'delete':
        await requirePermission(args, PERMISSIONS.deleteUsers);
        await backend.send('DELETE', path);
        return redirect(appUrl('/benutzer', { hinweis: 'geloescht' }));
      case 'restore':
        await requirePermission(args, PERMISSIONS.deleteUsers);
        await backend.send('POST', `${path}/restore`);
        break;
      case 'end-session': {
        await requirePermission(args, PERMISSIONS.editUsers);
        const session = formText(form, 'session');
        if (!/^[0-9a-f]{1,64}$/.test(session))
          return { ok: false, intent, message: 'Diese Sitzung gibt es nicht mehr.' };
        await backend.send('DELETE', `${path}/sessions/${session}`);
        break;
      }
      case 'end-sessions':
        await requirePermission(args, PERMISSIONS.editUsers);
        await backend.send('DELETE', `${path}/sessions`);
        break;
      default:
        return { ok: false, message: 'Unbekannte Aktion.' };
    }
  } catch (error) {
    return apiFailure(error, [], intent);
  }
  return succeeded(MESSAGES[intent] ?? 'Gespeichert.', intent);
}
