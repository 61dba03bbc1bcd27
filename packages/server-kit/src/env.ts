// Pieces of the environment schema both apps read at run time (zod): a bad value stops the start.
import { z } from 'zod';
import { metricsAllowProblem } from './metrics.ts';

export class ConfigError extends Error {}

/** An http(s) address, without a trailing slash. */
export const url = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((v) => v.replace(/\/+$/, ''))
    .pipe(z.url({ protocol: /^https?$/ }));

/** A path prefix: '' or '/something', without a trailing slash. */
export const prefix = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((v) => {
      const p = v.replace(/\/+$/, '');
      return p === '' || p.startsWith('/') ? p : `/${p}`;
    });

/** `1`, `true` or `yes` is on; anything else, or nothing, is off. */
export const flag = z
  .string()
  .trim()
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

export const nodeEnv = z.enum(['development', 'production', 'test']).default('production');

/** 0 lets the system choose (tests). */
export const port = (fallback: number) =>
  z.coerce.number().int().min(0).max(65535).default(fallback);

export const host = z.string().trim().default('0.0.0.0');

export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

/** JSON lines for log collectors; `pretty` for people at a terminal (`npm start` sets it). */
export const logFormat = z.enum(['json', 'pretty']).default('json');

/** Express `trust proxy`: `loopback`, `true`, a number of hops, or addresses/subnets. */
export const trustProxy = z
  .string()
  .trim()
  .default('loopback')
  .transform((v): boolean | number | string =>
    v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
  );

/**
 * Who besides loopback may read `/metrics`: comma-separated IP addresses or CIDR ranges
 * (decision 048); nobody else by default.
 */
export const metricsAllow = z
  .string()
  .trim()
  .default('')
  .transform((v, ctx) => {
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    for (const entry of entries) {
      const problem = metricsAllowProblem(entry);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
    return entries;
  });

/** The variables every app server reads. */
export const serverEnv = {
  NODE_ENV: nodeEnv,
  HOST: host,
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: logLevel,
  LOG_FORMAT: logFormat,
  METRICS_ALLOW: metricsAllow,
};

/**
 * Reads `source` (usually `process.env`) with `schema`. Empty strings mean "not set", as in a
 * .env file with `KEY=`. Every bad variable is named in one `ConfigError`.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
): z.infer<S> {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  return result.data;
}
