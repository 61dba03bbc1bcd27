// Malformed requests over raw sockets, so nothing "fixes" them on the way: bad paths, queries,
// headers, bodies, methods and protocol garbage. A server must answer each without a 5xx, a
// stack trace or an internal path (robustness.spec.ts, robustness-postgres.spec.ts).
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  body: string;
}

export function raw(
  port: number,
  request: string | Buffer,
  timeoutMs = 10_000,
): Promise<RawResponse> {
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

export function rawHttpRequest(
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

export const LEAKS = [
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
  '?search=a%00b&q=%00&status=%00',
  '?search=%01%02%7f&sort=%0b',
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
export const WEBSITE_PATHS = [
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
export const BACKEND_PATHS = [
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

export interface MalformedCase {
  name: string;
  port: number;
  request: Buffer;
}

/**
 * The malformed requests for one app on `port`: its `paths` with bad queries, headers, bodies
 * and methods, plus traversal, odd segments and protocol garbage. `headers` go with every
 * request (a session cookie, say); a bad header of the same name replaces them.
 */
export function malformedCases(
  port: number,
  paths: readonly string[],
  { headers = {}, origin }: { headers?: Record<string, string>; origin: string },
): MalformedCase[] {
  const out: MalformedCase[] = [];
  const httpRequest = (
    method: string,
    target: string,
    own: Record<string, string> = {},
    body: string | Buffer = '',
  ) => rawHttpRequest(method, target, { ...headers, ...own }, body);
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
        Origin: origin,
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
      request: httpRequest(m, paths[0] ?? '/'),
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
  return out;
}

/** Sends the cases a few at a time; answers what failed: a 5xx, no answer, a leak in a body. */
export async function sendMalformed(cases: readonly MalformedCase[]): Promise<string[]> {
  const failures: string[] = [];
  // A few at a time: fast, and still the same on a 2-core machine.
  for (let i = 0; i < cases.length; i += 8) {
    const batch = cases.slice(i, i + 8);
    const results = await Promise.all(
      batch.map((c) =>
        raw(c.port, c.request).then(
          (r) => ({ c, r, e: null }),
          (e: Error) => ({ c, r: null, e }),
        ),
      ),
    );
    for (const { c, r, e } of results) {
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
  return failures;
}
