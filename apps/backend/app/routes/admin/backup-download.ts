// An archive's download for admins: the API's stream passed on as it comes (decision 050).
import { PERMISSIONS } from '@frischkontor/contract';
import { ApiError, backendOf } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/backup-download';

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  const answer = await backendOf(args.context).raw(
    'GET',
    `/admin/backups/archives/${encodeURIComponent(args.params.name)}`,
  );
  if (!answer.ok) throw new ApiError(answer.status, null);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const name of ['content-type', 'content-length', 'content-disposition'])
    headers.set(name, answer.headers.get(name) ?? '');
  return new Response(answer.body, { headers });
}
