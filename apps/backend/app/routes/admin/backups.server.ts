// „Einstellungen → Sicherung“: the schedule, the archives of its target, „Jetzt sichern“ and the
// deletion of an archive, through `/api/admin/backups` (decision 050). Admins only.
import { PERMISSIONS, type BackupOverview, type BackupRun } from '@frischkontor/contract';
import { apiFailure, backendOf } from '../../features/api/index.server';
import { formText, readForm } from '../../features/api/form-data';
import { succeeded, type ActionResult } from '../../features/api/results';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/backups';

export const SCHEDULE_FIELDS = [
  'mode',
  'time',
  'hours',
  'keep',
  'target',
  'folder',
  'bucket',
  'prefix',
] as const;

export async function backupsLoader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  const { data } = await backendOf(args.context).get<{ data: BackupOverview }>('/admin/backups');
  return data;
}

/** Digits as a number; anything else as typed, so the API says what is wrong. */
const numberOrText = (value: string) => (/^\d{1,6}$/.test(value) ? Number(value) : value);

export async function backupsAction(args: Route.ActionArgs): Promise<ActionResult> {
  await requirePermission(args, PERMISSIONS.admin);
  const form = await readForm(args.request);
  const intent = formText(form, 'intent');
  const backend = backendOf(args.context);
  if (intent === 'run') {
    try {
      await backend.send<{ data: BackupRun }>('POST', '/admin/backups/runs');
    } catch (error) {
      return apiFailure(error, [], 'run');
    }
    return succeeded(
      'Die Sicherung läuft. Das Ergebnis erscheint hier, sobald sie fertig ist.',
      'run',
    );
  }
  if (intent === 'delete') {
    const name = formText(form, 'name');
    try {
      await backend.send('DELETE', `/admin/backups/archives/${encodeURIComponent(name)}`);
    } catch (error) {
      return apiFailure(error, [], 'delete');
    }
    return succeeded(`Die Sicherung „${name}“ wurde gelöscht.`, 'delete');
  }
  const typed = Object.fromEntries(SCHEDULE_FIELDS.map((k) => [k, formText(form, k).trim()]));
  const body = {
    ...typed,
    hours: numberOrText(typed.hours ?? ''),
    keep: numberOrText(typed.keep ?? ''),
    folder: typed.folder || null,
    bucket: typed.bucket || null,
    prefix: typed.prefix || null,
  };
  try {
    await backend.send('PUT', '/admin/backups/schedule', { body });
  } catch (error) {
    return apiFailure(error, SCHEDULE_FIELDS, 'save', typed);
  }
  return succeeded('Der Zeitplan wurde gespeichert.', 'save');
}
