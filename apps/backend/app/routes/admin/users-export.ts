// „Als CSV herunterladen“: the API's CSV of the user list with the list's filter and order.
import { PERMISSIONS } from '@frischkontor/contract';
import { apiListQuery, readUserListQuery } from '../../features/users/user-list';
import { passOnDownload } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/users-export';

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.viewUsers);
  const query = apiListQuery(readUserListQuery(args.url));
  return passOnDownload(args.context, '/admin/users/export', query);
}
