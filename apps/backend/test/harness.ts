/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked by assertions, not types */
// Integration tests run against the real Express app on an ephemeral port and a real database:
// a fresh SQLite file per test file, and (with TEST_DATABASE_URL) a fresh PostgreSQL schema.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSetCookie } from 'cookie';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { searchTextOf } from '../src/accounts/account';
import { createBackend, type Backend, type BackendOptions } from '../src/backend';
import { findRepoRoot, loadConfig, type Config } from '../src/config';
import { nowIso } from '../src/db';
import { DEMO_PASSWORD, demoPasswordHash } from '../src/seed';
import { ensureRole } from '../src/features/roles';
import { createLogger } from '../src/logger';

export type TestDialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const DIALECTS: TestDialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export const WEBSITE = 'http://localhost:3000';
export const TEST_APP_KEY = 'base64:dGVzdC1vbmx5LWFwcC1rZXktMDEyMzQ1Njc4OWFiY2RlZg==';

export interface TestDatabase {
  dialect: TestDialect;
  url: string;
  mediaRoot: string;
  drop(): Promise<void>;
}

/** A database (and media folder) of its own; `drop` removes both. */
export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'backend-test-'));
  const mediaRoot = join(dir, 'media');
  if (dialect === 'sqlite') {
    return {
      dialect,
      url: join(dir, 'backend.sqlite'),
      mediaRoot,
      async drop() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const admin = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(admin);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    dialect,
    url: url.toString(),
    mediaRoot,
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  url: string;
  config: Config;
  backend: Backend;
  database: TestDatabase;
  client(options?: ClientOptions): Client;
  /** Closes app and database connection; the data stays. */
  close(): Promise<void>;
  /** Closes and drops the database. */
  stop(): Promise<void>;
}

export interface StartOptions extends BackendOptions {
  env?: Record<string, string>;
  /** Reuse a database (restart tests); by default a new one is created. */
  database?: TestDatabase;
}

let ipCounter = 1;

/** The environment a test backend (or a command on its database) is configured with. */
export function testEnv(database: TestDatabase): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    MEDIA_ROOT: database.mediaRoot,
    APP_KEY: TEST_APP_KEY,
    WEBSITE_URL: WEBSITE,
    FRONTEND_URL: 'http://localhost:8000',
    TRUSTED_ORIGINS: `${WEBSITE},http://localhost:8000`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  };
}

export async function startServer(
  dialect: TestDialect,
  options: StartOptions = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(dialect));
  const config = loadConfig({ ...testEnv(database), ...options.env }, findRepoRoot());
  const logger = createLogger(config.logLevel);
  const backend = await createBackend(config, logger, {
    seedFiles: false,
    seedWiki: false,
    seedBlog: false,
    seedJobAds: false,
    seedNews: false,
    ...options,
    mail: { intervalMs: 100, backoffMs: [100, 200, 400], maxAttempts: 5, ...options.mail },
  });
  const server: Server = await new Promise((resolve) => {
    const s = backend.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  // As in server.ts: with Node's default of 5 s, a test that keeps the (shared) event loop busy
  // for seconds, building a large upload say, lets the server close an idle connection just as
  // fetch sends the next request on it (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await backend.close();
  };
  return {
    url,
    config,
    backend,
    database,
    client: (clientOptions) => new Client(url, clientOptions),
    close,
    async stop() {
      await close();
      await database.drop();
    },
  };
}

export interface ClientOptions {
  origin?: string | null;
  ip?: string;
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Sends X-XSRF-TOKEN from the cookie (default for mutations). */
  csrf?: boolean;
  accept?: string | null;
}

/** A browser-like client: cookie jar, XSRF header, Origin, its own address for rate limits. */
export class Client {
  readonly cookies = new Map<string, string>();
  readonly ip: string;
  readonly origin: string | null;

  constructor(
    readonly base: string,
    options: ClientOptions = {},
  ) {
    const n = ipCounter++;
    this.ip = options.ip ?? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    this.origin = options.origin === undefined ? WEBSITE : options.origin;
  }

