// Issue 31, item 5: what deploy/ describes, run on this machine. Debian's nginx with the
// configuration rendered from deploy/nginx/*.template (TLS with a certificate made now), two
// backend and two website processes (the built apps) with the settings of deploy/env/*.example,
// PostgreSQL in a schema of its own, media on a local S3 server (s3rver). Through the proxy only:
// sign-in, a wiki edit through one backend read through the other, an upload and its download
// likewise, and one backend killed while 20 connections read and forms are sent.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
} from '@playwright/test';
import { signedInApi, xsrf } from '../accounts';
import { websiteEnv as e2eWebsiteEnv } from '../env';
import { expect, test } from '../fixtures';
import { HUMAN_PAUSE_MS } from '../forms';
import { freshSchema, type TestSchema } from '../postgres';
import { apiSend, healthy, within } from '../wiki-api';

const ROOT = join(import.meta.dirname, '../..');
const DEPLOY = join(ROOT, 'deploy');
// Its own range: wiki-two-processes takes 5200–5301, robustness-postgres 5400 (plus the offset).
const BASE = 5600 + 10 * Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = {
  http: BASE,
  website: BASE + 1,
  backend: BASE + 2,
  websites: [BASE + 3, BASE + 4],
  backends: [BASE + 5, BASE + 6],
  s3: BASE + 7,
};
/** The public addresses, as a visitor reaches them: through nginx only. */
const proxy = {
  website: `https://localhost:${port.website}`,
  backend: `https://localhost:${port.backend}`,
};
const SLUG = 'abfahrtskontrolle-kuehlfahrzeug';
const BUCKET = 'frischkontor-media';

/** Debian's nginx, where the package puts it (.ci/run installs it; scripts/test.mjs checks). */
const NGINX = '/usr/sbin/nginx';

const children: ChildProcess[] = [];
let dir = '';
let schema: TestSchema | undefined;
let backends: ChildProcess[] = [];
let formStarted = '';
let formStartedAt = 0;

function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** `KEY=value` lines of an environment file as systemd reads them (comments, quotes). */
function readEnvFile(path: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1');
  }
  return env;
}

/** Fills a deploy/ template as envsubst does with the names it is given; none may be left. */
function render(template: string, vars: Record<string, string>): string {
  const text = readFileSync(join(DEPLOY, template), 'utf8').replace(
    /\$\{([A-Z0-9_]+)\}/g,
    (all, name: string) => vars[name] ?? all,
  );
  const left = /\$\{[A-Z0-9_]+\}/.exec(text);
  if (left) throw new Error(`${template}: ${left[0]} not filled in`);
  return text;
}

/** nginx's access log lines of one request id (a page's, and its backend calls'). */
const accessLog = (requestId: string) =>
  readFileSync(join(dir, 'logs/frischkontor-access.log'), 'utf8')
    .split('\n')
    .filter((l) => l.includes(` rid=${requestId} `));

/**
 * nginx's log of a response: the request's own line, and all lines of its id (the backend calls
 * a page made). nginx writes the request's own line after the answer has gone out.
 */
async function logOf(response: APIResponse): Promise<{ own: string; all: string[] }> {
  const url = new URL(response.url());
  const request = ` ${url.pathname}${url.search} HTTP/`;
  let all: string[] = [];
  await within(5, async () => {
    all = accessLog(response.headers()['x-request-id'] ?? '-');
    return all.some((l) => l.includes(request));
  });
  return { own: all.find((l) => l.includes(request))!, all };
}

