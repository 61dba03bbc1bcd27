import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError, BackendUnavailableError } from './errors.ts';

const config = { base: 'http://127.0.0.1:8000/api', origin: 'http://localhost:8000' };

function createBackend(request: Request, cfg: typeof config, fetchImpl: typeof fetch) {
  return createApiClient({
    ...cfg,
    cookie: request.headers.get('cookie'),
    forwardedFor: request.headers.get('x-forwarded-for'),
    userAgent: request.headers.get('user-agent'),
    fetchImpl,
  });
}

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function fakeApi(answers: Array<(call: Call) => Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    };
    calls.push(call);
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${call.method} ${url}`);
    return answer(call);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const visitor = (cookie?: string) =>
  new Request('http://localhost:8000/konto/auth/login', {
    headers: {
      ...(cookie ? { cookie } : {}),
      'x-forwarded-for': '203.0.113.7',
      'user-agent': 'Test',
    },
  });

describe('the API client (loopback calls on the visitor’s behalf)', () => {
  it('fetches an XSRF token before the first mutation and sends it with Origin and cookies', async () => {
    const { calls, fetchImpl } = fakeApi([
      () =>
        new Response(null, {
          status: 204,
          headers: { 'Set-Cookie': 'XSRF-TOKEN=tok%2B1; Path=/; SameSite=Lax' },
        }),
      () =>
        new Response(null, {
          status: 204,
          headers: [
            ['Set-Cookie', 'hallberg_session=new; Path=/; HttpOnly; SameSite=Lax'],
            ['Set-Cookie', 'XSRF-TOKEN=tok%2B2; Path=/; SameSite=Lax'],
          ],
        }),
    ]);
    const backend = createBackend(visitor('other=1'), config, fetchImpl);
    await backend.send('POST', '/login', { body: { login: 'a@example.com' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET http://127.0.0.1:8000/api/csrf-cookie',
      'POST http://127.0.0.1:8000/api/login',
    ]);
    expect(calls[1]!.headers).toMatchObject({
      Origin: 'http://localhost:8000',
      'X-XSRF-TOKEN': 'tok+1',
      Cookie: 'other=1; XSRF-TOKEN=tok%2B1',
      'X-Forwarded-For': '203.0.113.7',
      'Content-Type': 'application/json',
    });
    expect(backend.setCookies()).toEqual([
      'hallberg_session=new; Path=/; HttpOnly; SameSite=Lax',
      'XSRF-TOKEN=tok%2B2; Path=/; SameSite=Lax',
    ]);
  });

  it('sends the request id of the page it calls for', async () => {
    const { calls, fetchImpl } = fakeApi([() => Response.json({ data: 1 })]);
    await createApiClient({ ...config, requestId: 'req-0123456789', fetchImpl }).get('/x');
    expect(calls[0]!.headers['X-Request-Id']).toBe('req-0123456789');
  });

  it('renews a stale token once on 419', async () => {
    const { calls, fetchImpl } = fakeApi([
      () => Response.json({ message: 'CSRF' }, { status: 419 }),
      () =>
        new Response(null, {
          status: 204,
          headers: { 'Set-Cookie': 'XSRF-TOKEN=fresh; Path=/' },
        }),
      () => new Response(null, { status: 204 }),
    ]);
    const backend = createBackend(visitor('XSRF-TOKEN=stale'), config, fetchImpl);
    await backend.send('POST', '/logout');
    expect(calls.map((c) => c.headers['X-XSRF-TOKEN'] ?? '-')).toEqual(['stale', '-', 'fresh']);
  });

  it('reads a guest (401) as GUEST and throws other refusals with the API’s message', async () => {
    const { fetchImpl } = fakeApi([
      () => Response.json({ message: 'Nicht angemeldet.' }, { status: 401 }),
      () => Response.json({ message: 'Dafür fehlt die Berechtigung.' }, { status: 403 }),
    ]);
    const backend = createBackend(visitor(), config, fetchImpl);
    expect((await backend.session()).user).toBeNull();
    await expect(backend.get('/admin/users')).rejects.toThrow(
      new ApiError(403, { message: 'Dafür fehlt die Berechtigung.' }),
    );
  });

  it('reads a stale session (419) as a guest too', async () => {
    const { fetchImpl } = fakeApi([() => Response.json({ message: 'CSRF' }, { status: 419 })]);
    expect((await createBackend(visitor(), config, fetchImpl).session()).user).toBeNull();
  });

  it('sends a fresh token, merged with the visitor’s cookies, after refreshCsrf', async () => {
    const { calls, fetchImpl } = fakeApi([
      () =>
        new Response(null, { status: 204, headers: { 'Set-Cookie': 'XSRF-TOKEN=new; Path=/' } }),
      () => Response.json({ ok: true }),
    ]);
    const backend = createBackend(visitor('XSRF-TOKEN=old; hallberg_session=s'), config, fetchImpl);
    await backend.refreshCsrf();
    expect(await backend.send('POST', '/forms/contact', { body: {} })).toEqual({ ok: true });
    expect(calls[1]!.headers).toMatchObject({
      Cookie: 'XSRF-TOKEN=new; hallberg_session=s',
      'X-XSRF-TOKEN': 'new',
    });
  });

  it('gives up after the time limit with BackendUnavailableError, not a hanging request', async () => {
    const fetchImpl = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const client = createApiClient({ base: config.base, timeoutMs: 20, fetchImpl });
    await expect(client.get('/session')).rejects.toBeInstanceOf(BackendUnavailableError);
  });

  it('reads a proxy’s 502, 503 and 504 as the backend down, not as a refusal', async () => {
    for (const status of [502, 503, 504]) {
      const { fetchImpl } = fakeApi([() => new Response('<html>Bad Gateway</html>', { status })]);
      const client = createApiClient({ base: config.base, fetchImpl });
      await expect(client.session()).rejects.toBeInstanceOf(BackendUnavailableError);
    }
    const { fetchImpl } = fakeApi([() => Response.json({ message: 'Kaputt' }, { status: 500 })]);
    const client = createApiClient({ base: config.base, fetchImpl });
    await expect(client.get('/session')).rejects.toBeInstanceOf(ApiError);
  });
});
