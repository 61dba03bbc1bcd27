// The one configuration reader: environment variables, validated with zod, read at run time.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ConfigError,
  flag,
  parseEnv,
  port,
  prefix,
  serverEnv,
  url,
} from '@frischkontor/server-kit/env';
import { z } from 'zod';
import { oidcEnv, parseOidc, type OidcConfig } from './oidc-config';

/** The monorepo root: the nearest folder above this file whose package.json has workspaces. */
export function findRepoRoot(start: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (parsed.workspaces) return dir;
      } catch {
        // An unreadable manifest is not the root; keep walking up.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const schema = z.object({
  ...serverEnv,
  PORT: port(8000),
  DATABASE_URL: z.string().trim().optional(),
  /** PostgreSQL: connections per process (decision 048); the job leases hold one while a job runs. */
  DATABASE_POOL_MAX: z.coerce
    .number('muss eine ganze Zahl sein')
    .int('muss eine ganze Zahl sein')
    .min(2, 'mindestens 2 (eine Verbindung hält die Sperre eines Hintergrundjobs)')
    .max(200, 'höchstens 200')
    .default(10),
  /** PostgreSQL: how long to wait for a connection before a request fails. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number('muss eine Zahl in Millisekunden sein')
    .int('muss eine ganze Zahl sein')
    .min(100, 'mindestens 100 ms')
    .max(120_000, 'höchstens 120000 ms')
    .default(5_000),
  /** PostgreSQL: a statement running longer is cancelled by the server (0: no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number('muss eine Zahl in Millisekunden sein')
    .int('muss eine ganze Zahl sein')
    .min(0, 'mindestens 0 (0 heißt: keine Grenze)')
    .max(3_600_000, 'höchstens 3600000 ms')
    .default(30_000),
  SESSION_COOKIE_DOMAIN: z.string().trim().optional(),
  TRUSTED_ORIGINS: z.string().trim().default('http://localhost:3000,http://localhost:8000'),
  WEBSITE_URL: url('http://localhost:3000'),
  BACKEND_URL: z.string().trim().optional(),
  FRONTEND_URL: url('http://localhost:8000'),
  FRONTEND_PREFIX: prefix('/konto'),
  BACKEND_PREFIX: prefix('/api'),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), 'muss mit smtp:// oder smtps:// beginnen'),
  MAIL_FROM: z
    .string()
    .trim()
    .default('Hallberg Frischdienst <noreply@hallberg-frischdienst.example>'),
  MEDIA_ROOT: z.string().trim().optional(),
  /** Where `npm run backup` writes by default, and whose newest archive the metrics report. */
  BACKUP_DIR: z.string().trim().optional(),
  /** Further folders the administration may choose for scheduled backups (comma-separated, absolute). */
  BACKUP_ALLOWED_DIRS: z
    .string()
    .trim()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((d) => d.trim())
            .filter(Boolean)
        : [],
    )
    .refine(
      (dirs) => dirs.every((d) => isAbsolute(d)),
      'muss absolute Pfade nennen, durch Kommas getrennt',
    ),
  /** Where the media library's bytes live (decision 049): the local disk or an S3 bucket. */
  MEDIA_STORAGE: z.enum(['disk', 's3'], { message: 'muss disk oder s3 sein' }).default('disk'),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'ist kein gültiger Bucket-Name (3 bis 63 Zeichen: Kleinbuchstaben, Ziffern, Punkt, Bindestrich)',
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .trim()
    .transform((v) => v.replace(/\/+$/, ''))
    .pipe(z.url({ protocol: /^https?$/, message: 'muss eine http(s)-Adresse sein' }))
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,32}$/, 'ist keine gültige Region (z. B. eu-central-1)')
    .default('eu-central-1'),
  S3_FORCE_PATH_STYLE: flag,
  AWS_ACCESS_KEY_ID: z.string().trim().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().trim().optional(),
  WIKI_SEED_DIR: z.string().trim().optional(),
  BLOG_SEED_DIR: z.string().trim().optional(),
  BLOG_SEED_IMAGES: z.string().trim().optional(),
  JOBS_SEED_DIR: z.string().trim().optional(),
  APP_KEY: z.string().trim().optional(),
  SEED_DEMO: flag,
  /** Multiplies every rate limit (e.g. 100 for browser tests that sign in hundreds of times). */
  RATE_LIMIT_FACTOR: z.coerce.number().min(0.01).max(10_000).default(1),
  /** Months an application is kept after its process ended (decision 030). */
  APPLICATION_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(6),
  /** Months when the applicant agreed to the talent pool. */
  APPLICATION_TALENT_POOL_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  ...oidcEnv,
});

