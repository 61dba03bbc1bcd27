// The HTTP layer as a browser and an attacker see it: headers, CSRF, origins, CORS, bad input.
import { describe, expect, it } from 'vitest';
import { DIALECTS, WEBSITE, type TestServer, withServer } from '../../test/harness';

describe.each(DIALECTS)('HTTP layer (%s)', (dialect) => {
  let server: TestServer;
  withServer(dialect, (started) => (server = started));

  it('answers /healthz and sets the security headers on every response', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    for (const path of ['/healthz', '/api/session', '/api/unbekannt', '/gibt-es-nicht']) {
      const r = await fetch(`${server.url}${path}`);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('permissions-policy')).toContain('camera=()');
      expect(r.headers.get('x-powered-by')).toBeNull();
      expect(r.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await server.client().get('/api/gibt/es/nicht');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Nicht gefunden.' });
    const post = await server.client().post('/api/gibt-es-nicht', {});
    expect(post.status).toBe(404);
  });

  it('sets XSRF-TOKEN with /api/csrf-cookie (204, readable by script, SameSite=Lax)', async () => {
    const res = await fetch(`${server.url}/api/csrf-cookie`);
    expect(res.status).toBe(204);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
  });

  it('refuses mutations without a valid CSRF token with 419', async () => {
    const client = server.client();
    const missing = await client.post('/api/logout', undefined, { csrf: false });
    expect(missing.status).toBe(419);
    expect(missing.body).toEqual({
      message: 'CSRF-Token ungültig oder abgelaufen. Bitte die Seite neu laden.',
    });

    await client.csrfCookie();
    const mismatch = await client.post('/api/logout', undefined, {
      headers: { 'X-XSRF-TOKEN': 'anders' },
    });
    expect(mismatch.status).toBe(419);

    // A token made up by an attacker (cookie and header equal, but not signed by us).
    const forged = server.client();
    forged.cookies.set('XSRF-TOKEN', 'abc.def');
    const res = await forged.post('/api/logout');
    expect(res.status).toBe(419);

    const ok = await client.post('/api/logout');
    expect(ok.status).toBe(204);
  });

  it('binds the CSRF token to the session: a guest token stops working after login', async () => {
    const client = server.client();
    await client.csrfCookie();
    const guestToken = client.xsrf() as string;
    await client.login('kunde@example.com');
    expect(client.xsrf()).not.toBe(guestToken);
    const stale = await client.post('/api/logout', undefined, {
      headers: {
        'X-XSRF-TOKEN': guestToken,
        Cookie: `${client.cookieHeader().replace(/XSRF-TOKEN=[^;]+/, `XSRF-TOKEN=${encodeURIComponent(guestToken)}`)}`,
      },
    });
    expect(stale.status).toBe(419);
    const fresh = await client.post('/api/logout');
    expect(fresh.status).toBe(204);
  });

  it('refuses state-changing requests from untrusted origins with 403', async () => {
    const evil = server.client({ origin: 'https://evil.example' });
    const res = await evil.post('/api/logout');
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Herkunft/);

    const nullOrigin = server.client({ origin: 'null' });
    expect((await nullOrigin.post('/api/logout')).status).toBe(403);

    const byReferer = server.client({ origin: null });
    await byReferer.csrfCookie();
    const refererRes = await byReferer.post('/api/logout', undefined, {
      headers: { Referer: 'https://evil.example/page' },
    });
    expect(refererRes.status).toBe(403);
    const trustedReferer = await byReferer.post('/api/logout', undefined, {
      headers: { Referer: `${WEBSITE}/intern` },
    });
    expect(trustedReferer.status).toBe(204);
  });

  it('allows CORS with credentials only for trusted origins, and answers preflights', async () => {
    const trusted = await fetch(`${server.url}/api/session`, { headers: { Origin: WEBSITE } });
    expect(trusted.headers.get('access-control-allow-origin')).toBe(WEBSITE);
    expect(trusted.headers.get('access-control-allow-credentials')).toBe('true');
    expect(trusted.headers.get('vary')).toContain('Origin');

    const foreign = await fetch(`${server.url}/api/session`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('vary')).toContain('Origin');

    const preflight = await fetch(`${server.url}/api/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: WEBSITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-xsrf-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const h of ['Accept', 'Content-Type', 'X-XSRF-TOKEN', 'X-Requested-With'])
      expect(allowed).toContain(h);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');

    const foreignPreflight = await fetch(`${server.url}/api/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreignPreflight.status).toBe(403);
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers malformed JSON with 400, other body types with 415, oversized bodies with 413', async () => {
    const client = server.client();
    const bad = await client.request('POST', '/api/login', {
      body: '{"login":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();

    const form = await client.request('POST', '/api/login', {
      body: 'login=a&password=b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.message).toBeTruthy();

    const huge = await client.request('POST', '/api/login', {
      body: JSON.stringify({ login: 'a@b.de', password: 'x'.repeat(300_000) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBeTruthy();
  });

  it('validates with 422 and German messages per field', async () => {
    const res = await server.client().post('/api/login', { login: 'keine-mail', password: '' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['login', 'password']);
    expect(res.body.errors.login[0]).toBe('Bitte eine gültige E-Mail-Adresse angeben.');
    expect(res.body.message).toMatch(/weiterer Fehler/);
    const arrayBody = await server.client().post('/api/login', [1, 2, 3]);
    expect(arrayBody.status).toBe(422);
  });

  it('never answers 500 to malformed input, and never leaks paths or stacks', async () => {
    const client = server.client();
    const probes: [string, string, RequestInit?][] = [
      ['GET', '/api/media/%E0%A4%A'],
      ['GET', '/api/media/..%2f..%2fetc%2fpasswd'],
      ['GET', '/api/media/domain/%00'],
      ['GET', '/api/email/verify/abc/def'],
      ['GET', '/api/email/verify/99999999999999/x?expires=abc&signature[]=1'],
      ['GET', '/api/admin/users/%FF'],
      ['GET', '/api/media/domain?page=-5&size=1e9&exact[]=1'],
      ['GET', '/api/session', { headers: { Cookie: 'hallberg_session=%E0%A4%A; XSRF-TOKEN=%%%' } }],
      ['GET', '/api/session', { headers: { Cookie: `hallberg_session=${'x'.repeat(5000)}` } }],
      ['GET', '/konto/%E0%A4%A'],
      ['GET', '/%2e%2e/%2e%2e/etc/passwd'],
    ];
    for (const [method, path, init] of probes) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        redirect: 'manual',
        ...init,
        headers: { Accept: 'application/json', ...(init?.headers ?? {}) },
      });
      const text = await res.text();
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(text).not.toMatch(/node_modules|\/work\/|at [A-Za-z]+ \(|Error:/);
    }
    // Odd JSON values in fields.
    for (const body of [
      { login: { $gt: '' }, password: ['x'] },
      { login: null, password: null },
    ]) {
      const res = await client.post('/api/login', body);
      expect(res.status).toBe(422);
    }
    // A bare JSON string or number is not a request body this API accepts.
    for (const body of ['text', 42])
      expect((await client.post('/api/login', body)).status).toBe(400);
    const deep = await client.request('POST', '/api/forms/contact', {
      body: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(deep.status).toBeLessThan(500);
  });

  it('redirects / to the sign-in app', async () => {
    const res = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/konto');
  });
});
