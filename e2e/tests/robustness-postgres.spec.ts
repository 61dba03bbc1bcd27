// The malformed-input suite against the built backend on PostgreSQL (the other specs run it on
// SQLite): as a guest and signed in as an admin, every list, search, upload and form route with
// bad queries (NUL included: PostgreSQL cannot store it), headers, bodies and methods. Never a
// 5xx or a leak, and the process answers /healthz afterwards (issue 27, item 9).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInApi } from '../accounts';
import { expect, test } from '../fixtures';
import { BACKEND_PATHS, malformedCases, sendMalformed } from '../malformed-requests';
import { healthy } from '../wiki-api';
import { freshSchema, type TestSchema } from '../postgres';

const ROOT = join(import.meta.dirname, '../..');
// Its own range: wiki-two-processes.spec.ts takes 5300–5301 and 5200–5201 (plus twice the offset).
const PORT = 5400 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const BACKEND = `http://localhost:${PORT}`;

/** Routes an admin reaches that read queries, JSON or files into the database. */
const ADMIN_PATHS = [
  '/api/admin/users',
  '/api/admin/users/export',
  '/api/admin/users/1',
  '/api/admin/audit',
  '/api/admin/applications',
  '/api/admin/forms',
  '/api/admin/mail/outbox',
  '/api/admin/settings',
  '/api/admin/roles',
  '/api/admin/notifications',
  '/api/admin/media/files',
  '/api/media/domain/intranet',
  '/api/wiki/articles',
  '/api/wiki/articles/urlaub-beantragen/revisions',
  '/api/wiki/images',
  '/api/blog/posts',
  '/api/jobs/posts',
  '/api/user/profile',
  '/api/forms/application',
];

let backend: ChildProcess | null = null;
let schema: TestSchema | undefined;
let mediaRoot = '';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  schema = await freshSchema();
  mediaRoot = mkdtempSync(join(tmpdir(), 'robust-pg-'));
  backend = spawn(process.execPath, [join(ROOT, 'apps/backend/build/server/index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      DATABASE_URL: schema.url,
      MEDIA_ROOT: mediaRoot,
      WEBSITE_URL: BACKEND,
      FRONTEND_URL: BACKEND,
      FRONTEND_PREFIX: '/konto',
      TRUSTED_ORIGINS: BACKEND,
      APP_KEY: 'e2e-only-key-0123456789abcdef0123456789abcdef',
      RATE_LIMIT_FACTOR: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await healthy(BACKEND, 120);
});

test.afterAll(async () => {
  if (backend && backend.exitCode === null) {
    backend.kill('SIGTERM');
    await new Promise((r) => backend!.once('exit', r));
  }
  rmSync(mediaRoot, { recursive: true, force: true });
  await schema?.drop();
});

test('the backend on PostgreSQL answers hundreds of malformed requests, guest and admin, without a 5xx', async () => {
  const admin = await signedInApi('admin', BACKEND);
  const cookies = (await admin.storageState()).cookies;
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const signedIn = {
    Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    'X-XSRF-TOKEN': token,
  };
  const all = [
    ...malformedCases(PORT, BACKEND_PATHS, { origin: BACKEND }),
    ...malformedCases(PORT, ADMIN_PATHS, { origin: BACKEND, headers: signedIn }),
  ];
  expect(all.length).toBeGreaterThanOrEqual(800);
  expect(await sendMalformed(all)).toEqual([]);

  // The process lives, and the admin's session still works.
  expect((await fetch(`${BACKEND}/healthz`)).status).toBe(200);
  expect((await admin.get(`${BACKEND}/api/admin/users?search=a%00b`)).status()).toBe(200);
  await admin.dispose();
});
