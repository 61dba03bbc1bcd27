// Hundreds of malformed requests against both apps: never a 5xx, never a stack trace or an
// internal path in the body. Requests go over raw sockets so nothing "fixes" them on the way.
import { connect } from 'node:net';
import { ports } from '../env';
import { expect, test } from '../fixtures';

interface RawResponse {
  status: number;
  body: string;
}

function raw(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    // Write without half-closing: servers may abandon a request whose client already hung up.
    socket.write(request);
  });
}

function httpRequest(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body: string | Buffer = '',
): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  if (body.length) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return Buffer.concat([
    Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
  ]);
}

const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /node_modules/,
  /\/work\/main/,
  /\/home\//,
  /ECONNREFUSED/,
  /TypeError|ReferenceError|SyntaxError:/,
];

const TRAVERSAL = [
  '/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/..%5c..%5cwindows%5cwin.ini',
  '/assets/..%2f..%2fpackage.json',
  '/assets/%2e%2e/%2e%2e/server/index.js',
  '/./././impressum',
  '//evil.example/%2e%2e',
  '/%00',
  '/impressum%00.html',
  '/%0d%0aSet-Cookie:%20x=1',
];
const WEIRD_SEGMENTS = [
  `/${'a'.repeat(4000)}`,
  `/karriere/${'b'.repeat(2000)}`,
  `/intern/wiki/${'c'.repeat(2000)}`,
  '/%C3%28',
  '/%FF%FE%FD',
  '/%E0%A4%A',
  '/%ED%A0%80',
  '/%',
  '/%%%',
  '/%zz',
  '/karriere/%C0%AE%C0%AE',
  '/blog/%F0%9F%92%A9',
  '/intern/wiki/%E2%80%8B',
  '/ü',
  '/%u002e',
];
const QUERIES = [
  '?a[]=1&a[b]=2',
  '?__proto__[polluted]=1',
  '?constructor[prototype][x]=1',
  '?seite=-1&anzahl=1e309',
  '?seite=NaN&anzahl=-5',
  '?path=../../..&suche=%00',
  '?path=%2e%2e%2f%2e%2e&ansicht=<script>',
  '?q=%ED%A0%80',
  '?kategorie[]=it&q[]=x',
  `?q=${'x'.repeat(8000)}`,
  '?&&&==&=',
  '?bereich=%FF&art=%C3%28',
  '?intended=javascript:alert(1)',
  '?intended=%2F%2Fevil.example',
  '?return=https://evil.example',
];
const WEBSITE_PATHS = [
  '/',
  '/impressum',
  '/karriere',
  '/karriere/einkaeufer-disponent',
  '/blog',
  '/kontakt',
  '/foodservice/rezepte',
  '/angebote',
  '/intern',
  '/intern/wiki',
  '/intern/dokumente',
  '/login',
  '/sitemap.xml',
  '/sitzung.json',
  '/intern/wiki/suche',
  '/intern/wiki/bilder/x.svg',
];
const BACKEND_PATHS = [
  '/api/session',
  '/api/domain/settings',
  '/api/media/domain/rezepte',
  '/api/media/domain/intranet',
  '/api/login',
  '/api/register',
  '/api/forms/contact',
  '/api/admin/users',
  '/konto/auth/login',
  '/konto/',
  '/healthz',
  '/api/nope',
];

