// A 60-second soak at 20 connections over mixed routes: zero errors, memory growth under 20 %.
// Runs its own website process (so its memory can be read) against the e2e backend.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signedInApi } from '../accounts';
import { websiteEnv } from '../env';
import { expect, test } from '../fixtures';

const PORT = 3192;
const base = `http://localhost:${PORT}`;

function rssKB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

function load(seconds: number, cookie: string): Promise<autocannon.Result> {
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
        duration: seconds,
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
    [join(import.meta.dirname, '../../apps/website/build/server/index.js')],
    {
      env: {
        ...process.env,
        ...websiteEnv,
        PORT: String(PORT),
        WEBSITE_URL: base,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    // Warm up: caches filled, code paths compiled.
    await load(8, cookie);
    const before = rssKB(site.pid!);
    const result = await load(60, cookie);
    const after = rssKB(site.pid!);

    // 404 for the unknown path is expected; everything else must be 2xx.
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result['5xx']).toBe(0);
    expect(result.requests.total).toBeGreaterThan(1000);
    expect((after - before) / before, `RSS ${before} KB → ${after} KB`).toBeLessThan(0.2);
  } finally {
    site.kill('SIGTERM');
  }
});