/** How the PostgreSQL pool of one process behaves (decision 048). */
export interface PoolSettings {
  max: number;
  connectTimeoutMs: number;
  /** 0: no limit. */
  statementTimeoutMs: number;
}

export type Database =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; connectionString: string; pool?: PoolSettings };

export interface S3Config {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS's (MinIO, Ceph, a hoster's); null for AWS. */
  endpoint: string | null;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /**
   * The keys from the environment, behind a function so that no log or JSON of the
   * configuration carries them; null leaves them to the SDK's own chain (instance roles).
   */
  credentials: (() => { accessKeyId: string; secretAccessKey: string }) | null;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  trustProxy: boolean | number | string;
  /** Who besides loopback may read `/metrics` (IP addresses or CIDR ranges). */
  metricsAllow: string[];
  database: Database;
  sessionCookieDomain: string | null;
  trustedOrigins: string[];
  websiteUrl: string;
  /** Public address of this process (API links, thumbnails); defaults to FRONTEND_URL. */
  backendUrl: string;
  frontendUrl: string;
  frontendPrefix: string;
  backendPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  mediaRoot: string;
  /** Backups' folder (decision 050). */
  backupDir: string;
  /** Folders besides backupDir (and below them) the administration may back up into. */
  backupAllowedDirs: string[];
  mediaStorage: 'disk' | 's3';
  /** The bucket's settings when S3_BUCKET is set (MEDIA_STORAGE=s3 needs it; media:to-s3 too). */
  s3: S3Config | null;
  /** Markdown articles an empty wiki is filled from at start (decision 022). */
  wikiSeedDir: string;
  /** The blog's former Markdown posts and their pictures: the seed of an empty blog (decision 033). */
  blogSeedDir: string;
  blogSeedImages: string;
  /** The Markdown job ads an empty job board starts with (decision 036). */
  jobAdsSeedDir: string;
  appKey: string;
  /** Whether an empty database gets the demo accounts and media. */
  seedDemo: boolean;
  /** Cookies get `Secure` (production, or served over https). */
  secureCookies: boolean;
  logLevel: string;
  logFormat: 'json' | 'pretty';
  repoRoot: string;
  /** Notes for the log once a logger exists (e.g. "generated an app key"). */
  notices: string[];
  /** Multiplies every rate limit; 1 in production. */
  rateLimitFactor: number;
  applicationRetention: { months: number; talentPoolMonths: number };
  /** Sign-in with an OpenID provider (decision 060); null when not configured. */
  oidc: OidcConfig | null;
}

export { ConfigError };

function parseOrigins(list: string): string[] {
  const origins = new Set<string>();
  for (const raw of list.split(',')) {
    const value = raw.trim();
    if (!value) continue;
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new ConfigError(`TRUSTED_ORIGINS: "${value}" ist keine gültige Adresse`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new ConfigError(`TRUSTED_ORIGINS: "${value}" muss mit http:// oder https:// beginnen`);
    origins.add(parsed.origin);
  }
  return [...origins];
}

function parseDatabase(value: string | undefined, repoRoot: string, pool: PoolSettings): Database {
  if (!value) return { dialect: 'sqlite', file: join(repoRoot, 'data', 'backend.sqlite') };
  if (/^postgres(ql)?:\/\//i.test(value))
    return { dialect: 'postgres', connectionString: value, pool };
  if (/^sqlite:/i.test(value))
    return { dialect: 'sqlite', file: value.replace(/^sqlite:(\/\/)?/i, '') };
  if (/^file:/i.test(value)) return { dialect: 'sqlite', file: fileURLToPath(value) };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value))
    throw new ConfigError(
      'DATABASE_URL: nur postgres://, postgresql://, sqlite: oder ein Dateipfad',
    );
  return { dialect: 'sqlite', file: value };
}

