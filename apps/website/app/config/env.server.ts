import { z } from 'zod';

// Read at run time (never baked into the build): change a variable, restart, done.

const url = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((v) => v.replace(/\/+$/, ''))
    .pipe(z.url({ protocol: /^https?$/ }));

const prefix = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((v) => {
      const p = v.replace(/\/+$/, '');
      return p === '' || p.startsWith('/') ? p : `/${p}`;
    });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in a .env file with `KEY=`.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
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
