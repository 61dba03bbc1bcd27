// The audit log (issue 16): every admin action and security event, written by the same
// transaction as the change it records. Features call `audit(trx, actor, action, target, details)`;
// admins read the log at `GET /api/admin/audit` and download it at `/api/admin/audit/export`;
// entries older than the retention setting go.
export { auditAdminRouter } from './routes';
export {
  audit,
  auditActor,
  cleanDetails,
  userTarget,
  type AuditActor,
  type AuditTarget,
} from './service';
export { purgeAuditLog } from './store';

export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