/** The processes nginx passed a request to (the last one answered). */
async function upstreamsOf(response: APIResponse): Promise<string[]> {
  const { own } = await logOf(response);
  return /upstream=(.+?) upstream_status=/.exec(own)?.[1]?.split(', ') ?? [];
}
const servedBy = async (response: APIResponse) => (await upstreamsOf(response)).at(-1);
const address = (p: number) => `127.0.0.1:${p}`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const began = Date.now();
  if (!existsSync(NGINX))
    throw new Error(
      'nginx not found: this test runs Debian’s nginx in front of the apps (deploy/). ' +
        'Install it: sudo apt-get update && sudo apt-get install -y nginx (.ci/run does).',
    );
  dir = mkdtempSync(join(tmpdir(), 'deploy-proxy-'));
  for (const sub of ['conf/sites', 'conf/snippets', 'logs', 'temp', 's3', 'state'])
    mkdirSync(join(dir, sub), { recursive: true });

  // A certificate for localhost, made now; the website processes trust it as their CA.
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-keyout',
    key,
    '-out',
    cert,
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);

  // nginx: the deploy/ templates with this machine's ports, in a prefix of its own.
  const vars = {
    WEBSITE_HOST: 'localhost',
    BACKEND_HOST: 'localhost',
    HTTP_PORT: String(port.http),
    WEBSITE_PORT: String(port.website),
    BACKEND_PORT: String(port.backend),
    WEBSITE_1: address(port.websites[0]!),
    WEBSITE_2: address(port.websites[1]!),
    BACKEND_1: address(port.backends[0]!),
    BACKEND_2: address(port.backends[1]!),
    APP_NETWORK: '127.0.0.0/8',
    TLS_CERT: cert,
    TLS_KEY: key,
    LOG_DIR: join(dir, 'logs'),
    PAGES_DIR: join(DEPLOY, 'nginx/pages'),
  };
  writeFileSync(
    join(dir, 'conf/sites/frischkontor.conf'),
    render('nginx/frischkontor.conf.template', vars),
  );
  writeFileSync(
    join(dir, 'conf/snippets/frischkontor-proxy.conf'),
    render('nginx/frischkontor-proxy.conf.template', vars),
  );
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  writeFileSync(
    join(dir, 'conf/nginx.conf'),
    [
      // As root (CI), the workers would otherwise run as nobody, who cannot read the temp folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      'events { worker_connections 1024; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      '  include sites/frischkontor.conf;',
      '}',
    ].join('\n'),
  );
  const nginxArgs = [
    '-p',
    dir,
    '-c',
    join(dir, 'conf/nginx.conf'),
    '-e',
    join(dir, 'logs/error.log'),
  ];
  const check = spawnSync(NGINX, [...nginxArgs, '-t']);
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr.toString()}`);
  start(NGINX, [...nginxArgs, '-g', 'daemon off;']);

  // The local S3 server with the bucket the backends share.
  start(process.execPath, [
    join(ROOT, 'node_modules/s3rver/bin/s3rver.js'),
    ...['-d', join(dir, 's3'), '-a', '127.0.0.1', '-p', String(port.s3), '--silent'],
    ...['--configure-bucket', BUCKET],
  ]);

  schema = await freshSchema();

  // The example settings, with this machine's addresses and no secrets of production's.
  const backendEnv = (i: number) => ({
    ...readEnvFile(join(DEPLOY, 'env/backend.env.example')),
    HOST: '127.0.0.1',
    PORT: String(port.backends[i]),
    APP_KEY: 'e2e-only-key-0123456789abcdef0123456789abcdef',
    DATABASE_URL: schema!.url,
    WEBSITE_URL: proxy.website,
    BACKEND_URL: proxy.backend,
    FRONTEND_URL: proxy.backend,
    TRUSTED_ORIGINS: `${proxy.website},${proxy.backend}`,
    // One host name here, so no shared parent domain.
    SESSION_COOKIE_DOMAIN: '',
    // Proxy and app hosts are this machine.
    TRUST_PROXY: 'loopback',
    METRICS_ALLOW: '',
    S3_ENDPOINT: `http://127.0.0.1:${port.s3}`,
    // s3rver's fixed development keys.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_ROOT: join(dir, 'state/media'),
    BACKUP_DIR: join(dir, 'state/backups'),
    // Mail lands in the outbox; demo accounts to sign in with.
    SMTP_URL: '',
    SEED_DEMO: '1',
    RATE_LIMIT_FACTOR: '100',
    LOG_LEVEL: 'warn',
  });
  const websiteEnv = (i: number) => ({
    ...readEnvFile(join(DEPLOY, 'env/website.env.example')),
    HOST: '127.0.0.1',
    PORT: String(port.websites[i]),
    WEBSITE_URL: proxy.website,
    BACKEND_URL: proxy.backend,
    FRONTEND_URL: proxy.backend,
    FORM_SECRET: e2eWebsiteEnv.FORM_SECRET!,
    TRUST_PROXY: 'loopback',
    METRICS_ALLOW: '',
    BLOG_SNAPSHOT_DIR: join(dir, 'state/blog'),
    JOBS_SNAPSHOT_DIR: join(dir, 'state/jobs'),
    LOG_LEVEL: 'warn',
    // Everything runs on two shared cores here: what is tested is that nginx passes requests
    // over, not how fast one backend alone answers the website's calls.
    BACKEND_TIMEOUT_MS: '10000',
    // The website reaches the backend through the proxy and its certificate.
    NODE_EXTRA_CA_CERTS: cert,
    NODE_OPTIONS: '--dns-result-order=ipv4first',
  });
  const app = (name: string) => join(ROOT, `apps/${name}/build/server/index.js`);
  // The first fills the empty database (migrations, accounts, media into S3, the wiki), then the
  // second starts beside the websites, as a rolling start would.
  backends = [start(process.execPath, [app('backend')], backendEnv(0))];
  await healthy(`http://${address(port.backends[0]!)}`);
  backends.push(start(process.execPath, [app('backend')], backendEnv(1)));
  for (const i of [0, 1]) start(process.execPath, [app('website')], websiteEnv(i));
  for (const p of [port.backends[1]!, ...port.websites]) await healthy(`http://${address(p)}`);
  console.log(`nginx, S3, two backends and two websites ready after ${Date.now() - began} ms`);
  // The contact form's signed render time, taken now: the minimum fill time has passed by the
  // time the last test sends it.
  const guest = await visitor(proxy.website);
  const form = await (await guest.get('/kontakt')).text();
  formStarted = /name="formStarted" value="([^"]+)"/.exec(form)![1]!;
  formStartedAt = Date.now();
  await guest.dispose();
});

