// One malformed upload must never stop the backend: every multipart route gets truncated,
// garbled, aborted and oversized bodies, and the process answers /healthz afterwards.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  DIALECTS,
  startServer,
  type Client,
  type TestServer,
  withServer,
} from '../../test/harness';

const BOUNDARY = 'x';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Every route that reads multipart, with the account that may call it (null: anyone; the job
 * ads take no pictures). */
const ROUTES: { path: string; account: string | null; file: string }[] = [
  { path: '/api/forms/application', account: null, file: 'cv' },
  { path: '/api/admin/media/files', account: 'admin@example.com', file: 'file' },
  { path: '/api/wiki/images', account: 'admin@example.com', file: 'file' },
  { path: '/api/blog/images', account: 'admin@example.com', file: 'file' },
];

function filePart(field: string, content: string) {
  return (
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\n` +
    `Content-Type: application/pdf\r\n\r\n${content}`
  );
}

/** Malformed bodies that arrive whole: the server must answer each with a 4xx JSON error. */
function malformedBodies(field: string): [string, string, string][] {
  return [
    ['truncated file part', TYPE, filePart(field, '%PDF-')],
    ['truncated after the part headers', TYPE, filePart(field, '').slice(0, -2)],
    ['file part ending in a bare boundary', TYPE, `${filePart(field, '%PDF-')}\r\n--${BOUNDARY}`],
    [
      'field part without an end',
      TYPE,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="path"\r\n\r\nabc`,
    ],
    ['garbage', TYPE, '\u0000\u00ff%%--x--\r\n\r\n--y\r\n'.repeat(50)],
    ['part headers that never end', TYPE, `--${BOUNDARY}\r\n${'X-A: b\r\n'.repeat(500)}`],
    ['no boundary in the content type', 'multipart/form-data', filePart(field, '%PDF-')],
    ['an empty boundary', 'multipart/form-data; boundary=', filePart(field, '%PDF-')],
    ['only the closing boundary', TYPE, `--${BOUNDARY}--\r\n`],
  ];
}

interface RawAnswer {
  status: number | null;
  body: string;
}

/** Sends `sent` bytes of a body that claims `length`, then cuts the connection (or waits). */
function rawRequest(
  server: TestServer,
  client: Client,
  path: string,
  options: { contentType: string; length: number; sent: Buffer; abort: boolean },
): Promise<RawAnswer> {
  const url = new URL(path, server.url);
  const headers: Record<string, string | number> = {
    'Content-Type': options.contentType,
    'Content-Length': options.length,
    Origin: 'http://localhost:3000',
    Accept: 'application/json',
    'X-Forwarded-For': client.ip,
    Cookie: client.cookieHeader(),
    'X-XSRF-TOKEN': client.xsrf() ?? '',
  };
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? null, body }));
      res.on('error', () => resolve({ status: res.statusCode ?? null, body }));
    });
    req.on('error', () => resolve({ status: null, body: '' }));
    req.write(options.sent, () => {
      if (options.abort) setTimeout(() => req.destroy(), 50);
    });
    if (options.abort) setTimeout(() => resolve({ status: null, body: '' }), 400);
  });
}

async function healthy(server: TestServer) {
  const res = await fetch(`${server.url}/healthz`);
  return res.status;
}

describe.each(DIALECTS)('multipart bodies that are broken (%s)', (dialect) => {
  let server: TestServer;
  let admin: Client;
  /** A guest comes from an address of its own each time, so no rate limit answers for the parser. */
  async function clientFor(account: string | null) {
    if (account) return admin;
    const guest = server.client();
    await guest.csrfCookie();
    return guest;
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await as(server, 'admin@example.com');
    await admin.csrfCookie();
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const route of ROUTES) {
    it(`answers a 4xx JSON error for each malformed body at ${route.path}, and lives on`, async () => {
      for (const [name, contentType, body] of malformedBodies(route.file)) {
        const client = await clientFor(route.account);
        const res = await client.request('POST', route.path, {
          body,
          headers: { 'Content-Type': contentType },
        });
        expect([400, 413, 422], `${name}: ${res.status} ${res.text}`).toContain(res.status);
        expect(res.headers.get('content-type'), name).toContain('application/json');
        expect(typeof res.body.message, name).toBe('string');
      }
      expect(await healthy(server)).toBe(200);
    });

    it(`survives a body aborted mid-stream at ${route.path}`, async () => {
      const client = await clientFor(route.account);
      const head = Buffer.from(filePart(route.file, '%PDF-1.7\n' + 'a'.repeat(64 * 1024)));
      for (let round = 0; round < 3; round++) {
        await rawRequest(server, client, route.path, {
          contentType: TYPE,
          length: head.length + 1024 * 1024,
          sent: head,
          abort: true,
        });
      }
      expect(await healthy(server)).toBe(200);
      const after = await (
        await clientFor(route.account)
      ).request('POST', route.path, {
        body: filePart(route.file, '%PDF-'),
        headers: { 'Content-Type': TYPE },
      });
      expect([400, 422]).toContain(after.status);
    });

    it(`refuses a declared body beyond the route's limit at ${route.path} with 413 before reading it`, async () => {
      const client = await clientFor(route.account);
      const answer = await rawRequest(server, client, route.path, {
        contentType: TYPE,
        length: 200 * 1024 * 1024,
        sent: Buffer.from(filePart(route.file, '%PDF-')),
        abort: false,
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).message).toMatch(/zu groß/);
      expect(await healthy(server)).toBe(200);
    });
  }
});

describe.each(DIALECTS)('multipart totals (%s)', (dialect) => {
  let server: TestServer;
  withServer(dialect, (started) => (server = started));

  it('refuses an application whose files pass 25 MB together while they arrive, without waiting for the rest', async () => {
    const guest = server.client();
    await guest.csrfCookie();
    const nineMegabytes = Buffer.alloc(9 * 1024 * 1024, 0x61);
    const parts = ['cv', 'attachments', 'attachments', 'attachments'].map((field, i) =>
      Buffer.concat([
        Buffer.from(`${i ? '\r\n' : ''}${filePart(field, '%PDF-1.7\n')}`),
        nineMegabytes,
      ]),
    );
    // Chunked, never ended: only an answer given while the body still arrives ends this.
    const answer = await new Promise<RawAnswer & { written: number }>((resolve) => {
      let written = 0;
      const req = httpRequest(
        new URL('/api/forms/application', server.url),
        {
          method: 'POST',
          headers: {
            'Content-Type': TYPE,
            'Transfer-Encoding': 'chunked',
            Origin: 'http://localhost:3000',
            Accept: 'application/json',
            'X-Forwarded-For': guest.ip,
            Cookie: guest.cookieHeader(),
            'X-XSRF-TOKEN': guest.xsrf() ?? '',
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? null, body, written });
          });
        },
      );
      req.on('error', () => undefined);
      const queue = [...parts];
      const pump = () => {
        for (let part = queue.shift(); part; part = queue.shift()) {
          written += part.length;
          if (!req.write(part)) {
            req.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe(
      'Die Dateien sind zusammen zu groß. Erlaubt sind höchstens 25 MB.',
    );
    expect(await healthy(server)).toBe(200);
  });
});
