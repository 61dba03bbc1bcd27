// Prometheus metrics of an app (decision 048), with prom-client: a registry per app, the HTTP
// request durations by route pattern (never the raw address: label values stay few), and
// `/metrics` answered only to loopback and the addresses of METRICS_ALLOW, never behind a
// session; everyone else gets the same 404 as any unknown path. `/livez` says the process runs.
import { BlockList, isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Who may read `/metrics`: loopback always, and the given addresses or CIDR ranges. */
export type MetricsAllow = (address: string | undefined) => boolean;

/** `::ffff:10.0.0.1` is 10.0.0.1: Node reports IPv4 peers so on dual-stack sockets. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Why an entry of METRICS_ALLOW is not an address or CIDR range, or null when it is one. */
export function metricsAllowProblem(entry: string): string | null {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined)
    return `„${entry}“ ist keine IP-Adresse und kein Bereich (z. B. 10.0.0.5 oder 10.0.0.0/8)`;
  if (bits === undefined) return null;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max)
    return `„${entry}“: die Präfixlänge muss zwischen 0 und ${max} liegen`;
  return null;
}

export function metricsAllowList(entries: readonly string[]): MetricsAllow {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const peer = plain(address);
    const family = isIP(peer);
    return !!family && list.check(peer, family === 4 ? 'ipv4' : 'ipv6');
  };
}

export interface AppMetrics {
  registry: Registry;
  /**
   * Times every request; `routeOf` names its pattern (a fixed word when it has none), given the
   * Express route that matched it, if one did (`/api/wiki/:slug`).
   */
  timing(routeOf: (req: Request, matched: string | undefined) => string): RequestHandler;
  /** `GET /metrics`: the text format for allowed addresses, the app's 404 for everyone else. */
  endpoint(allow: MetricsAllow): RequestHandler;
}

/** A registry with the process's own metrics and the request histogram, prefixed by `app`. */
export function createAppMetrics(app: string): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: `${app}_` });
  const duration = new Histogram({
    name: `${app}_http_request_duration_seconds`,
    help: 'Dauer der beantworteten HTTP-Anfragen nach Routenmuster, Methode und Status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
  return {
    registry,
    timing(routeOf) {
      return (req, res, next) => {
        const end = duration.startTimer();
        // Express sets `req.route` when a route matches, while `req.baseUrl` is still its
        // router's mount path; by `finish` an error on its way out may have reset both.
        let route: unknown;
        let matched: string | undefined;
        Object.defineProperty(req, 'route', {
          configurable: true,
          enumerable: true,
          get: () => route,
          set(value: unknown) {
            route = value;
            const path = (value as { path?: unknown } | undefined)?.path;
            if (typeof path === 'string') matched = `${req.baseUrl}${path}`;
          },
        });
        res.on('finish', () =>
          end({
            route: routeOf(req, matched),
            method: METHODS.has(req.method) ? req.method : 'OTHER',
            status: String(res.statusCode),
          }),
        );
        next();
      };
    },
    endpoint(allow) {
      return (req, res, next) => {
        // Both the peer and the client behind it (`req.ip`, through trusted proxies only): a
        // reverse proxy on loopback must not open the metrics to everyone it forwards.
        if (!allow(req.socket.remoteAddress) || !allow(req.ip)) return next();
        res.setHeader('Cache-Control', 'no-store');
        registry
          .metrics()
          .then((text) => res.type(registry.contentType).send(text))
          .catch(next);
      };
    },
  };
}

/** `GET /livez`: the process runs and answers; touches nothing else (the database is `/healthz`). */
export const livez: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ status: 'ok' });
};