test.afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) =>
      c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null,
    ),
  );
  if (dir) rmSync(dir, { recursive: true, force: true });
  await schema?.drop();
});

/** A visitor's HTTP client: the proxy's certificate was made for this test. */
const visitor = (baseURL: string) =>
  playwrightRequest.newContext({ baseURL, ignoreHTTPSErrors: true });
/** A page of the website as a browser asks for it (the signed-in contexts ask for JSON). */
const sitePage = (api: APIRequestContext, path: string) =>
  api.get(`${proxy.website}${path}`, { headers: { Accept: 'text/html' } });
/** The contact form through the proxy, as a person sends it (rendered in `beforeAll`). */
const sendContact = (guest: APIRequestContext, email: string) =>
  guest.post('/kontakt', {
    headers: { Origin: proxy.website },
    form: {
      name: 'Lasttest',
      company: 'Proxy GmbH',
      email,
      topic: 'Sonstiges',
      message: 'Eine Nachricht, während ein Backend ausfällt.',
      privacy: 'on',
      formStarted,
    },
    maxRedirects: 0,
  });
/** Signed in through the proxy; the same cookies serve website and backend (one host name). */
const signedIn = (account: 'admin' | 'personal') =>
  signedInApi(account, proxy.backend, { ignoreHTTPSErrors: true });

