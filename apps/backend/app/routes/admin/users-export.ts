// „Als CSV herunterladen“: the API's CSV of the user list with the list's filter and order.
import { PERMISSIONS } from '@frischkontor/contract';
import { apiListQuery, readUserListQuery } from '../../features/users/user-list';
import { ApiError, backendOf } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/users-export';

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.viewUsers);
  const answer = await backendOf(args.context).raw('GET', '/admin/users/export', {
    query: apiListQuery(readUserListQuery(args.url)),
  });
  if (!answer.ok) throw new ApiError(answer.status, null);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of ['content-type', 'content-disposition'])
    headers.set(name, answer.headers.get(name) ?? '');
  return new Response(answer.body, { headers });
}
