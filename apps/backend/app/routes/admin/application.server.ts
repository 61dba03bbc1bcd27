import { PERMISSIONS } from '@frischkontor/contract';
import { apiFailure, ApiError, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import type { ApplicationDetail } from '../../features/api/types';
import { requirePermission } from '../../features/auth/guards.server';
import { notFound } from '../../features/errors/refusal';
import type { Route } from './+types/application';

function applicationPath(id: string) {
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return `/admin/applications/${id}`;
}

export async function applicationLoader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.careersApplications);
  const backend = backendOf(args.context);
  try {
    const [{ data: application }, { data: owners }] = await Promise.all([
      backend.get<{ data: ApplicationDetail }>(applicationPath(args.params.id)),
      backend.get<{ data: { id: number; name: string }[] }>('/admin/applications/owners'),
    ]);
    return { application, owners };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

const MESSAGES: Record<string, string> = {
  status: 'Der Status wurde gespeichert.',
  'status-mail':
    'Der Status wurde gespeichert; die E-Mail an die Bewerberin oder den Bewerber ist unterwegs.',
  owner: 'Die Zuständigkeit wurde gespeichert.',
  note: 'Die Notiz wurde gespeichert.',
};

export async function applicationAction(args: Route.ActionArgs): Promise<ActionResult> {
  await requirePermission(args, PERMISSIONS.careersApplications);
  const form = await readForm(args.request);
  const intent = formText(form, 'intent');
  const path = applicationPath(args.params.id);
  const backend = backendOf(args.context);
  try {
    switch (intent) {
      case 'status': {
        const status = formText(form, 'status');
        await backend.send('PATCH', path, { body: { status } });
        return succeeded(
          MESSAGES[status === 'zusage' || status === 'absage' ? 'status-mail' : 'status']!,
          intent,
        );
      }
      case 'owner': {
        const owner = formText(form, 'owner_id');
        await backend.send('PATCH', path, { body: { owner_id: owner ? Number(owner) : null } });
        return succeeded(MESSAGES.owner!, intent);
      }
      case 'note':
        await backend.send('POST', `${path}/notes`, { body: { text: formText(form, 'text') } });
        return succeeded(MESSAGES.note!, intent);
      default:
        return { ok: false, message: 'Unbekannte Aktion.' };
    }
  } catch (error) {
    return apiFailure(error, ['status', 'owner_id', 'text'], intent, {
      text: formText(form, 'text'),
    });
  }
}
