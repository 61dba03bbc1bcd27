// A soak (issue 13): 20 connections over mixed routes (public pages, the intranet with a staff
// session, the session check) for a minute, after a warm-up until the heap has sized itself
// for this load (caches filled, code compiled). It runs its own website process with a memory
// probe (node --expose-gc, memory-probe.cjs) against the bench's backend, so memory is read
// after a full garbage collection: retained memory is what a leak grows.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signedInCookie } from './browser.mjs';

const PATHS = [
  '/',
  '/impressum',
  '/karriere',
  '/blog',
  '/foodservice',
  '/mkbs/web',
  '/sitemap.xml',
  '/gibt-es-nicht',
  '/intern/wiki',
  '/intern/wiki?q=urlaub',
  '/intern/dokumente',
  '/sitzung.json',
];

function load(base, cookie, { seconds = 0, amount }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: 20,
        ...(amount ? { amount } : { duration: seconds }),
        requests: PATHS.map((path) => ({
          method: 'GET',
          path,
          headers:
            path.startsWith('/intern') || path === '/sitzung.json'
              ? { cookie, 'accept-encoding': 'br, gzip' }
              : { 'accept-encoding': 'br, gzip' },
        })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Memory after a full collection (memory-probe.cjs answers). */
function retained(child) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('memory probe did not answer')), 10_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message.memory);
    });
    child.send('memory');
  });
}

const mb = (bytes) => Math.round(bytes / 1e5) / 10;

export async function runSoak({ root, backend, env, port, seconds = 60, warmup = 10_000 }) {
  const base = `http://localhost:${port}`;
  const cookie = await signedInCookie(backend, 'personal@example.com', 'Demo-Passwort-2026');
  const site = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--require',
      join(import.meta.dirname, 'memory-probe.cjs'),
      join(root, 'apps/website/build/server/index.js'),
    ],
    {
      env: { ...process.env, ...env, PORT: String(port), WEBSITE_URL: base, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        if (i > 600) throw new Error(`${base} did not come up`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    await load(base, cookie, { amount: warmup });
    const before = await retained(site);
    const result = await load(base, cookie, { seconds });
    const after = await retained(site);
    return {
      seconds,
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      status5xx: result['5xx'],
      rssBeforeMB: mb(before.rss),
      rssAfterMB: mb(after.rss),
      heapBeforeMB: mb(before.heapUsed),
      heapAfterMB: mb(after.heapUsed),
      rssGrowth: (after.rss - before.rss) / before.rss,
      heapGrowth: (after.heapUsed - before.heapUsed) / before.heapUsed,
    };
  } finally {
    site.kill('SIGTERM');
  }
}
