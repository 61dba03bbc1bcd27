// A 60-second soak at 20 connections over mixed routes: zero errors, memory growth under 20 %.
// Runs its own website process (so its memory can be read) against the e2e backend. Memory is
// read after a full garbage collection: retained memory is what a leak grows.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signedInApi } from '../accounts';
import { websiteEnv } from '../env';
import { expect, test } from '../fixtures';

const PORT = 3192;
const base = `http://localhost:${PORT}`;

/** Memory after a full collection (e2e/memory-probe.cjs answers). */
function retained(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('memory probe did not answer')), 10_000);
    child.once('message', (message: { memory: NodeJS.MemoryUsage }) => {
      clearTimeout(timer);
      resolve(message.memory);
    });
    child.send('memory');
  });
}

/** Load for `seconds`, or until `amount` requests when given. */
function load(
  cookie: string,
  { seconds = 0, amount }: { seconds?: number; amount?: number },
): Promise<autocannon.Result> {
  const paths = [
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
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: 20,
        ...(amount ? { amount } : { duration: seconds }),
        requests: paths.map((path) => ({
          method: 'GET' as const,
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

test('60 s at 20 connections over mixed routes: no errors, memory stable', async () => {
  test.setTimeout(180_000);
  const api = await signedInApi('personal');
  const cookie = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await api.dispose();

  const site = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--require',
      join(import.meta.dirname, '../memory-probe.cjs'),
      join(import.meta.dirname, '../../apps/website/build/server/index.js'),
    ],
    {
      env: {
        ...process.env,
        ...websiteEnv,
        PORT: String(PORT),
        WEBSITE_URL: base,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    },
  );
  try {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    // Warm up until the heap has sized itself for this load (about 25 s here): caches filled,
    // code paths compiled. Growth from there on is what a leak would show.
    await load(cookie, { amount: 10_000 });
    const before = await retained(site);
    const result = await load(cookie, { seconds: 60 });
    const after = await retained(site);

    // 404 for the unknown path is expected; everything else must be 2xx.
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result['5xx']).toBe(0);
    expect(result.requests.total).toBeGreaterThan(1000);
    const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
    const rss = `RSS ${mb(before.rss)} → ${mb(after.rss)}`;
    const heap = `heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`;
    expect((after.rss - before.rss) / before.rss, rss).toBeLessThan(0.2);
    expect((after.heapUsed - before.heapUsed) / before.heapUsed, heap).toBeLessThan(0.2);
  } finally {
    site.kill('SIGTERM');
  }
});
