// React Router loads a route's module with `import()` when a link is prefetched or followed. When
// that fails it calls `window.location.reload()` on the *current* page, with no guard against
// loops (`loadRouteModule` in react-router's dist chunk). `location.reload` cannot be wrapped, so
// we answer the registry check that precedes its import (`id in __reactRouterRouteModules`) and
// import the module ourselves. React Router's own import and reload then never run; a failure
// becomes a route whose component throws the load error, and the root error boundary reloads
// the target page once or shows the error page (see chunk-reload.ts).
import type { UNSAFE_AssetsManifest as AssetsManifest } from 'react-router';

type RouteModules = Record<string, unknown>;

interface RouterGlobals {
  __reactRouterRouteModules?: RouteModules;
  __reactRouterManifest?: AssetsManifest;
}

/** Installs the guard; call before hydration (the router reads the registry when it starts). */
export function guardRouteModules(win: RouterGlobals = window as RouterGlobals): void {
  const modules = win.__reactRouterRouteModules;
  const routes = win.__reactRouterManifest?.routes;
  if (!modules || !routes) return;
  const loading = new Map<string, Promise<unknown>>();
  let asked: string | undefined;

  win.__reactRouterRouteModules = new Proxy(modules, {
    has(target, id) {
      if (id in target || typeof id !== 'string' || !routes[id]) return id in target;
      // The router reads the entry right after asking; the answer is meant for that read only.
      asked = id;
      queueMicrotask(() => (asked = undefined));
      return true;
    },
    get(target, id) {
      if (typeof id !== 'string' || id !== asked) return Reflect.get(target, id);
      asked = undefined;
      let module = loading.get(id);
      if (!module) {
        module = import(/* @vite-ignore */ routes[id]!.module).then(
          (loaded: unknown) => (target[id] = loaded),
          (error: unknown) => {
            loading.delete(id);
            return { default: () => failed(error) };
          },
        );
        loading.set(id, module);
      }
      return module;
    },
  });
}

function failed(error: unknown): never {
  throw error;
}
