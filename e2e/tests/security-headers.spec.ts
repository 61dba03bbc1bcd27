import { publicPages } from '../../apps/website/app/config/public-pages';
import { urls } from '../env';
import { expect, test } from '../fixtures';

function cspDirectives(header: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

function expectSecureHtmlHeaders(headers: Record<string, string>, html: string) {
  const csp = cspDirectives(headers['content-security-policy']);
  const scriptSrc = csp.get('script-src') ?? '';
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.get('object-src')).toBe("'none'");
  expect(csp.get('base-uri')).toBe("'self'");
  expect(csp.get('form-action')).toBeTruthy();
  expect(csp.get('form-action')).not.toContain('*');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBeTruthy();
  expect(headers['x-powered-by']).toBeUndefined();
  // Served over http here: no HSTS (it is set when the site runs on https).
  expect(headers['strict-transport-security']).toBeUndefined();
  // Every inline script carries this response's nonce.
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) {
    if (/type="application\/ld\+json"/.test(attrs)) continue;
    expect(attrs).toContain(`nonce="${nonce}"`);
  }
  return nonce;
}

test.describe('security headers on every HTML response of the website', () => {
  for (const path of [...publicPages, '/login', '/gibt-es-nicht', '/karriere/gibt-es-nicht']) {
    test(path, async ({ request }) => {
      const response = await request.get(path);
      expectSecureHtmlHeaders(response.headers(), await response.text());
    });
  }

  test('a cached page gets a fresh nonce on every response', async ({ request }) => {
    // Kept once asked for. A publication by another spec renews the public pages (the content's
    // version is part of their key, page-store.spec.ts): a miss in between is not counted.
    await request.get('/impressum');
    const nonces: string[] = [];
    for (let i = 0; nonces.length < 5 && i < 10; i++) {
      const response = await request.get('/impressum');
      const nonce = expectSecureHtmlHeaders(response.headers(), await response.text());
      if (response.headers()['x-cache'] === 'HIT') nonces.push(nonce);
    }
    expect(nonces).toHaveLength(5);
    expect(new Set(nonces).size).toBe(5);
  });

  test('the intranet redirect and the sign-in app pages carry them too', async ({ request }) => {
    const redirect = await request.get('/intern/wiki', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()['x-content-type-options']).toBe('nosniff');
    const signIn = await request.get(`${urls.backend}/konto/auth/login`);
    expect(signIn.status()).toBe(200);
    expectSecureHtmlHeaders(signIn.headers(), await signIn.text());
  });
});

test('no page logs a CSP violation in the browser', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} on ${location.pathname}`,
      );
    });
  });
  for (const path of [
    '/',
    '/karriere',
    '/kontakt',
    '/foodservice/rezepte',
    '/angebote',
    '/login',
    '/blog',
  ]) {
    await page.goto(path);
    await page.mouse.move(20, 20);
    await page.waitForLoadState('networkidle');
  }
  await page.goto(`${urls.backend}/konto/auth/login`);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
