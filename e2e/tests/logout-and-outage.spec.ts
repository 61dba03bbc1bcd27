import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { signInBrowser } from '../accounts';
import { websiteEnv } from '../env';
import { expect, readable, test } from '../fixtures';

test('logout: fresh CSRF token, POST /api/logout, signed out, back on the home page', async ({
  page,
  context,
}) => {
  await signInBrowser(context, 'personal');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/intern');
  const logoutCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/logout'))
      logoutCalls.push(`${r.method()} ${r.headers()['x-xsrf-token'] ? 'with token' : 'no token'}`);
  });
  const menu = page.getByRole('button', { name: /Kontomenü/ });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(logoutCalls).toEqual(['POST with token']);
  await expect(page.getByRole('link', { name: 'Loginbereich' }).first()).toBeVisible();
  const response = await page.request.get('/intern', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
});

test.describe('backend down', () => {
  const port = 3190;
  let website: ChildProcess;

  test.beforeAll(async () => {
    website = spawn(
      process.execPath,
      [join(import.meta.dirname, '../../apps/website/build/server/index.js')],
      {
        env: {
          ...process.env,
          ...websiteEnv,
          PORT: String(port),
          WEBSITE_URL: `http://localhost:${port}`,
          BACKEND_URL: 'http://127.0.0.1:9',
          BACKEND_TIMEOUT_MS: '1000',
        },
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`http://localhost:${port}/healthz`)).ok) return;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('website did not start');
  });
  test.afterAll(() => {
    website.kill('SIGTERM');
  });

  test('public pages keep working; the intranet answers 503 with a retry link, never a redirect loop', async ({
    request,
  }) => {
    for (const path of ['/', '/impressum', '/karriere', '/login']) {
      const response = await request.get(`http://localhost:${port}${path}`);
      expect(response.status(), path).toBe(200);
    }
    for (const path of ['/intern', '/intern/wiki', '/intern/profil']) {
      const response = await request.get(`http://localhost:${port}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(503);
      const body = readable(await response.text());
      expect(body).toContain('Anmeldung derzeit nicht möglich');
      expect(body).toContain(`href="${path}"`);
    }
  });
});
