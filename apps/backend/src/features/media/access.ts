// Who may do what with a media item. A rule grants read, write or admin to a role, a user or
// the public; an item sees its parent's rules unless it says otherwise (`inherit`).
// Rules for roles and users count only for a full account (verified, enabled, not blocked,
// 2FA done); public rules count for everyone.
import { isAdmin, type MediaAccessRule, type MediaRuleLevel } from '@frischkontor/contract';
import { statusOf } from '../../http/guards';
import type { Auth } from '../../http/session';
import { parentPath } from './paths';

export const LEVELS: readonly MediaRuleLevel[] = ['read', 'write', 'admin'];
const RANK: Record<MediaRuleLevel, number> = { read: 1, write: 2, admin: 3 };

export interface Principal {
  userId: number | null;
  roleIds: ReadonlySet<number>;
  /** Verified, enabled, not blocked, 2FA done. */
  fullAccount: boolean;
  admin: boolean;
}

export const GUEST_PRINCIPAL: Principal = {
  userId: null,
  roleIds: new Set(),
  fullAccount: false,
  admin: false,
};

export function principalOf(auth: Auth | null): Principal {
  if (!auth) return GUEST_PRINCIPAL;
  const u = auth.user;
  const fullAccount = statusOf(auth) === 'active';
  return {
    userId: Number(u.id),
    roleIds: new Set(u.roles.map((r) => Number(r.id))),
    fullAccount,
    admin: fullAccount && isAdmin(u),
  };
}

function matches(rule: MediaAccessRule, who: Principal): boolean {
  if (rule.subject === 'public') return true;
  if (!who.fullAccount || rule.subject_id === null) return false;
  if (rule.subject === 'role') return who.roleIds.has(rule.subject_id);
  return who.userId === rule.subject_id;
}

export interface ItemAccessInfo {
  inherit: boolean;
}

/**
 * Resolves levels for paths whose items (and all their ancestors) are known.
 * `rulesByPath` holds every rule of the whole tree (the table is small).
 */
export function createAccessResolver(
  who: Principal,
  rulesByPath: ReadonlyMap<string, readonly MediaAccessRule[]>,
  items: ReadonlyMap<string, ItemAccessInfo>,
) {
  const memo = new Map<string, number>();
  // Paths with a rule that grants this principal something (at least read): their ancestors
  // may be passed through.
  const granted = [...rulesByPath.entries()]
    .filter(([, rules]) => rules.some((r) => matches(r, who)))
    .map(([path]) => path);

  function rank(path: string): number {
    if (who.admin) return RANK.admin;
    if (path === '') return 0;
    const known = memo.get(path);
    if (known !== undefined) return known;
    let best = 0;
    for (const rule of rulesByPath.get(path) ?? [])
      if (matches(rule, who)) best = Math.max(best, RANK[rule.level]);
    const item = items.get(path);
    if (item?.inherit !== false) best = Math.max(best, rank(parentPath(path)));
    memo.set(path, best);
    return best;
  }

  return {
    can(path: string, level: MediaRuleLevel): boolean {
      return rank(path) >= RANK[level];
    },
    level(path: string): MediaRuleLevel | null {
      const r = rank(path);
      return r >= 3 ? 'admin' : r === 2 ? 'write' : r === 1 ? 'read' : null;
    },
    /** A folder that leads to something readable may be listed (showing only that). */
    canPass(path: string): boolean {
      if (rank(path) >= RANK.read) return true;
      const prefix = path === '' ? '' : `${path}/`;
      return granted.some((g) => g.startsWith(prefix));
    },
  };
}

export type AccessResolver = ReturnType<typeof createAccessResolver>;
