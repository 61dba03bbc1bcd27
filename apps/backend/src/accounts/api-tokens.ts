// Personal API tokens (issue 33, item 2; decision 058), as Laravel Sanctum's: `{id}|{secret}` in
// `Authorization: Bearer`, the database keeping only the SHA-256 of the secret. A token reaches
// the content APIs only, never the sign-in, the own account or the administration, and carries
// the person's roles with no more rights than its scopes (the person's own `app.*` rights).
import { can, PERMISSIONS, type AccountUser, type Permission } from '@frischkontor/contract';
import { randomToken } from '../security/keys';

/** The parts of the API a token reaches (below `/api`), each with what is under it. */
export const TOKEN_PATHS = [
  '/wiki',
  '/news',
  '/blog',
  '/jobs',
  '/media',
  '/directory',
  '/readings',
  '/notifications',
] as const;

/**
 * Whether a request to this address (the raw request target, `/api/…?…`, as Express routes it)
 * may be signed with a token. An address a parser could read otherwise than the router — a
 * backslash, an encoded dot, slash or backslash, an empty, `.` or `..` segment — never.
 */
export function tokenMayReach(target: string, prefix = '/api'): boolean {
  const raw = target.split('?', 1)[0] ?? '';
  if (/\\|%2e|%2f|%5c|\/\/|(^|\/)\.{1,2}(\/|$)/i.test(raw)) return false;
  if (!raw.startsWith(`${prefix}/`)) return false;
  const path = raw.slice(prefix.length);
  return TOKEN_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

const BEARER = /^Bearer ([1-9]\d{0,9})\|([A-Za-z0-9_-]{40,64})$/;

/** The token of an `Authorization` header, or null when it is none of ours. */
export function parseBearer(header: string | undefined): { id: number; secret: string } | null {
  const match = BEARER.exec(header?.trim() ?? '');
  return match ? { id: Number(match[1]), secret: match[2]! } : null;
}

/** A new token's secret: 30 random bytes, 40 URL-safe characters. */
export const newTokenSecret = () => randomToken(30);

/**
 * The rights a token may carry at all: those the APIs it reaches check (writing and publishing in
 * the wiki, blog, job ads and news; mandatory reading). Rights only the administration checks
 * (handing out areas, applications, the newsletter's subscribers) are of no use to a token.
 */
export const TOKEN_SCOPES: readonly Permission[] = [
  PERMISSIONS.wikiWrite,
  PERMISSIONS.wikiPublish,
  PERMISSIONS.wikiAdmin,
  PERMISSIONS.blogWrite,
  PERMISSIONS.blogPublish,
  PERMISSIONS.jobAdsWrite,
  PERMISSIONS.jobAdsPublish,
  PERMISSIONS.newsWrite,
  PERMISSIONS.readingsManage,
];

/** The rights a person may give a token: of TOKEN_SCOPES, their own (admins hold all). */
export function grantableScopes(user: AccountUser): Permission[] {
  return TOKEN_SCOPES.filter((p) => can(user, p));
}

/** The account as the token carries it: its roles, and of its rights only the token's scopes. */
export function scopedUser(user: AccountUser, scopes: readonly string[]): AccountUser {
  const granted = new Set(grantableScopes(user));
  return { ...user, permissions: scopes.filter((s) => granted.has(s as Permission)).sort() };
}

/** The stored scopes (a JSON array), defensively. */
export function scopesOf(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}
