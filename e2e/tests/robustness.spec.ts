// Hundreds of malformed requests against both apps: never a 5xx, never a stack trace or an
// internal path in the body. Requests go over raw sockets so nothing "fixes" them on the way.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ports, urls, websiteEnv } from '../env';
import { websiteAskingBackendAt } from '../website-process';
import { signedInApi } from '../accounts';
import { expect, readable, test } from '../fixtures';
import {
  BACKEND_PATHS,
  malformedCases,
  raw,
  rawHttpRequest as httpRequest,
  sendMalformed,
  WEBSITE_PATHS,
} from '../malformed-requests';

test('at least 500 malformed requests: no 5xx, no stack trace, no internal path', async () => {
  test.setTimeout(300_000);
  const all = [
    ...malformedCases(ports.website, WEBSITE_PATHS, { origin: urls.website }),
    ...malformedCases(ports.backend, BACKEND_PATHS, { origin: urls.backend }),
  ];
  expect(all.length).toBeGreaterThanOrEqual(500);
  expect(await sendMalformed(all)).toEqual([]);
});

test('a slow backend makes the website time out cleanly, nothing hangs', async () => {
  test.setTimeout(180_000);
  const { createServer } = await import('node:http');
  // The backend never answers: it holds every request until the test ends. The website gives up
  // after its BACKEND_TIMEOUT_MS (1 s here) and answers anyway.
  let asked = 0;
  const slow = createServer(() => {
    asked++;
  });
  await new Promise<void>((r) => slow.listen(8191, '127.0.0.1', r));
  const site = await websiteAskingBackendAt(3191, 8191);
  try {
    const askedBefore = asked;
    // An answer within 30 s, or `raw` fails the test: nothing hangs.
    const intranet = await raw(
      3191,
      httpRequest('GET', '/intern/wiki', { Cookie: 'hallberg_session=x' }),
      30_000,
    );
    expect(intranet.status).toBe(503);
    // The website asked the backend and answered while the backend still held the question: it
    // did not wait for it. No clock decides that (a 10 s backend against a bound of 9 s failed on
    // a busy CI machine, 2026-11-30, at 9.8 s).
    expect(asked).toBeGreaterThan(askedBefore);
    const publicPage = await raw(3191, httpRequest('GET', '/impressum'), 30_000);
    expect(publicPage.status).toBe(200);
  } finally {
    site.kill('SIGTERM');
    slow.closeAllConnections();
    slow.close();
  }
});

test('a part of the intranet away: the signed-in person reads that the page is away, not the sign-in', async () => {
  test.setTimeout(180_000);
  const { createServer, request: forward } = await import('node:http');
  // Pages whose data the stand-in in front of the real backend holds until the test ends, each
  // opened by a person who may: HR's job ads (2026-11-30, a local run under load: the list did not
  // come in time, and the page below HR's name said „Anmeldung derzeit nicht möglich“); an
  // article's editor and the blog's list, whose page loads said the text stays in the editor
  // while nothing was typed (2026-12-01).
  const pages = [
    { account: 'personal-hr', path: '/intern/stellen', held: '/api/jobs/posts' },
    {
      account: 'autor',
      path: '/intern/wiki/krankmeldung-und-arbeitsunfaehigkeit/bearbeiten',
      held: '/api/wiki/articles/krankmeldung-und-arbeitsunfaehigkeit',
    },
    { account: 'marketing', path: '/intern/blog', held: '/api/blog/posts' },
  ] as const;
  let held = 0;
  const partly = createServer((req, res) => {
    if (pages.some((p) => req.url?.startsWith(p.held))) {
      held++;
      return;
    }
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: ports.backend,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // A backend that drops the line ends this answer, never the test's process.
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => partly.listen(8194, '127.0.0.1', r));
  const site = await websiteAskingBackendAt(3194, 8194);
  try {
    for (const { account, path } of pages) {
      const api = await signedInApi(account);
      const cookie = (await api.storageState()).cookies
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      await api.dispose();
      const open = (at: string) =>
        fetch(`http://localhost:3194${at}`, { headers: { Cookie: cookie } });
      expect((await open('/intern')).status, `${account} signs in through the stand-in`).toBe(200);
      const before = held;
      const answer = await open(path);
      expect(held, `${path} asked for what is held`).toBeGreaterThan(before);
      expect(answer.status, path).toBe(503);
      const html = readable(await answer.text());
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(
        'Gerade nicht erreichbar – Hallberg Frischdienst',
      );
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main).toContain('Gerade nicht erreichbar');
      expect(main).toContain('Sie bleiben angemeldet');
      // Neither the sign-in's words nor a save's.
      expect(main).not.toContain('Anmeldung');
      expect(main).not.toContain('Editor');
      // „Erneut versuchen“ leads back to the same page.
      expect(main).toMatch(new RegExp(`<a [^>]*href="${path}"[^>]*>Erneut versuchen</a>`));
    }
  } finally {
    site.kill('SIGTERM');
    partly.closeAllConnections();
    partly.close();
  }
});

test('a starting website says so until its public pages are pre-rendered, then serves them from the store', async () => {
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

test('a chunked body far beyond a form is cut off by both apps, which then still answer', async () => {
  const { request } = await import('node:http');
  const send = (port: number, path: string, origin: string) =>
    new Promise<number>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path, method: 'POST' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.setHeader('Content-Type', 'application/x-www-form-urlencoded');
      req.setHeader('Transfer-Encoding', 'chunked');
      req.setHeader('Origin', origin);
      req.on('error', () => resolve(0));
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  // 64 MB of a „form“: never read whole, answered 4xx (or the connection cut) long before.
  for (const [port, path, origin] of [
    [ports.backend, '/konto/auth/login', urls.backend],
    [ports.website, '/kontakt', urls.website],
  ] as const) {
    const status = await send(port, path, origin);
    expect(status === 0 || (status >= 400 && status < 500), `${path}: ${status}`).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  }
});
