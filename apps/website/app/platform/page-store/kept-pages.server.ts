// Kept pages (decision 009): intranet pages that are the same for everyone with the same access
// (the wiki) are rendered once per access group and kept by the server, after the guards have
// checked the session of each request. This module is the whole of it: the key, the lookup,
// the store and its rules, and the flag that a page is rendered without naming the viewer. The
// guards only give their verdict (platform/guards/pipeline.server.ts); the Express adapter
// (server/react-router.ts) sends what this module found or keeps what it rendered.
import type { User } from '@frischkontor/contract';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { guardVerdictContext } from '~/platform/guards/pipeline.server';
import { domainSettingsVersion } from '~/platform/settings/domain-settings.server';
import { PageCache, RecentKeys, type CachedResponse } from './page-cache.server';

/** How long a kept page is kept; a new content version (the wiki's) is a new key. */
export const KEPT_PAGE_SECONDS = 300;

/**
 * What a kept page may depend on: the roles and permissions of the visitor, never who they
 * are. Everyone who passed the same route's guards with the same group sees the same page.
 */
export function accessGroup(user: Pick<User, 'roles' | 'permissions'>): string {
  // Id and name: a role renamed and another given its old name are two groups.
  const roles = [...new Set((user.roles ?? []).map((r) => `${r.id}:${r.name}`))].sort();
  const permissions = [...new Set(user.permissions ?? [])].sort();
  return JSON.stringify({ roles, permissions });
}

/** Whether this is a page request rather than the data request of a client-side navigation. */
export function isDocumentRequest(request: Request, url: URL): boolean {
  return request.method === 'GET' && new URL(request.url).pathname === url.pathname;
}

/** A rendered answer as the server keeps it (cut at its nonces, compressed once). */
export type KeptPage = CachedResponse;

/** The pages of one process, at most 200 and 32 MB, each for five minutes. */
export class KeptPages {
  private readonly pages = new PageCache({ maxEntries: 200, maxBytes: 32 * 1024 * 1024 });
  // A page is kept from its second request on: one asked for once (a search typed once) is
  // rendered and sent, never also compressed for keeping.
  private readonly askedFor = new RecentKeys(KEPT_PAGE_SECONDS * 1000);

  /** `keep: false` (development): pages are still rendered as shared ones, but never kept. */
  constructor(private readonly options: { keep: boolean } = { keep: true }) {}

  /** The domain settings are part of every key: other settings, other pages. */
  private stored(key: string): string {
    return `${domainSettingsVersion()}|${key}`;
  }

  lookup(key: string): KeptPage | undefined {
    return this.pages.get(this.stored(key));
  }

  /**
   * Whether a rendered answer to this key is to be kept: an HTML page with status 200 that
   * sets no cookie, sent in full, and asked for before within the time.
   */
  wants(key: string, response: Response, aborted: boolean): boolean {
    return (
      this.options.keep &&
      (response.headers.get('content-type') ?? '').startsWith('text/html') &&
      response.status === 200 &&
      !response.headers.has('set-cookie') &&
      !aborted &&
      this.askedFor.seenBefore(this.stored(key))
    );
  }

  keep(key: string, page: Omit<KeptPage, 'expiresAt'>): void {
    this.pages.set(this.stored(key), {
      ...page,
      expiresAt: Date.now() + KEPT_PAGE_SECONDS * 1000,
    });
  }
}

/** The process's store, put into each page request's context by the server. */
const storeContext = createContext<KeptPages | null>(null);

/** This request's page: its key, and the kept page if the store held one. */
interface KeptPageRequest {
  key: string;
  hit: KeptPage | undefined;
}
const requestContext = createContext<KeptPageRequest | null>(null);

/** Called by the server for each request it may answer from the store. */
export function attachKeptPages(context: RouterContextProvider, store: KeptPages): void {
  context.set(storeContext, store);
}

/** After React Router answered: this request's key and kept page, if the page is a shared one. */
export function keptPageOf(
  context: Readonly<RouterContextProvider>,
): Readonly<KeptPageRequest> | null {
  return context.get(requestContext);
}

/**
 * Whether this page is rendered for its access group, not for the person: it must not name
 * who asked (the intranet layout then sends no session; the browser's bootstrap tells).
 */
export function rendersWithoutViewer(context: Readonly<RouterContextProvider>): boolean {
  return !!context.get(requestContext);
}

/**
 * Root middleware after the guards. On a page request the guards let through to a shared page,
 * it keys the page by the viewer's access group and address; if the store holds it, React
 * Router renders nothing and answers with the kept page's status and headers, and the server
 * sends the kept body with a fresh nonce. Data requests are always answered for the person.
 */
export const keptPagesMiddleware: MiddlewareFunction<Response> = async (
  { request, url, context },
  next,
) => {
  const store = context.get(storeContext);
  const verdict = context.get(guardVerdictContext);
  if (!store || !verdict?.shared || !verdict.viewer || !isDocumentRequest(request, url))
    return next();
  const version = verdict.contentVersion ? await verdict.contentVersion() : '';
  const key = `${version}|${accessGroup(verdict.viewer.user)}|${url.pathname}${url.search}`;
  const hit = store.lookup(key);
  (context as RouterContextProvider).set(requestContext, { key, hit });
  if (hit) return new Response(null, { status: hit.status, headers: hit.headers });
  return next();
};
