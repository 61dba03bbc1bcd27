// „Als CSV exportieren“: the API's CSV of the log with the page's filters and order.
import { PERMISSIONS } from '@frischkontor/contract';
import { passOnDownload } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import { apiAuditQuery, readAuditQuery } from '../../features/audit/audit-query';
import type { Route } from './+types/audit-export';

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  const { query } = readAuditQuery(args.url);
  return passOnDownload(args.context, '/admin/audit/export', apiAuditQuery(query));
}
