// „Als CSV herunterladen“: the API's CSV of HR's list with its filters and order.
import { PERMISSIONS } from '@frischkontor/contract';
import { apiApplicationQuery, readApplicationQuery } from '../../features/admin/application-list';
import { passOnDownload } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/applications-export';

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.careersApplications);
  const query = apiApplicationQuery(readApplicationQuery(args.url));
  return passOnDownload(args.context, '/admin/applications/export', query);
}
