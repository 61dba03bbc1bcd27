// The website's HTTP server: compression, static assets, security headers with a fresh CSP
// nonce per HTML response, the public page cache, React Router, request ids, metrics, liveness
// and readiness checks, logs, shutdown.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Response as ExpressResponse } from 'express';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import * as serverBuild from 'virtual:react-router/server-build';
import {
  configOrExit,
  createLogger,
  livez,
  metricsAllowList,
  newNonce,
  requestIds,
  requestLogAndHeaders,
  runIfMain,
  serve,
  type Logger,
} from '@frischkontor/server-kit';
import { env, requireProductionSecrets, type Env } from './app/config/env.server';
import { setBuildId } from './app/platform/document/build-id.server';
import { assertAccessTable } from './app/platform/guards/pipeline.server';
import { access } from './app/wiring/access.server';
import { loadPublicContent, publicContentVersion } from './app/wiring/public-content.server';
import { prerenderPaths } from './app/wiring/sitemap.server';
import { setPublicPageSource, warmSiteSearch } from './app/features/site-search/index.server';
import { legalDocuments } from './app/features/legal/index.server';
import { createReactRouterHandler } from './server/react-router';
import { COMPRESSION_THRESHOLD, encodeHtml } from './app/platform/page-store/spliced-html.server';
import { htmlSecurityHeaders } from './server/security-headers';
import { websiteRoute } from './server/route-pattern';
import { websiteMetrics } from './app/platform/observability/metrics.server';
import { lastResortErrorPage } from './app/platform/errors/last-resort.server';

const build = serverBuild as unknown as ServerBuild;

