// Throughput and latency at 20 connections, with autocannon, for the routes of docs/budgets.md.
import autocannon from 'autocannon';
import { signedInCookie } from './browser.mjs';

function run(url, headers = {}, seconds = 10, everyTimeNew = false) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 20,
        duration: seconds,
        headers: { 'Accept-Encoding': 'br, gzip', ...headers },
        // An address no request asked for before: the server renders every one.
        ...(everyTimeNew && {
          requests: [{ setupRequest: (r) => ({ ...r, path: `${r.path}?probe=${(n += 1)}` }) }],
        }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function runLoad({ urls }) {
  const staff = await signedInCookie(urls.backend, 'personal@example.com', 'Demo-Passwort-2026');
  const targets = [
    // The replaced site did 69–94 req/s with p99 324–501 ms on `/` and `/impressum`; the budget is 20×.
    { name: 'GET / (website)', url: `${urls.website}/`, budget: { rps: 94 * 20, p99: 25 } },
    {
      name: 'GET /impressum (website)',
      url: `${urls.website}/impressum`,
      budget: { rps: 94 * 20, p99: 25 },
    },
    {
      name: 'GET /intern/wiki as staff',
      url: `${urls.website}/intern/wiki`,
      headers: { Cookie: staff },
      budget: { rps: 400, p99: 60 },
    },
    // For the record, no budget: what rendering costs where nothing is kept (decision 009).
    {
      name: 'GET /intern/wiki as staff, rendered every time',
      url: `${urls.website}/intern/wiki`,
      headers: { Cookie: staff },
      everyTimeNew: true,
    },
    {
      name: 'GET /intern/profil as staff, rendered per request',
      url: `${urls.website}/intern/profil`,
      headers: { Cookie: staff },
    },
    {
      name: 'GET /api/session signed in',
      url: `${urls.backend}/api/session`,
      headers: { Cookie: staff, Accept: 'application/json' },
      budget: { rps: 2000, p99: 20 },
    },
  ];
  const results = [];
  for (const t of targets) {
    // A process's first wiki request fetches the articles from the backend and renders them
    // (decision 029): measured once, for the record, then the steady state.
    const started = performance.now();
    const first = await fetch(t.url, { headers: t.headers });
    await first.arrayBuffer();
    const firstMs = Math.round(performance.now() - started);
    await run(t.url, t.headers, 2, t.everyTimeNew); // warm-up
    const r = await run(t.url, t.headers, 10, t.everyTimeNew);
    results.push({
      name: t.name,
      budget: t.budget ?? null,
      firstMs,
      requestsPerSecond: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + (r.non2xx ?? 0),
    });
  }
  return results;
}
