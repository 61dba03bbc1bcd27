// What every feature receives: configuration, database, logging and the shared HTTP services.
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db';
import type { DB } from './db/schema';
import type { Guards } from './http/guards';
import type { BackendMetrics } from './http/metrics';
import type { RateLimits } from './http/rate-limit';
import type { Sessions } from './http/session';
import type { Logger } from './logger';
import type { Keys } from './security/keys';

export interface AppContext {
  config: Config;
  logger: Logger;
  db: Kysely<DB>;
  dialect: Dialect;
  keys: Keys;
  sessions: Sessions;
  guards: Guards;
  limits: RateLimits;
  /** Prometheus metrics of this backend (decision 048). */
  metrics: BackendMetrics;
  /** Holds a request back (the sign-in slowdown, decision 010); tests record it instead. */
  wait(ms: number): Promise<void>;
}

/** A public address of this backend's API, e.g. `apiUrl(config, '/media/domain')`. */
export function apiUrl(config: Config, path: string): string {
  return `${config.backendUrl}${config.backendPrefix}${path}`;
}

/** An address in the sign-in app, e.g. `frontendUrl(config, '/auth/verified')`. */
export function frontendUrl(config: Config, path: string): string {
  return `${config.frontendUrl}${config.frontendPrefix}${path}`;
}