  cookieHeader(): string {
    return [...this.cookies.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  xsrf(): string | null {
    const raw = this.cookies.get('XSRF-TOKEN');
    return raw ? decodeURIComponent(raw) : null;
  }

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const { name, value, maxAge } = parseSetCookie(line, { decode: (raw) => raw });
      if (!name) continue;
      if (maxAge === 0 || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const mutation = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (mutation && options.csrf !== false && !this.cookies.has('XSRF-TOKEN'))
      await this.csrfCookie();
    const headers: Record<string, string> = { 'X-Forwarded-For': this.ip };
    if (options.accept !== null) headers.Accept = options.accept ?? 'application/json';
    if (this.origin && mutation) headers.Origin = this.origin;
    const cookie = this.cookieHeader();
    if (cookie) headers.Cookie = cookie;
    const token = this.xsrf();
    if (mutation && options.csrf !== false && token) headers['X-XSRF-TOKEN'] = token;
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { ...headers, ...options.headers },
      body,
      redirect: 'manual',
    });
    this.store(response);
    const text = method === 'HEAD' ? '' : await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text)
      parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { json, ...options });
  }
  put<T = any>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { json, ...options });
  }
  patch<T = any>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, { json, ...options });
  }
  delete<T = any>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('DELETE', path, { json, ...options });
  }

  async csrfCookie() {
    return this.get('/api/csrf-cookie');
  }

  async login(email: string, password = DEMO_PASSWORD, remember = false) {
    const response = await this.post('/api/login', { login: email, password, remember });
    if (response.status !== 204)
      throw new Error(`Login ${email} failed: ${response.status} ${response.text}`);
    return response;
  }
}

/**
 * The backend of the describe block this is called in: started before its tests, stopped after
 * them; `ready` receives it as soon as it answers.
 */
export function withServer(
  dialect: TestDialect,
  ready: (server: TestServer) => void,
  options?: StartOptions,
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(dialect, options);
    ready(server);
  });
  afterAll(async () => {
    await server?.stop();
  });
}

/** As `withServer`, with the seeded admin signed in. */
export function withServerAndAdmin(
  dialect: TestDialect,
  ready: (server: TestServer, admin: Client) => void,
  options?: StartOptions,
): void {
  let server: TestServer;
  withServer(dialect, (started) => (server = started), options);
  beforeAll(async () => ready(server, await as(server, 'admin@example.com')));
}

/** A signed-in client, or a guest for `null`. */
export async function as(server: TestServer, email: string | null): Promise<Client> {
  const client = server.client();
  if (email) await client.login(email);
  return client;
}

export { DEMO_PASSWORD };

/** Delivers what is queued and returns the dev outbox mails to `to`, newest last. */
export async function mailsTo(server: TestServer, to: string) {
  await server.backend.worker.tick();
  return server.backend.ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', to)
    .orderBy('id')
    .execute();
}

/** The first link in a mail that starts with `prefix`, made relative to the test server. */
export function linkIn(text: string, prefix: string): URL {
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`Kein Link ${prefix} in der Mail`);
  return new URL(match[0]);
}

/** The id of the account with this address. */
export async function userIdOf(server: TestServer, email: string): Promise<number> {
  const row = await server.backend.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A full account with these roles (created if missing); answers its id. */
export async function addAccount(server: TestServer, email: string, roles: string[]) {
  const { db } = server.backend.ctx;
  const now = nowIso();
  const user = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await demoPasswordHash(),
      firstname: 'Test',
      lastname: email.split('@')[0] ?? 'Konto',
      company: null,
      customer_number: null,
      search_text: searchTextOf({ firstname: 'Test', lastname: email }),
      email_verified_at: now,
      enabled_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const name of roles) {
    const roleId = await ensureRole(db, name, []);
    await db.insertInto('user_roles').values({ user_id: user.id, role_id: roleId }).execute();
  }
  return user.id;
}

/**
 * A delegated admin: a new role with these permissions, given by `admin` to the account with this
 * address (which must exist); answers the account signed in.
 */
export async function delegate(
  server: TestServer,
  admin: Client,
  email: string,
  role: { name: string; permissions: string[] },
): Promise<Client> {
  const created = await admin.post('/api/admin/roles', role);
  if (created.status !== 201)
    throw new Error(`Rolle ${role.name}: ${created.status} ${created.text}`);
  await admin.put(`/api/admin/users/${await userIdOf(server, email)}/roles`, {
    roles: [created.body.data.id],
  });
  return as(server, email);
}
