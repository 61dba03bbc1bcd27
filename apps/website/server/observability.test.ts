// The website's request ids, backend calls and metrics against real HTTP servers: a stand-in
// for the backend with the backend's own request-id middleware (the server kit's).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendUnavailableError, createApiClient } from '@frischkontor/helium-client';
import {
  metricsAllowList,
  requestIds,
  REQUEST_ID_HEADER,
  withRequestId,
} from '@frischkontor/server-kit';
import { backendFetch } from '../app/platform/api/backend-fetch.server';
import { websiteMetrics } from '../app/platform/observability/metrics.server';
import { websiteRoute } from './route-pattern';

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });
}

/** What the metrics text says for one sample line, or 0. */
async function sample(line: string): Promise<number> {
  const text = await websiteMetrics().registry.metrics();
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

const BUILD = {
  basename: '/',
  routes: {
    root: { id: 'root', path: '' },
    'routes/_index': { id: 'routes/_index', parentId: 'root', index: true },
    'routes/blog.$slug': { id: 'routes/blog.$slug', parentId: 'root', path: 'blog/:slug' },
    'routes/wiki': { id: 'routes/wiki', parentId: 'root', path: 'wiki' },
    'routes/wiki.$': { id: 'routes/wiki.$', parentId: 'routes/wiki', path: '*' },
  },
} as unknown as Pick<ServerBuild, 'routes' | 'basename'>;

describe('observability of the website', () => {
  let backend: { server: Server; url: string };
  let website: { server: Server; url: string };
  const seen: (string | undefined)[] = [];
  const hanging = new Set<express.Response>();

  beforeAll(async () => {
    const api = express();
    // As the backend by default (TRUST_PROXY=loopback): the website on loopback is trusted.
    api.set('trust proxy', 'loopback');
    api.use(requestIds());
    api.get('/api/echo', (req, res) => {
      seen.push(req.get(REQUEST_ID_HEADER));
      res.json({ data: 'ok' });
    });
    // A backend that fails (a 502, 503 or 504 is a proxy saying none answered: unavailable).
    api.get('/api/kaputt', (_req, res) => void res.status(500).json({ message: 'kaputt' }));
    // Never answers: the website's timeout decides.
    api.get('/api/haengt', (_req, res) => void hanging.add(res));
    backend = await listen(api);

    const app = express();
    app.use(requestIds());
    const metrics = websiteMetrics();
    app.use(metrics.timing(websiteRoute(BUILD)));
    app.get('/metrics', metrics.endpoint(metricsAllowList([])));
    app.use(async (_req, res) => {
      const answer = await backendFetch(`${backend.url}/api/echo`);
      res.json({ backend: answer.headers.get(REQUEST_ID_HEADER) });
    });
    website = await listen(app);
  });
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    for (const { server } of [backend, website]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('names each request by its route pattern, never its address', () => {
    const route = websiteRoute(BUILD);
    const of = (path: string) => route({ path } as express.Request);
    expect(of('/')).toBe('/');
    expect(of('/blog/mein-erster-beitrag')).toBe('/blog/:slug');
    expect(of('/wiki/lager/kuehlung')).toBe('/wiki/*');
    expect(of('/assets/app-1234.js')).toBe('/assets/*');
    expect(of('/metrics')).toBe('/metrics');
  });

  it('passes the request id to the backend, which sends it back, and shows the page pattern in /metrics', async () => {
    const response = await fetch(`${website.url}/blog/ein-beitrag-0815`);
    const id = response.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.at(-1)).toBe(id);
    expect(await response.json()).toEqual({ backend: id });

    const text = await (await fetch(`${website.url}/metrics`)).text();
    expect(text).toContain(
      'website_http_request_duration_seconds_count{route="/blog/:slug",method="GET",status="200"}',
    );
    expect(text).not.toContain('ein-beitrag-0815');
  });

  it('counts the backend calls by outcome: answered, failed, timed out, unreachable', async () => {
    const count = (outcome: string) =>
      sample(`website_backend_request_duration_seconds_count{method="GET",outcome="${outcome}"}`);
    const before = {
      ok: await count('ok'),
      error: await count('error'),
      timeout: await count('timeout'),
      unreachable: await count('unreachable'),
    };
    const client = createApiClient({
      base: `${backend.url}/api`,
      // /haengt never answers; /echo must answer within it also on a busy CI machine.
      timeoutMs: 2_000,
      fetchImpl: backendFetch,
    });
    await withRequestId('website-test-4711', () => client.get('/echo'));
    expect(seen.at(-1)).toBe('website-test-4711');
    await expect(client.get('/kaputt')).rejects.toMatchObject({ status: 500 });
    await expect(client.get('/haengt')).rejects.toBeInstanceOf(BackendUnavailableError);
    await expect(backendFetch('http://127.0.0.1:1/api/echo')).rejects.toThrow();
    expect(await count('ok')).toBe(before.ok + 1);
    expect(await count('error')).toBe(before.error + 1);
    expect(await count('timeout')).toBe(before.timeout + 1);
    expect(await count('unreachable')).toBe(before.unreachable + 1);
  });
});
