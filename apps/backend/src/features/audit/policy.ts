// Who reads the log, and downloads it: admins in the admin panel, nobody else.
import { PERMISSIONS } from '@frischkontor/contract';
import type { Request, Response } from 'express';
import type { Guards } from '../../http/guards';

/** The reader of the log (list and export alike), or the guards' 401/403 before anything is read. */
export function requireAuditReader(guards: Guards, req: Request, res: Response) {
  return guards.requirePermission(req, res, PERMISSIONS.adminPanel, PERMISSIONS.admin);
}