const BAD_HEADERS: Record<string, string>[] = [
  { Cookie: `hallberg_session=${'x'.repeat(7000)}` },
  { Cookie: 'hallberg_session=%E0%A4%A; XSRF-TOKEN=%' },
  { Cookie: Array.from({ length: 200 }, (_, i) => `c${i}=v${i}`).join('; ') },
  { Cookie: '=; ;;; =x; hallberg_consent=v1.statistik=2=3' },
  { Accept: '*/*;q=foo, text/html;q=' },
  { Accept: 'application/json' },
  { 'Accept-Encoding': 'br;q=abc, gzip;q=-1, *;q=2' },
  { 'Accept-Language': 'x'.repeat(4000) },
  { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  { 'If-None-Match': '"x'.repeat(1000) },
  { Range: 'bytes=999999999-' },
  { 'X-Forwarded-For': '999.999.999.999, <script>' },
];

const BODIES: [string, string | Buffer][] = [
  ['application/json', '{'],
  ['application/json', '[]'],
  ['application/json', 'null'],
  ['application/json', '"string"'],
  ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['application/json', '{"login": {"$ne": null}, "password": []}'],
  ['application/json', '{"__proto__": {"admin": true}}'],
  ['application/json; charset=lol', '{"a":1}'],
  ['text/plain', 'hallo'],
  ['application/x-www-form-urlencoded', 'a=%E0%A4%A&b=%'],
  ['application/x-www-form-urlencoded', `x=${'y'.repeat(300_000)}`],
  ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
  ['multipart/form-data; boundary=', ''],
  [
    'multipart/form-data; boundary=zzz',
    '--zzz\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc',
  ],
  [
    'application/xml',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
];

function cases(): { name: string; port: number; request: Buffer }[] {
  const out: { name: string; port: number; request: Buffer }[] = [];
  const site = ports.website;
  const api = ports.backend;
  for (const port of [site, api]) {
    const paths = port === site ? WEBSITE_PATHS : BACKEND_PATHS;
    for (const t of TRAVERSAL)
      out.push({ name: `${port} GET ${t}`, port, request: httpRequest('GET', t) });
    for (const s of WEIRD_SEGMENTS)
      out.push({ name: `${port} GET ${s.slice(0, 40)}`, port, request: httpRequest('GET', s) });
    for (const p of paths) {
      for (const q of QUERIES)
        out.push({
          name: `${port} GET ${p}${q.slice(0, 30)}`,
          port,
          request: httpRequest('GET', `${p}${q}`),
        });
      for (const h of BAD_HEADERS) {
        out.push({
          name: `${port} GET ${p} ${Object.keys(h)[0]}`,
          port,
          request: httpRequest('GET', p, h),
        });
      }
      for (const [type, body] of BODIES) {
        const headers = {
          'Content-Type': type,
          Origin: port === site ? `http://localhost:${site}` : `http://localhost:${api}`,
        };
        out.push({
          name: `${port} POST ${p} ${type.slice(0, 30)}`,
          port,
          request: httpRequest('POST', p, headers, body),
        });
      }
    }
    for (const m of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO']) {
      out.push({
        name: `${port} ${m} /`,
        port,
        request: httpRequest(m, port === site ? '/impressum' : '/api/session'),
      });
    }
    // Broken at the protocol level.
    out.push({
      name: `${port} garbage`,
      port,
      request: Buffer.from('\x00\x01\x02 not http\r\n\r\n'),
    });
    out.push({
      name: `${port} bad version`,
      port,
      request: Buffer.from('GET / HTTP/9.9\r\nHost: x\r\n\r\n'),
    });
    out.push({
      name: `${port} header without colon`,
      port,
      request: Buffer.from('GET / HTTP/1.1\r\nHost localhost\r\n\r\n'),
    });
    out.push({
      name: `${port} lying content-length`,
      port,
      request: Buffer.from(
        'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\nConnection: close\r\n\r\nabc',
      ),
    });
    out.push({
      name: `${port} huge header`,
      port,
      request: httpRequest('GET', '/', { 'X-Big': 'z'.repeat(20_000) }),
    });
  }
  return out;
}

test('at least 500 malformed requests: no 5xx, no stack trace, no internal path', async () => {
  test.setTimeout(300_000);
  const all = cases();
  expect(all.length).toBeGreaterThanOrEqual(500);
  const failures: string[] = [];
  // A few at a time: fast, and still the same on a 2-core machine.
  for (let i = 0; i < all.length; i += 8) {
    const batch = all.slice(i, i + 8);
    const results = await Promise.all(
      batch.map((c) =>
        raw(c.port, c.request).then(
          (r) => ({ c, r }),
          (e: Error) => ({ c, r: null, e }),
        ),
      ),
    );
    for (const { c, r, e } of results as {
      c: (typeof all)[number];
      r: RawResponse | null;
      e?: Error;
    }[]) {
      if (!r) {
        failures.push(`${c.name}: ${e?.message}`);
        continue;
      }
      // 0 means the server closed a connection it could not parse: fine for protocol garbage.
      if (r.status >= 500) failures.push(`${c.name}: status ${r.status}`);
      const leak = LEAKS.find((re) => re.test(r.body));
      if (leak) failures.push(`${c.name}: body matches ${leak}`);
    }
  }
  expect(failures).toEqual([]);
});

test('a slow backend makes the website time out cleanly, nothing hangs', async () => {
  const { createServer } = await import('node:http');
  const { spawn } = await import('node:child_process');
  const { join } = await import('node:path');
  const { websiteEnv } = await import('../env');
  // The backend answers after 10 s; the website gives up after its BACKEND_TIMEOUT_MS (1 s here).
  const slow = createServer((_req, res) =>
    setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'), 10_000),
  );
  await new Promise<void>((r) => slow.listen(8191, '127.0.0.1', r));
  const site = spawn(
    process.execPath,
    [join(import.meta.dirname, '../../apps/website/build/server/index.js')],
    {
      env: {
        ...process.env,
        ...websiteEnv,
        PORT: '3191',
        WEBSITE_URL: 'http://localhost:3191',
        BACKEND_URL: 'http://127.0.0.1:8191',
        BACKEND_TIMEOUT_MS: '1000',
      },
      stdio: 'ignore',
    },
  );
  try {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch('http://localhost:3191/healthz')).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const started = Date.now();
    const intranet = await raw(
      3191,
      httpRequest('GET', '/intern/wiki', { Cookie: 'hallberg_session=x' }),
    );
    expect(intranet.status).toBe(503);
    // Answered long before the backend would have: the website did not wait for it.
    expect(Date.now() - started).toBeLessThan(6000);
    const publicPage = await raw(3191, httpRequest('GET', '/impressum'));
    expect(publicPage.status).toBe(200);
  } finally {
    site.kill('SIGTERM');
    slow.closeAllConnections();
    slow.close();
  }
});

test('a starting website says so until its public pages are pre-rendered, then serves them from the store', async () => {
  const { spawn } = await import('node:child_process');
  const { join } = await import('node:path');
  const { websiteEnv } = await import('../env');
  const site = spawn(
    process.execPath,
    [join(import.meta.dirname, '../../apps/website/build/server/index.js')],
    {
      env: { ...process.env, ...websiteEnv, PORT: '3193', WEBSITE_URL: 'http://localhost:3193' },
      stdio: 'ignore',
    },
  );
  try {
    const answers: string[] = [];
    for (let i = 0; i < 1200 && answers.at(-1) !== '200 ok'; i++) {
      try {
        const response = await fetch('http://localhost:3193/healthz');
        const { status } = (await response.json()) as { status: string };
        if (answers.at(-1) !== `${response.status} ${status}`)
          answers.push(`${response.status} ${status}`);
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(answers).toEqual(['503 starting', '200 ok']);
    const home = await fetch('http://localhost:3193/', { headers: { 'Accept-Encoding': 'br' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('x-cache')).toBe('HIT');
  } finally {
    site.kill('SIGTERM');
  }
});
