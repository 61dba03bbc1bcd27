// Observability of the running backend (decision 048): /metrics, request ids, /livez and /healthz.
import { describe, expect, it } from 'vitest';
import { DIALECTS, startServer, withServer, type TestServer } from '../../test/harness';

/** The value of one sample line of the text format, e.g. `name{label="x"}`. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe.each(DIALECTS)('observability (%s)', (dialect) => {
  let server: TestServer;
  withServer(dialect, (started) => (server = started));

  const metrics = async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('answers /metrics to loopback with the request histogram by route pattern, never the address', async () => {
    const client = server.client();
    expect((await client.get('/api/blog/images/kein-bild-4711.jpg')).status).toBe(404);
    const text = await metrics();
    expect(text).toContain(
      'backend_http_request_duration_seconds_count{route="/api/blog/images/:name",method="GET",status="404"}',
    );
    expect(text).not.toContain('kein-bild-4711');
    expect(text).toContain('backend_process_cpu_seconds_total');
  });

  it('refuses /metrics to a visitor a proxy on loopback forwards, with the ordinary 404', async () => {
    const response = await fetch(`${server.url}/metrics`, {
      headers: { 'X-Forwarded-For': '203.0.113.9', Accept: 'application/json' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('counts failed sign-ins and rate-limit refusals where they happen', async () => {
    const client = server.client();
    const before = await metrics();
    const failures = (text: string) =>
      sample(text, 'backend_sign_in_failures_total{method="password"}') ?? 0;
    const refusals = (text: string) =>
      sample(text, 'backend_rate_limit_refusals_total{limit="loginFailed"}') ?? 0;
    for (let i = 0; i < 6; i++)
      await client.post('/api/login', { login: 'admin@example.com', password: 'falsch-123' });
    const after = await metrics();
    expect(failures(after) - failures(before)).toBe(5);
    expect(refusals(after) - refusals(before)).toBe(1);
  });

  it('reads the mail queue from the database when scraped', async () => {
    const at = new Date(Date.now() - 90_000).toISOString();
    await server.backend.ctx.db
      .insertInto('mail_queue')
      .values({
        purpose: 'test.metrics',
        recipient: 'wartet@example.com',
        subject: 'Wartet',
        text: 'Text',
        html: '<p>Text</p>',
        attachments: '[]',
        state: 'pending',
        attempts: 0,
        // Not before next year: the worker leaves it waiting.
        next_attempt_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        created_at: at,
        message_id: `metrics-${dialect}-${Date.now()}`,
      })
      .execute();
    const text = await metrics();
    expect(sample(text, 'backend_mail_queue_depth')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'backend_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
  });

  it('reports the newest backup once the backup hook is filled, and NaN before', async () => {
    server.backend.ctx.metrics.setNewestBackupSource(async () => null);
    expect(sample(await metrics(), 'backend_backup_age_seconds')).toBeNaN();
    server.backend.ctx.metrics.setNewestBackupSource(
      async () => new Date(Date.now() - 2 * 3_600_000),
    );
    const age = sample(await metrics(), 'backend_backup_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(7_200);
    expect(age).toBeLessThan(7_300);
  });

  it('takes a valid request id from a trusted proxy (loopback), sets it on the answer, else makes one', async () => {
    const given = await fetch(`${server.url}/api/csrf-cookie`, {
      headers: { 'X-Request-Id': 'website-req-0123456789' },
    });
    expect(given.headers.get('x-request-id')).toBe('website-req-0123456789');
    const bad = await fetch(`${server.url}/api/csrf-cookie`, {
      headers: { 'X-Request-Id': 'nicht gültig <script>' },
    });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const none = await fetch(`${server.url}/livez`);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says /livez while the database is down, and /healthz no longer', async () => {
    const own = await startServer(dialect);
    try {
      expect((await fetch(`${own.url}/healthz`)).status).toBe(200);
      await own.backend.close();
      const live = await fetch(`${own.url}/livez`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${own.url}/healthz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable' });
    } finally {
      await own.stop().catch(() => own.database.drop());
    }
  });
});