function routePatterns(b: ServerBuild): string[] {
  const byId = b.routes;
  const patternOf = (id: string): string => {
    const route = byId[id];
    if (!route) return '';
    const parent = route.parentId ? patternOf(route.parentId) : '';
    const own = route.path ?? '';
    if (!own) return parent;
    return `${parent.replace(/\/+$/, '')}/${own}`.replace(/\/+/g, '/');
  };
  return Object.keys(byId).map((id) => patternOf(id) || '/');
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

export function createApp(config: Env, logger: Logger, dev?: ViteDevServer) {
  const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'client');
  const noncePlaceholder = `nonce-${randomBytes(12).toString('hex')}`;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('etag', false);

  // The request id first, so every later line, answer and backend call carries it (decision 048).
  app.use(requestIds());
  app.use(requestLogAndHeaders(logger, config.WEBSITE_URL.startsWith('https:')));
  const metrics = websiteMetrics();
  app.use(metrics.timing(websiteRoute(build)));
  // Never behind a session: loopback and METRICS_ALLOW only; anyone else gets the 404 page.
  app.get('/metrics', metrics.endpoint(metricsAllowList(config.METRICS_ALLOW)));
  // The process runs; `/healthz` below says whether it is ready to serve.
  app.get('/livez', livez);

  // Ready once the start's work is done (`markReady`, see `start`): until then a request waits
  // behind the pre-rendering, on a busy machine longer than the backend's timeout, so whoever
  // sends visitors here (a load balancer, the browser tests) is told to wait.
  let ready = false;
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ok' : 'starting', build: build.assets.version });
  });

  // Our forms post only to ourselves: a state-changing request from another origin is refused.
  const ownOrigin = new URL(config.WEBSITE_URL).origin;
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const origin = req.get('origin') ?? refererOrigin(req.get('referer'));
    if (origin !== ownOrigin) {
      res
        .status(403)
        .type('text/plain; charset=utf-8')
        .send('Diese Anfrage kommt nicht von unserer Website.');
      return;
    }
    // Our forms send form data and nothing else.
    if (!req.is(['application/x-www-form-urlencoded', 'multipart/form-data'])) {
      res
        .status(415)
        .type('text/plain; charset=utf-8')
        .send('Dieses Format nehmen unsere Formulare nicht an.');
      return;
    }
    next();
  });

  // A 256 KB brotli window instead of 4 MB: our pages are far smaller, and the default's large
  // native buffers fragment the heap under load until memory keeps growing (the bench's soak, bench/soak.mjs).
  app.use(
    compression({
      threshold: COMPRESSION_THRESHOLD,
      brotli: { params: { [zlib.BROTLI_PARAM_LGWIN]: 18, [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    }),
  );

  if (dev) {
    // `npm run dev`: Vite serves the code as modules and updates the page when a file changes.
    app.use(dev.middlewares);
  } else {
    // Hashed build output never changes under the same name.
    app.use(
      '/assets',
      express.static(join(clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        redirect: false,
      }),
    );
    // The few files at the top of the client build (icons, manifest); any other path is a page,
    // which need not cost a look at the disk.
    const topLevelFiles = new Set(
      readdirSync(clientDir)
        .filter((name) => name !== 'assets')
        .map((name) => `/${name}`),
    );
    const serveTopLevel = express.static(clientDir, {
      maxAge: '1h',
      index: false,
      redirect: false,
      dotfiles: 'ignore',
    });
    app.use((req, res, next) =>
      topLevelFiles.has(req.path) ? serveTopLevel(req, res, next) : next(),
    );
  }

  /** For what never reached React Router; in the same look as every error page. */
  const sendErrorPage = (res: ExpressResponse, status: number) => {
    const nonce = newNonce();
    for (const [k, v] of Object.entries(htmlSecurityHeaders(config, nonce, !!dev)))
      res.setHeader(k, v);
    res
      .status(status)
      .setHeader('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(lastResortErrorPage(status, nonce));
  };

  const handler = createReactRouterHandler({
    badAddress: (res) => sendErrorPage(res, 400),
    build: dev
      ? () => dev.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
      : build,
    mode: dev || config.NODE_ENV === 'development' ? 'development' : 'production',
    keepPages: !dev,
    origin: new URL(config.WEBSITE_URL).origin,
    noncePlaceholder,
    sendHtml(req, res, status, headers, html) {
      const nonce = newNonce();
      res.status(status);
      for (const [k, v] of headers) res.append(k, v);
      for (const [k, v] of Object.entries(htmlSecurityHeaders(config, nonce, !!dev)))
        res.setHeader(k, v);
      res.vary('Accept-Encoding');
      // No Accept-Encoding means plain text here, whatever the RFC allows.
      const asks = (coding: string) =>
        !!req.headers['accept-encoding'] && req.acceptsEncodings(coding) === coding;
      const { body, encoding } = encodeHtml(html, nonce, { br: asks('br'), gzip: asks('gzip') });
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.end(body);
    },
  });
  app.use(handler.middleware);
  // The public search indexes the public pages as a guest gets them.
  setPublicPageSource({
    paths: prerenderPaths,
    render: handler.render,
    version: publicContentVersion,
  });

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status =
      typeof error?.status === 'number' && error.status >= 400 && error.status < 500
        ? error.status
        : 500;
    if (status >= 500)
      logger.error({ err: error, url: req.originalUrl.slice(0, 300) }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendErrorPage(res, status === 404 ? 404 : status >= 500 ? 500 : 400);
  };
  app.use(onError);

  const markReady = () => {
    ready = true;
  };
  return { app, warm: handler.warm, cache: handler.cache, markReady };
}

/** Starts the website; `npm run dev` (scripts/dev-server.mjs) passes its Vite server. */
export async function start({ dev }: { dev?: ViteDevServer } = {}): Promise<Server> {
  const config = configOrExit(() => requireProductionSecrets(env()));
  const logger = createLogger({
    name: 'website',
    level: config.LOG_LEVEL,
    format: config.LOG_FORMAT,
  });
  if (!config.FORM_SECRET)
    logger.warn(
      'FORM_SECRET ist nicht gesetzt: dieser Prozess signiert Formulare mit einem eigenen Zufallsgeheimnis (nur für die Entwicklung; mehrere Prozesse brauchen ein gemeinsames, z. B. aus openssl rand -hex 32).',
    );
  setBuildId(build.assets.version);
  assertAccessTable(routePatterns(build), access);
  // Reads, validates and renders all content now: a bad file stops the start, not a request.
  await Promise.all([prerenderPaths(), legalDocuments.all()]);

  const { app, warm, markReady } = createApp(config, logger, dev);
  return serve(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    requestTimeoutMs: 30_000,
    drainMs: 5_000,
    onListening() {
      logger.info(
        `Website läuft auf ${config.WEBSITE_URL} (Port ${config.PORT}, Build ${build.assets.version})`,
      );
      if (dev) return markReady();
      // Ready when the public pages are pre-rendered and the site search is built, or failed,
      // and after 20 s in any case: pages are rendered on demand as well.
      setTimeout(markReady, 20_000).unref();
      void loadPublicContent()
        .then(async () => warm(await prerenderPaths()))
        .then((n) => logger.info(`${n} öffentliche Seiten vorgerendert`))
        .then(() => warmSiteSearch())
        .catch((error: unknown) => logger.error({ err: error }, 'Vorrendern fehlgeschlagen'))
        .finally(markReady);
    },
  });
}

runIfMain(import.meta.url, start);
