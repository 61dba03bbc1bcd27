// The route pattern of a website request, for the metrics' labels (decision 048): the pattern
// React Router matches (`/blog/:slug`), never the address itself, so label values stay few.
import type { Request } from 'express';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The build's flat route table as the tree `matchRoutes` reads. */
function routeTree(build: Pick<ServerBuild, 'routes'>): RouteObject[] {
  const nodes = new Map<string, RouteObject & { children?: RouteObject[] }>();
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    nodes.set(id, {
      id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject);
  }
  const roots: RouteObject[] = [];
  for (const [id, route] of Object.entries(build.routes)) {
    const node = nodes.get(id);
    if (!node || !route) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Paths the server answers itself, before React Router. */
const OWN = new Set(['/healthz', '/livez', '/metrics']);

export function websiteRoute(build: Pick<ServerBuild, 'routes' | 'basename'>) {
  const tree = routeTree(build);
  return (req: Request): string => {
    if (OWN.has(req.path)) return req.path;
    if (req.path.startsWith('/assets/')) return '/assets/*';
    const matches = matchRoutes(tree, req.path, build.basename);
    if (!matches?.length) return 'unmatched';
    const pattern = matches
      .map((m) => m.route.path)
      .filter((p): p is string => !!p)
      .join('/');
    return `/${pattern}`.replace(/\/+/g, '/');
  };
}
