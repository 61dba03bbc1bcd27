import type { ChildProcess } from 'node:child_process';
import { signInBrowser } from '../accounts';
import { expect, readable, test } from '../fixtures';
import { websiteAskingBackendAt } from '../website-process';

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
    // Nothing listens on port 9: the backend is down.
    test.setTimeout(180_000);
    website = await websiteAskingBackendAt(port, 9);
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
