// A website process of a test's own, in front of a backend the test chooses (a stand-in, a slow
// one, none), for what the shared website of the suite must not be put through.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { websiteEnv } from './env';

/**
 * The built website on `port`, asking the backend at `backendPort` and giving up on it after 1 s;
 * once it serves (until its public pages are pre-rendered, a starting website answers 503).
 */
export async function websiteAskingBackendAt(
  port: number,
  backendPort: number,
): Promise<ChildProcess> {
  const site = spawn(
    process.execPath,
    [join(import.meta.dirname, '../apps/website/build/server/index.js')],
    {
      env: {
        ...process.env,
        ...websiteEnv,
        PORT: String(port),
        WEBSITE_URL: `http://localhost:${port}`,
        BACKEND_URL: `http://127.0.0.1:${backendPort}`,
        BACKEND_TIMEOUT_MS: '1000',
      },
      stdio: 'ignore',
    },
  );
  try {
    await expect
      .poll(
        () =>
          fetch(`http://localhost:${port}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 120_000 },
      )
      .toBe(200);
  } catch (error) {
    // A website that never came up is not left listening for the next run.
    site.kill('SIGTERM');
    throw error;
  }
  return site;
}
