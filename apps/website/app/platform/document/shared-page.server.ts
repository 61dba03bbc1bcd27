// Intranet pages that are the same for everyone with the same access (the wiki): rendered once
// per access group and kept by the server, after the guards have checked the session of each
// request (decision 009). Such a page carries nothing that says who asked: the browser learns
// the signed-in user from its bootstrap, as on the public pages.
import type { User } from '@frischkontor/contract';
import { createContext } from 'react-router';

/**
 * The server's side of one request: set by the Express layer, filled in by the guards. `Page`
 * is whatever the server keeps; the guards only pass it on.
 */
export interface SharedPageSlot<Page = unknown> {
  /** The stored page for a key, if the server holds one. */
  lookup: (key: string) => Page | undefined;
  /** Set once the guards passed on a shared route: this page's key for the visitor's group. */
  key: string | null;
  /** The stored page the server sends instead of rendering. */
  hit: Page | undefined;
}

export const sharedPageContext = createContext<SharedPageSlot | null>(null);

/**
 * What a shared page may depend on: the roles and permissions of the visitor, never who they
 * are. Everyone who passed the same route's guards with the same group sees the same page.
 */
export function accessGroup(user: Pick<User, 'roles' | 'permissions'>): string {
  const roles = [...new Set((user.roles ?? []).map((r) => r.name))].sort();
  const permissions = [...new Set(user.permissions ?? [])].sort();
  return JSON.stringify({ roles, permissions });
}

/** Whether this is a page request rather than the data request of a client-side navigation. */
export function isDocumentRequest(request: Request, url: URL): boolean {
  return request.method === 'GET' && new URL(request.url).pathname === url.pathname;
}
