import {
  createContext,
  redirect,
  type MiddlewareFunction,
  type Params,
  type RouterContextProvider,
} from 'react-router';
import { findRedirect } from '~/config/redirects';
import { viewerContext, type Viewer } from '~/platform/context/viewer';
import { isIntranetPath } from '~/platform/islands/page-kind';
import {
  isMiddlewareName,
  namedMiddlewares,
  type GuardArgs,
  type MiddlewareName,
} from './viewer.server';
import { pageNotFound } from '~/platform/errors/not-found';

export interface RouteAccess {
  /** Route validation: false answers 404 "Page Not Found: {path}". */
  validate?: (args: { params: Params; url: URL }) => boolean | Promise<boolean>;
  middleware?: MiddlewareName[];
  /**
   * The page is the same for everyone who passes its guards with the same roles and
   * permissions, and shows nothing of who asked: the server renders it once per such group
   * (decision 009). The guards still check every request's session first.
   */
  shared?: boolean;
  /**
   * What a shared page's content is at (the wiki's content version): part of the kept page's
   * key, so an edit is a new page in every process (decision 029).
   */
  contentVersion?: (args: GuardArgs) => Promise<string>;
}

/**
 * What the guards decided for a request they let through: whom (if the route asked for an
 * account) and whether the page is the same for everyone of the viewer's access group
 * (decision 009; platform/page-store/kept-pages.server.ts acts on it).
 */
export interface GuardVerdict {
  shared: boolean;
  viewer: Viewer | null;
  /** The shared page's content version, asked for when the store is looked up. */
  contentVersion?: () => Promise<string>;
}

export const guardVerdictContext = createContext<GuardVerdict | null>(null);

/** Who may open which route, keyed by route pattern (app/wiring/access.server.ts). */
export type AccessTable = Readonly<Record<string, RouteAccess>>;

export class AccessTableError extends Error {}

/** React Router reports patterns without a leading slash ("intern/wiki/:slug"); the table has one. */
export function normalizePattern(pattern: string): string {
  const p = pattern.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  return p.startsWith('/') ? p : `/${p}`;
}

/**
 * Checked at start-up against the built routes: every name known, every pattern a real
 * route, every /intern route listed with `auth`. A mistake stops the server, not a request.
 */
export function assertAccessTable(routePatterns: Iterable<string>, table: AccessTable): void {
  const patterns = new Set([...routePatterns].map(normalizePattern));
  for (const [pattern, rule] of Object.entries(table)) {
    if (!patterns.has(pattern))
      throw new AccessTableError(`Access rule for unknown route pattern "${pattern}"`);
    for (const name of rule.middleware ?? []) {
      if (!isMiddlewareName(name))
        throw new AccessTableError(`Unknown route middleware "${name}" on "${pattern}"`);
    }
  }
  for (const pattern of patterns) {
    if (isIntranetPath(pattern)) {
      if (!table[pattern]?.middleware?.includes('auth')) {
        throw new AccessTableError(
          `Route "${pattern}" is in the intranet but has no "auth" middleware`,
        );
      }
    }
  }
}

/**
 * The guard pipeline (docs/product.md#guard-pipeline), run before any loader, for page
 * requests and for the data requests of client-side navigations alike:
 * validation, then the route-rule redirect table, then the route's named middlewares. A request
 * they let through carries their verdict in the router context (`guardVerdictContext`).
 */
export function routeGuards(access: AccessTable): MiddlewareFunction<Response> {
  for (const [pattern, rule] of Object.entries(access)) {
    for (const name of rule.middleware ?? []) {
      if (!isMiddlewareName(name))
        throw new AccessTableError(`Unknown route middleware "${name}" on "${pattern}"`);
    }
  }
  return async ({ request, url, params, pattern, context }, next) => {
    const key = normalizePattern(pattern);
    const rule = access[key];
    // Fail closed: an intranet address without a rule is never served.
    if (!rule && isIntranetPath(url.pathname) && key !== '/*') {
      throw pageNotFound(url.pathname);
    }
    if (rule?.validate && !(await rule.validate({ params, url }))) {
      throw pageNotFound(url.pathname);
    }
    const target = findRedirect(url.pathname);
    if (target) throw redirect(target.to, target.status ?? 301);
    const args: GuardArgs = { request, url, context };
    for (const name of rule?.middleware ?? []) {
      await namedMiddlewares[name](args);
    }
    const contentVersion = rule?.contentVersion;
    const verdict: GuardVerdict = {
      shared: !!rule?.shared,
      viewer: context.get(viewerContext),
      ...(contentVersion && { contentVersion: () => contentVersion(args) }),
    };
    (context as RouterContextProvider).set(guardVerdictContext, verdict);
    return next();
  };
}