test('the proxy: HTTPS only, HSTS through TRUST_PROXY, one request id, /metrics hidden', async () => {
  const guest = await visitor(proxy.website);
  const plain = await guest.get(`http://localhost:${port.http}/kontakt?x=1`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe(`https://localhost/kontakt?x=1`);

  // The website knows it is reached over HTTPS (X-Forwarded-Proto from a trusted proxy).
  const home = await guest.get('/');
  expect(home.status()).toBe(200);
  expect(home.headers()['strict-transport-security']).toBeTruthy();

  // A visitor's own request id is replaced; the app hosts' network keeps its own (the website
  // asking the backend on a visitor's behalf). Here the visitor comes over IPv6, the apps over
  // 127.0.0.1.
  const chosen = 'besucher-waehlt-1234';
  const fromOutside = await guest.get(`https://[::1]:${port.website}/`, {
    headers: { 'X-Request-Id': chosen },
  });
  expect(fromOutside.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  const fromApps = await guest.get('https://127.0.0.1:' + port.website + '/', {
    headers: { 'X-Request-Id': chosen },
  });
  expect(fromApps.headers()['x-request-id']).toBe(chosen);

  // An intranet page: the website asks the backend for the session under the page's id.
  const staff = await signedIn('personal');
  const page = await sitePage(staff, `/intern/wiki/${SLUG}`);
  expect(page.status()).toBe(200);
  const { all } = await logOf(page);
  expect(all.some((l) => l.includes('GET /api/session'))).toBe(true);

  for (const origin of [proxy.website, proxy.backend])
    for (const path of [
      '/metrics',
      '/METRICS',
      '/metrics/',
      '//metrics',
      '/m%65trics',
      '/metrics?x=1',
    ]) {
      const metrics = await guest.get(`${origin}${path}`);
      expect(metrics.status(), `${origin}${path}`).toBe(404);
      expect(await metrics.text()).not.toContain('process_cpu');
    }
  // A hashed file the first website process does not have is asked of the other (a rolling
  // upgrade); only then is it missing.
  const asset = await guest.get('/assets/aus-einer-anderen-version-1a2b3c4d.js');
  expect(asset.status()).toBe(404);
  expect(await upstreamsOf(asset)).toHaveLength(2);

  // The processes still answer Prometheus on their own ports.
  expect((await fetch(`http://${address(port.backends[0]!)}/metrics`)).status).toBe(200);
  await staff.dispose();
  await guest.dispose();
});

test('a wiki edit and an upload through one backend are read through the other', async () => {
  const admin = await signedIn('admin');
  const staff = await signedIn('personal');
  const word = `Proxyprobe${randomBytes(3).toString('hex')}`;
  const saved = await apiSend(
    admin,
    'PATCH',
    `/api/wiki/articles/${SLUG}`,
    { version: 1, title: `Abfahrtskontrolle ${word}`, note: 'Durch den Proxy' },
    proxy.backend,
  );
  expect(saved.status(), await saved.text()).toBe(200);
  const writer = await servedBy(saved);
  expect([address(port.backends[0]!), address(port.backends[1]!)]).toContain(writer);

  // nginx takes turns: read until the other backend answered, with the edit.
  await within(10, async () => {
    const read = await staff.get(`/api/wiki/articles/${SLUG}`);
    expect(read.status()).toBe(200);
    expect(await read.text()).toContain(word);
    return (await servedBy(read)) !== writer;
  });
  // …and the website's page shows it, whichever process renders it.
  await within(10, async () =>
    (await (await sitePage(staff, `/intern/wiki/${SLUG}`)).text()).includes(word),
  );

  const bytes = randomBytes(50_000);
  const name = `proxy-${word}.pdf`;
  const upload = await admin.post('/api/admin/media/files', {
    headers: {
      'X-XSRF-TOKEN': await xsrf(admin),
      Origin: proxy.backend,
    },
    multipart: {
      path: 'domain/intranet',
      file: {
        name,
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), bytes]),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const uploader = await servedBy(upload);
  await within(10, async () => {
    const download = await admin.get(`/api/media/domain/intranet/${name}`, {
      headers: { Accept: '*/*' },
    });
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(9).equals(bytes)).toBe(true);
    return (await servedBy(download)) !== uploader;
  });
  // The bytes live in the bucket, not on a process's disk.
  expect(existsSync(join(dir, 'state/media/files'))).toBe(false);
  expect(readdirSync(join(dir, 's3', BUCKET), { recursive: true }).length).toBeGreaterThan(0);
  await admin.dispose();
  await staff.dispose();
});

test('one backend killed under load: every read answered, no confirmed form lost', async () => {
  const staff = await signedIn('personal');
  const guest = await visitor(proxy.website);
  await new Promise((r) => setTimeout(r, Math.max(0, formStartedAt + HUMAN_PAUSE_MS - Date.now())));

  const run = randomBytes(3).toString('hex');
  const failedReads: string[] = [];
  let killed = false;
  /** Reads answered after the kill: every connection kept reading. */
  let readsAfter = 0;
  const forms: { email: string; status: number; location?: string; afterKill: boolean }[] = [];
  let until = Date.now() + 4_000;
  const killAt = Date.now() + 1_000;

  // 20 connections read, half the backend's API, half the website's intranet page (which asks the
  // backend for the session); four more send the contact form.
  const reader = async (n: number) => {
    const path = n % 2 ? `/api/wiki/articles/${SLUG}` : `/intern/wiki/${SLUG}`;
    while (Date.now() < until) {
      try {
        const read = await (n % 2 ? staff.get(path) : sitePage(staff, path));
        if (killed) readsAfter++;
        if (read.status() !== 200)
          failedReads.push(
            `${path}: ${read.status()} ${accessLog(read.headers()['x-request-id'] ?? '-').join(' | ')}`,
          );
      } catch (error) {
        failedReads.push(`${path}: ${String(error)}`);
      }
    }
  };
  const sender = async (n: number) => {
    for (let k = 0; Date.now() < until; k++) {
      const email = `lauf-${run}-${n}-${k}@example.com`;
      const sent = await sendContact(guest, email);
      forms.push({
        email,
        status: sent.status(),
        location: sent.headers().location,
        afterKill: killed,
      });
    }
  };
  const killer = (async () => {
    await new Promise((r) => setTimeout(r, killAt - Date.now()));
    backends[1]!.kill('SIGKILL');
    killed = true;
    until = Date.now() + 3_000;
  })();
  await Promise.all([
    ...Array.from({ length: 20 }, (_, n) => reader(n)),
    ...Array.from({ length: 4 }, (_, n) => sender(n)),
    killer,
  ]);
  expect(failedReads).toEqual([]);
  expect(readsAfter).toBeGreaterThanOrEqual(20);
  expect(forms.filter((f) => f.afterKill).length).toBeGreaterThanOrEqual(4);

  const stored = await schema!.query<{ email: string; n: string }>(
    `select email, count(*) as n from form_submissions where email like $1 group by email`,
    [`lauf-${run}-%`],
  );
  const count = new Map(stored.map((r) => [r.email, Number(r.n)]));
  const confirmed = forms.filter((f) => f.status === 303 && f.location === '/kontakt/danke');
  console.log(
    `backend 2 killed: ${readsAfter} reads answered after it, ${forms.length} forms sent ` +
      `(${confirmed.length} thanked for, ${forms.length - confirmed.length} asked to try again)`,
  );
  expect(confirmed.length).toBeGreaterThan(0);
  // A thank-you page means stored, once; anything else is the form's kind „try again“ (503).
  expect(confirmed.filter((f) => count.get(f.email) !== 1).map((f) => f.email)).toEqual([]);
  expect(forms.filter((f) => f.status !== 303).filter((f) => f.status !== 503)).toEqual([]);
  expect([...count.values()].every((n) => n === 1)).toBe(true);
  await staff.dispose();
  await guest.dispose();
});

test('every backend down: public pages as usual, the intranet 503, a form kept, the sign-in host a German 503 page, never a 500', async () => {
  const staff = await signedIn('personal');
  const guest = await visitor(proxy.website);
  const last = backends[0]!;
  const gone = new Promise((r) => last.once('exit', r));
  last.kill('SIGKILL');
  await gone;
  for (const path of ['/', '/kontakt', '/impressum'])
    expect((await guest.get(path)).status(), path).toBe(200);
  expect((await sitePage(staff, `/intern/wiki/${SLUG}`)).status()).toBe(503);
  expect(
    (await sendContact(guest, `ausfall-${randomBytes(3).toString('hex')}@example.com`)).status(),
  ).toBe(503);
  // The sign-in app's host, no process left behind it: the proxy's German page, as 503.
  const konto = await staff.get('/konto/');
  expect(konto.status()).toBe(503);
  expect(konto.headers()['retry-after']).toBe('120');
  expect(await konto.text()).toContain('Bitte versuchen Sie es in einigen Minuten noch einmal.');
  await staff.dispose();
  await guest.dispose();
});
