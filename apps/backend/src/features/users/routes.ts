// The user administration's API under /admin/users: the route groups in their files, in this
// order (the list's `/export` before one account's `/:id`).
import { Router } from 'express';
import type { AppContext } from '../../context';
import type { Settings } from '../settings';
import { accessRoutes } from './access-routes';
import { accountRoutes } from './account-routes';
import { deletionRoutes } from './deletion-routes';
import { identityRoutes } from './identity-routes';
import { importRoutes } from './import-routes';
import { listRoutes } from './list-routes';
import { userAdmin } from './service';

export function usersAdminRouter(
  ctx: AppContext,
  settings: Settings,
  nudgeMail: () => void,
): Router {
  const router = Router();
  const admin = userAdmin(ctx, settings, nudgeMail);
  listRoutes(router, admin);
  importRoutes(router, admin);
  accountRoutes(router, admin);
  accessRoutes(router, admin);
  identityRoutes(router, admin);
  deletionRoutes(router, admin);
  return router;
}
