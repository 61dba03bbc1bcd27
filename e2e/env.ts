// Where the browser tests run the two apps, and with what configuration.
import { join } from 'node:path';

// E2E_PORT_OFFSET lets two runs share a machine (each with its own ports and data folder).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const ports = { website: 3100 + offset, backend: 8100 + offset, posthog: 9100 + offset };
export const urls = {
  website: `http://localhost:${ports.website}`,
  backend: `http://localhost:${ports.backend}`,
  /** The stand-in for the PostHog host (posthog-stand-in.mjs). */
  posthog: `http://localhost:${ports.posthog}`,
};
export const dataDir = join(import.meta.dirname, offset ? `.data-${offset}` : '.data');

export const backendEnv: Record<string, string> = {
  E2E_DATA_DIR: dataDir,
  NODE_ENV: 'development',
  PORT: String(ports.backend),
  DATABASE_URL: join(dataDir, 'backend.sqlite'),
  MEDIA_ROOT: join(dataDir, 'media'),
  WEBSITE_URL: urls.website,
  FRONTEND_URL: urls.backend,
  FRONTEND_PREFIX: '/konto',
  TRUSTED_ORIGINS: `${urls.website},${urls.backend}`,
  APP_KEY: 'e2e-only-key-0123456789abcdef0123456789abcdef',
  LOG_LEVEL: 'warn',
  // The suite signs in and posts forms hundreds of times from one address; the limits
  // themselves are tested in the backend's own tests.
  RATE_LIMIT_FACTOR: '100',
};

export const websiteEnv: Record<string, string> = {
  // As deployed (deploy/env): React and Express read it themselves, and without it run their
  // development builds, whatever the website's own settings default to.
  NODE_ENV: 'production',
  PORT: String(ports.website),
  WEBSITE_URL: urls.website,
  BACKEND_URL: urls.backend,
  FRONTEND_URL: urls.backend,
  FRONTEND_PREFIX: '/konto',
  LOG_LEVEL: 'warn',
  // A loaded CI machine: the backend's answer to a page took over the default 2.5 s
  // (2026-11-30, /intern as 503). The outage tests set their own, shorter wait.
  BACKEND_TIMEOUT_MS: '10000',
  POSTHOG_KEY: 'phc_e2e_test',
  POSTHOG_HOST: urls.posthog,
  // The website runs as in production, which requires the secret every process shares.
  FORM_SECRET: 'e2e-only-form-secret-0123456789abcdef0123456789abcdef',
  // The published blog posts the website keeps for a backend outage (decision 033).
  BLOG_SNAPSHOT_DIR: join(dataDir, 'website-blog'),
  // The published job ads, likewise (decision 036).
  JOBS_SNAPSHOT_DIR: join(dataDir, 'website-jobs'),
};
