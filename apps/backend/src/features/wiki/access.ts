// Who may do what in the wiki (decision 022). Readers are staff (the role that opens the staff
// area) and admins with a full account; an article limited to roles is read by holders of one
// of them and by wiki admins, and so is every article of a category limited to roles (decision
// 035: both limits must let a reader in); anything not published only by writers. Whoever may
// not read an article gets the answer an unknown address gets.
import { can, hasRole, isAdmin, PERMISSIONS, ROLES, type WikiStatus } from '@frischkontor/contract';
import { statusOf } from '../../http/guards';
import type { Auth } from '../../http/session';
import type { WikiArticleRow } from '../../db/schema';
import { visibilityOf } from './store';

export interface Reader {
  userId: number;
  roleIds: ReadonlySet<number>;
  write: boolean;
  publish: boolean;
  admin: boolean;
  /** Categories limited to roles this reader holds none of (empty for wiki admins). */
  hiddenCategories: ReadonlySet<string>;
}

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

export interface Guarded {
  status: string;
  category: string;
  /** Role ids; null = all staff. */
  visibility: readonly number[] | null;
}

/** Whether the article's limit and its category's let this reader in (status aside). */
export function withinVisibility(
  reader: Reader,
  article: Pick<Guarded, 'visibility' | 'category'>,
): boolean {
  if (reader.admin) return true;
  if (reader.hiddenCategories.has(article.category)) return false;
  if (article.visibility === null) return true;
  return article.visibility.some((id) => reader.roleIds.has(id));
}

export function canRead(reader: Reader | null, article: Guarded): reader is Reader {
  if (!reader || !withinVisibility(reader, article)) return false;
  return article.status === 'published' || reader.write;
}

/** Edits to a published or archived article go live at once: only for publishers. */
export function canEdit(reader: Reader, article: Guarded): boolean {
  if (!reader.write) return false;
  return reader.publish || article.status === 'draft' || article.status === 'review';
}

/** Writers move between draft and review; publishers anywhere. */
export function canMove(reader: Reader, from: string, to: WikiStatus): boolean {
  if (reader.publish) return true;
  if (!reader.write) return false;
  const workflow = new Set(['draft', 'review']);
  return workflow.has(from) && workflow.has(to);
}

/** What the access rules read of an article. */
export function guarded(row: Pick<WikiArticleRow, 'status' | 'category' | 'visibility'>): Guarded {
  return { status: row.status, category: row.category, visibility: visibilityOf(row.visibility) };
}