function parseS3(env: {
  MEDIA_STORAGE: 'disk' | 's3';
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE: boolean;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
}): S3Config | null {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError(
      `${accessKeyId ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'} fehlt: die Zugangsschlüssel für S3 gehören paarweise in die Umgebung (oder beide weg, dann gilt die Rolle der Maschine).`,
    );
  if (!env.S3_BUCKET) {
    if (env.MEDIA_STORAGE === 's3')
      throw new ConfigError(
        'S3_BUCKET fehlt: mit MEDIA_STORAGE=s3 ist der Name des Buckets Pflicht (siehe docs/operations.md).',
      );
    return null;
  }
  const keys = accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: keys && (() => keys),
  };
}

/** Development only: one key per checkout, created on first start, never committed. */
function developmentAppKey(repoRoot: string, notices: string[]): string {
  const file = join(repoRoot, 'data', 'app-key');
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (key) return key;
  }
  const key = `base64:${randomBytes(32).toString('base64')}`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  notices.push(
    `Neuer APP_KEY für die Entwicklung erzeugt und in ${file} gespeichert (Modus 0600).`,
  );
  return key;
}

export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  repoRoot: string = findRepoRoot(),
): Config {
  const env = parseEnv(schema, source);
  const notices: string[] = [];

  let appKey = env.APP_KEY;
  if (!appKey) {
    if (env.NODE_ENV === 'production')
      throw new ConfigError('APP_KEY fehlt: in der Produktion ist ein geheimer Schlüssel Pflicht.');
    appKey = developmentAppKey(repoRoot, notices);
  }
  if (appKey.length < 32)
    throw new ConfigError(
      'APP_KEY ist zu kurz: mindestens 32 Zeichen (z. B. base64:… aus 32 Zufallsbytes).',
    );

  const backendUrl = url(env.FRONTEND_URL).parse(env.BACKEND_URL ?? env.FRONTEND_URL);
  const secureCookies =
    env.NODE_ENV === 'production' ||
    backendUrl.startsWith('https:') ||
    env.FRONTEND_URL.startsWith('https:');

  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    metricsAllow: env.METRICS_ALLOW,
    database: parseDatabase(env.DATABASE_URL, repoRoot, {
      max: env.DATABASE_POOL_MAX,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    }),
    sessionCookieDomain: env.SESSION_COOKIE_DOMAIN || null,
    trustedOrigins: parseOrigins(env.TRUSTED_ORIGINS),
    websiteUrl: env.WEBSITE_URL,
    backendUrl,
    frontendUrl: env.FRONTEND_URL,
    frontendPrefix: env.FRONTEND_PREFIX,
    backendPrefix: env.BACKEND_PREFIX || '/api',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM,
    mediaRoot: env.MEDIA_ROOT ?? join(repoRoot, 'data', 'media'),
    backupDir: resolve(env.BACKUP_DIR || join(repoRoot, 'data', 'backups')),
    backupAllowedDirs: env.BACKUP_ALLOWED_DIRS.map((d) => resolve(d)),
    mediaStorage: env.MEDIA_STORAGE,
    s3: parseS3(env),
    wikiSeedDir: env.WIKI_SEED_DIR || join(repoRoot, 'apps', 'website', 'content', 'wiki'),
    blogSeedDir: env.BLOG_SEED_DIR || join(repoRoot, 'apps', 'website', 'content', 'blog'),
    blogSeedImages:
      env.BLOG_SEED_IMAGES || join(repoRoot, 'apps', 'website', 'app', 'assets', 'images', 'blog'),
    jobAdsSeedDir: env.JOBS_SEED_DIR || join(repoRoot, 'apps', 'website', 'content', 'jobs'),
    appKey,
    seedDemo: env.NODE_ENV !== 'production' || env.SEED_DEMO,
    secureCookies,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    applicationRetention: {
      months: env.APPLICATION_RETENTION_MONTHS,
      talentPoolMonths: env.APPLICATION_TALENT_POOL_MONTHS,
    },
    oidc: parseOidc(env),
    repoRoot,
    notices,
  };
}
