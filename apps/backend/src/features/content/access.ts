// Who may do what with an entry of the content engine (decision 022): a `Reader` is what a
// collection's rules make of a session; an entry limited to roles is read by holders of one of
// them and by admins, and so is every entry of a category limited to roles (decision 035: both
// limits must let a reader in); anything not published only by writers. Whoever may not read an
// entry gets the answer an unknown address gets.
import { can, type WikiStatus } from '@frischkontor/contract';
import type { AppContext } from '../../context';
import type { WikiArticleRow } from '../../db/schema';
import { statusOf } from '../../http/guards';
import type { Collection } from './collection';
import { visibilityOf } from './state';

export interface Reader {
  userId: number;
  roleIds: ReadonlySet<number>;
  write: boolean;
  publish: boolean;
  admin: boolean;
  /** Categories limited to roles this reader holds none of (empty for wiki admins). */
  hiddenCategories: ReadonlySet<string>;
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

type Auth = Awaited<ReturnType<AppContext['sessions']['auth']>>;

/**
 * The reader of a published collection: anyone; writers and publishers by permission with a full
 * account. Publishing there comes with writing: a publisher who may not write changes nothing.
 */
export function collectionReaderOf(auth: Auth, kind: Pick<Collection, 'permissions'>): Reader {
  const full = !!auth && statusOf(auth) === 'active';
  const write = full && can(auth.user, kind.permissions.write);
  return {
    userId: auth ? Number(auth.user.id) : 0,
    roleIds: new Set(),
    write,
    publish: write && can(auth.user, kind.permissions.publish),
    admin: false,
    hiddenCategories: new Set(),
  };
}
