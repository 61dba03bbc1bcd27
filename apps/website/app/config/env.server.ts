import { ROLES, type HandOffConfig } from '@frischkontor/contract';
import {
  ConfigError,
  parseEnv as parseWith,
  port,
  prefix,
  serverEnv,
  url,
} from '@frischkontor/server-kit/env';
import { z } from 'zod';

// Read at run time (never baked into the build): change a variable, restart, done.

const schema = z.object({
  ...serverEnv,
  PORT: port(3000),
  WEBSITE_URL: url('http://localhost:3000'),
  WEBSITE_PREFIX: prefix(''),
  BACKEND_URL: url('http://localhost:8000'),
  BACKEND_PREFIX: prefix('/api'),
  FRONTEND_URL: url('http://localhost:8000'),
  FRONTEND_PREFIX: prefix('/konto'),
  POSTHOG_KEY: z.string().trim().default(''),
  POSTHOG_HOST: url('https://eu.i.posthog.com'),
  /** How often the browser asks whether a newer build is deployed. */
  BUILD_CHECK_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(10_000)
    .default(60 * 60 * 1000),
  /** How long the website waits for the backend before it gives up on a request. */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  /**
   * Signs the forms' render time; every website process must share it (a form rendered by one is
   * checked by another). Required in production (`requireProductionSecrets`); in development a
   * process without it makes its own at start.
   */
  FORM_SECRET: z.string().min(32, 'mindestens 32 Zeichen (openssl rand -hex 32)').optional(),
  /**
   * The role names the backend gives customers and staff, compared exactly (decision 018);
   * Helium's `Kunde` and `Personal` by default.
   */
  ROLE_KUNDE: z.string().trim().min(1).max(100).default(ROLES.kunde),
  ROLE_PERSONAL: z.string().trim().min(1).max(100).default(ROLES.personal),
  /** The content folder; by default the website's own `content/`, found from the code. */
  CONTENT_DIR: z.string().trim().optional(),
  /** Where the published blog posts are kept for a backend outage (decision 033). */
  BLOG_SNAPSHOT_DIR: z.string().trim().optional(),
  /** Where the published job ads are kept for a backend outage (decision 036). */
  JOBS_SNAPSHOT_DIR: z.string().trim().optional(),
});

export type Env = z.infer<typeof schema>;

export { ConfigError };

export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseWith(schema, source);
}

/** Why production cannot start without FORM_SECRET, and how to make one. */
export const FORM_SECRET_MISSING =
  'FORM_SECRET fehlt: In der Produktion müssen alle Website-Prozesse dasselbe Geheimnis für die ' +
  'Formulare teilen, sonst lehnt ein Prozess die Formulare ab, die ein anderer ausgeliefert hat. ' +
  'Ein Geheimnis erzeugen: openssl rand -hex 32, und als FORM_SECRET setzen.';

/** What the server needs at start beyond the schema: in production, the shared FORM_SECRET. */
export function requireProductionSecrets(e: Env): Env {
  if (e.NODE_ENV === 'production' && !e.FORM_SECRET) throw new ConfigError(FORM_SECRET_MISSING);
  return e;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The part of the configuration the browser needs. Nothing secret lives in `Env`, but be explicit. */
export interface PublicConfig {
  websiteUrl: string;
  websitePrefix: string;
  backendUrl: string;
  backendPrefix: string;
  frontendUrl: string;
  frontendPrefix: string;
  posthogKey: string;
  posthogHost: string;
  buildCheckIntervalMs: number;
}

export function publicConfig(e: Env = env()): PublicConfig {
  return {
    websiteUrl: e.WEBSITE_URL,
    websitePrefix: e.WEBSITE_PREFIX,
    backendUrl: e.BACKEND_URL,
    backendPrefix: e.BACKEND_PREFIX,
    frontendUrl: e.FRONTEND_URL,
    frontendPrefix: e.FRONTEND_PREFIX,
    posthogKey: e.POSTHOG_KEY,
    posthogHost: e.POSTHOG_HOST,
    buildCheckIntervalMs: e.BUILD_CHECK_INTERVAL_MS,
  };
}

/** Where the sign-in app lives and where it sends people back to (docs/product.md#sign-in-hand-off). */
export function handOffConfig(e: Env = env()): HandOffConfig {
  return {
    websiteUrl: `${e.WEBSITE_URL}${e.WEBSITE_PREFIX}`,
    frontendUrl: e.FRONTEND_URL,
    frontendPrefix: e.FRONTEND_PREFIX,
  };
}
