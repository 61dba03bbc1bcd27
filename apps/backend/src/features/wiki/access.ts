// The wiki's readers (decision 022): staff (the role that opens the staff area) and admins with a
// full account; the wiki's permissions make them writers, publishers and wiki admins, and a
// category limited to roles they hold none of is hidden from them (decision 035).
import { can, hasRole, isAdmin, PERMISSIONS, ROLES } from '@frischkontor/contract';
import { statusOf } from '../../http/guards';
import type { Auth } from '../../http/session';
import type { Reader } from '../content';

/** Category name → the role ids that may read it; categories without a limit are not listed. */
export type CategoryLimits = ReadonlyMap<string, readonly number[]>;

/** The wiki reader behind a session, or null for anyone who may not open the wiki at all. */
export function readerOf(auth: Auth | null, limits: CategoryLimits = new Map()): Reader | null {
  if (!auth) return null;
  const user = auth.user;
  const fullAccount = statusOf(auth) === 'active';
  if (!fullAccount || !(isAdmin(user) || hasRole(user, ROLES.personal))) return null;
  const roleIds = new Set(user.roles.map((r) => Number(r.id)));
  const admin = can(user, PERMISSIONS.wikiAdmin);
  const hiddenCategories = new Set<string>();
  if (!admin)
    for (const [category, ids] of limits)
      if (!ids.some((id) => roleIds.has(id))) hiddenCategories.add(category);
  return {
    userId: Number(user.id),
    roleIds,
    write: can(user, PERMISSIONS.wikiWrite),
    publish: can(user, PERMISSIONS.wikiPublish),
    admin,
    hiddenCategories,
  };
}
