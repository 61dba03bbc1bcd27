// A stand-in for the PostHog host in the browser tests: accepts what posthog-js sends (event
// batches as gzip, base64 form data or JSON; flags and remote config, should they be asked for),
// answers CORS like PostHog does, and records every request for the tests to read.
//   GET    /__e2e/requests   everything recorded so far (method, path, decoded body, events)
//   DELETE /__e2e/requests   forget it
//   GET    /__e2e/health     ready
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';

const port = Number(process.env.PORT ?? 9100);
let recorded = [];

function decode(raw, contentType) {
  let bytes = raw;
  if (bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes);
  let text = bytes.toString('utf8');
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    const data = new URLSearchParams(text).get('data') ?? '';
    text = /^[A-Za-z0-9+/=]+$/.test(data) ? Buffer.from(data, 'base64').toString('utf8') : data;
  }
  return text;
}

function eventsOf(body) {
  if (Array.isArray(body)) return body;
  if (body && Array.isArray(body.batch)) return body.batch;
  if (body && typeof body.event === 'string') return [body];
  return [];
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${port}`);
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? 'Content-Type',
    );
    res.setHeader('Access-Control-Max-Age', '600');
    res.writeHead(204).end();
    return;
  }
  const json = (status, value) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));

  if (url.pathname === '/__e2e/health') return json(200, { ok: true });
  if (url.pathname === '/__e2e/requests') {
    if (req.method === 'DELETE') recorded = [];
    return json(200, recorded);
  }

  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const raw = Buffer.concat(chunks);
    let text = '';
    let body;
    try {
      text = raw.length ? decode(raw, String(req.headers['content-type'] ?? '')) : '';
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    recorded.push({
      at: Date.now(),
      method: req.method,
      path: url.pathname,
      query: url.search,
      contentType: req.headers['content-type'] ?? null,
      text,
      events: eventsOf(body),
    });

    if (url.pathname.startsWith('/flags') || url.pathname.startsWith('/decide')) {
      return json(200, {
        flags: {},
        featureFlags: {},
        featureFlagPayloads: {},
        errorsWhileComputingFlags: false,
      });
    }
    if (/^\/array\/[^/]+\/config$/.test(url.pathname)) return json(200, {});
    if (/^\/api\/(surveys|early_access_features|web_experiments)\/?$/.test(url.pathname)) {
      return json(200, { surveys: [], earlyAccessFeatures: [], experiments: [] });
    }
    return json(200, { status: 1 });
  });
});

server.listen(port, 'localhost', () => console.log(`PostHog stand-in on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
