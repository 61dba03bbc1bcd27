import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, findRepoRoot, loadConfig } from './config';

const KEY = 'base64:dGVzdC1vbmx5LWFwcC1rZXktMDEyMzQ1Njc4OWFiY2RlZg==';

describe('configuration', () => {
  it('finds the monorepo root from this file', () => {
    const root = findRepoRoot();
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces).toBeDefined();
  });

  it('has the documented defaults (production unless told otherwise)', () => {
    const root = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ APP_KEY: KEY }, root)).toMatchObject({
      nodeEnv: 'production',
      seedDemo: false,
      secureCookies: true,
    });
    const c = loadConfig({ APP_KEY: KEY, NODE_ENV: 'development' }, root);
    expect(c).toMatchObject({
      port: 8000,
      nodeEnv: 'development',
      database: { dialect: 'sqlite', file: join(root, 'data', 'backend.sqlite') },
      trustedOrigins: ['http://localhost:3000', 'http://localhost:8000'],
      websiteUrl: 'http://localhost:3000',
      frontendUrl: 'http://localhost:8000',
      backendUrl: 'http://localhost:8000',
      frontendPrefix: '/konto',
      backendPrefix: '/api',
      smtpUrl: null,
      mediaRoot: join(root, 'data', 'media'),
      seedDemo: true,
      secureCookies: false,
      sessionCookieDomain: null,
    });
  });

  it('reads PostgreSQL URLs, SQLite paths, prefixes and origins', () => {
    const root = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(
      loadConfig({ APP_KEY: KEY, DATABASE_URL: 'postgresql://u@h/db' }, root).database,
    ).toEqual({
      dialect: 'postgres',
      connectionString: 'postgresql://u@h/db',
      pool: { max: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 30_000 },
    });
    expect(
      loadConfig(
        {
          APP_KEY: KEY,
          DATABASE_URL: 'postgres://u@h/db',
          DATABASE_POOL_MAX: '25',
          DATABASE_CONNECT_TIMEOUT_MS: '2000',
          DATABASE_STATEMENT_TIMEOUT_MS: '0',
        },
        root,
      ).database,
    ).toMatchObject({ pool: { max: 25, connectTimeoutMs: 2_000, statementTimeoutMs: 0 } });
    expect(() => loadConfig({ APP_KEY: KEY, DATABASE_POOL_MAX: '1' }, root)).toThrow(
      /DATABASE_POOL_MAX: mindestens 2/,
    );
    expect(() => loadConfig({ APP_KEY: KEY, DATABASE_STATEMENT_TIMEOUT_MS: 'lang' }, root)).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS: muss eine Zahl in Millisekunden sein/,
    );
    expect(loadConfig({ APP_KEY: KEY, DATABASE_URL: '/tmp/x.sqlite' }, root).database).toEqual({
      dialect: 'sqlite',
      file: '/tmp/x.sqlite',
    });
    const c = loadConfig(
      {
        APP_KEY: KEY,
        FRONTEND_PREFIX: 'konto/',
        TRUSTED_ORIGINS: 'https://www.example.de/, https://konto.example.de',
        FRONTEND_URL: 'https://konto.example.de',
      },
      root,
    );
    expect(c.frontendPrefix).toBe('/konto');
    expect(c.trustedOrigins).toEqual(['https://www.example.de', 'https://konto.example.de']);
    expect(c.secureCookies).toBe(true);
    expect(() => loadConfig({ APP_KEY: KEY, DATABASE_URL: 'mysql://x' }, root)).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ APP_KEY: KEY, TRUSTED_ORIGINS: 'kein-url' }, root)).toThrow(
      ConfigError,
    );
  });

  it('reads the company provider: all three or none, https, groups to roles, no secret shown', () => {
    const root = mkdtempSync(join(tmpdir(), 'cfg-'));
    const base = { APP_KEY: KEY, NODE_ENV: 'development' };
    expect(loadConfig(base, root).oidc).toBeNull();
    const oidc = {
      OIDC_ISSUER: 'https://login.microsoftonline.com/abc/v2.0',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'geheim',
    };
    const c = loadConfig(
      {
        ...base,
        ...oidc,
        OIDC_ALLOWED_DOMAINS: 'hallberg.example, @filiale.example',
        OIDC_GROUP_ROLES: 'grp-qs=wiki-redaktion; grp-hr=Personalabteilung',
      },
      root,
    ).oidc!;
    expect(c).toMatchObject({
      name: 'Microsoft',
      label: 'Mit Microsoft anmelden',
      allowedDomains: ['hallberg.example', 'filiale.example'],
      defaultRole: 'Personal',
    });
    expect([...c.groupRoles]).toEqual([
      ['grp-qs', 'wiki-redaktion'],
      ['grp-hr', 'Personalabteilung'],
    ]);
    expect(c.clientSecret()).toBe('geheim');
    expect(JSON.stringify(c)).not.toContain('geheim');
    expect(() => loadConfig({ ...base, OIDC_ISSUER: oidc.OIDC_ISSUER }, root)).toThrow(
      /gehören zusammen/,
    );
    expect(() => loadConfig({ ...base, ...oidc, OIDC_ISSUER: 'http://idp.example' }, root)).toThrow(
      /https/,
    );
    expect(() =>
      loadConfig(
        { ...base, ...oidc, OIDC_ISSUER: 'https://login.microsoftonline.com/common/v2.0' },
        root,
      ),
    ).toThrow(/eigene Mandant/);
    expect(() => loadConfig({ ...base, ...oidc, OIDC_GROUP_ROLES: 'nur-gruppe' }, root)).toThrow(
      /<Gruppe>=<Rolle>/,
    );
  });

  it("reads the backups' folders: BACKUP_DIR and absolute BACKUP_ALLOWED_DIRS only", () => {
    const root = mkdtempSync(join(tmpdir(), 'cfg-'));
    const config = loadConfig(
      { APP_KEY: KEY, BACKUP_DIR: '/srv/sicherung/', BACKUP_ALLOWED_DIRS: '/mnt/nas, /mnt/usb/' },
      root,
    );
    expect(config.backupDir).toBe('/srv/sicherung');
    expect(config.backupAllowedDirs).toEqual(['/mnt/nas', '/mnt/usb']);
    expect(loadConfig({ APP_KEY: KEY }, root).backupAllowedDirs).toEqual([]);
    expect(() => loadConfig({ APP_KEY: KEY, BACKUP_ALLOWED_DIRS: 'nas' }, root)).toThrow(
      /BACKUP_ALLOWED_DIRS: muss absolute Pfade nennen/,
    );
  });

  it('keeps media on the disk by default and needs a bucket for S3, with the keys in pairs', () => {
    const root = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ APP_KEY: KEY }, root)).toMatchObject({ mediaStorage: 'disk', s3: null });
    expect(() => loadConfig({ APP_KEY: KEY, MEDIA_STORAGE: 's3' }, root)).toThrow(
      /^S3_BUCKET fehlt: mit MEDIA_STORAGE=s3/,
    );
    expect(() => loadConfig({ APP_KEY: KEY, MEDIA_STORAGE: 'ftp' }, root)).toThrow(
      /MEDIA_STORAGE: muss disk oder s3 sein/,
    );
    expect(() => loadConfig({ APP_KEY: KEY, S3_BUCKET: 'Mein Bucket' }, root)).toThrow(
      /S3_BUCKET: ist kein gültiger Bucket-Name/,
    );
    expect(() =>
      loadConfig({ APP_KEY: KEY, S3_BUCKET: 'medien', S3_ENDPOINT: 'minio' }, root),
    ).toThrow(/S3_ENDPOINT: muss eine http\(s\)-Adresse sein/);
    expect(() =>
      loadConfig({ APP_KEY: KEY, S3_BUCKET: 'medien', AWS_ACCESS_KEY_ID: 'id' }, root),
    ).toThrow(/^AWS_SECRET_ACCESS_KEY fehlt/);

    const secret = 'geheim-0123456789';
    const c = loadConfig(
      {
        APP_KEY: KEY,
        MEDIA_STORAGE: 's3',
        S3_BUCKET: 'medien',
        S3_ENDPOINT: 'https://s3.example.de/',
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: secret,
      },
      root,
    );
    expect(c).toMatchObject({
      mediaStorage: 's3',
      s3: {
        bucket: 'medien',
        region: 'eu-central-1',
        endpoint: 'https://s3.example.de',
        forcePathStyle: true,
      },
    });
    expect(c.s3?.credentials?.()).toEqual({ accessKeyId: 'id', secretAccessKey: secret });
    // A log of the configuration, or its JSON, never carries the secret.
    expect(JSON.stringify(c)).not.toContain(secret);
    expect(
      loadConfig({ APP_KEY: KEY, MEDIA_STORAGE: 's3', S3_BUCKET: 'medien' }, root).s3?.credentials,
    ).toBeNull();
  });

  it('requires APP_KEY in production and creates one (mode 0600) in development', () => {
    const root = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(() => loadConfig({ NODE_ENV: 'production' }, root)).toThrow(/APP_KEY/);
    expect(() => loadConfig({}, root)).toThrow(/APP_KEY/);
    expect(() => loadConfig({ APP_KEY: 'zu-kurz' }, root)).toThrow(/zu kurz/);
    const dev = { NODE_ENV: 'development' };
    const first = loadConfig(dev, root);
    const file = join(root, 'data', 'app-key');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.notices[0]).toMatch(/APP_KEY/);
    const second = loadConfig(dev, root);
    expect(second.appKey).toBe(first.appKey);
    expect(second.notices).toEqual([]);
    writeFileSync(file, '');
    expect(loadConfig(dev, root).appKey).not.toBe(first.appKey);
  });

  it('scales rate limits only when told to', () => {
    const root = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ APP_KEY: KEY }, root).rateLimitFactor).toBe(1);
    expect(loadConfig({ APP_KEY: KEY, RATE_LIMIT_FACTOR: '100' }, root).rateLimitFactor).toBe(100);
    expect(() => loadConfig({ APP_KEY: KEY, RATE_LIMIT_FACTOR: '0' }, root)).toThrow();
  });

  it('seeds demo data in production only with SEED_DEMO=1', () => {
    const root = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: KEY }, root).seedDemo).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', APP_KEY: KEY, SEED_DEMO: '1' }, root).seedDemo,
    ).toBe(true);
  });
});
