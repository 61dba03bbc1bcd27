// The Express application: request ids, security headers, logs and metrics on everything,
// `/livez`, `/healthz` and `/metrics`, the JSON API
// under BACKEND_PREFIX, and (in the server build) the sign-in app under FRONTEND_PREFIX.
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { sql } from 'kysely';
import type { AppContext } from './context';
import { accountRouter } from './features/account';
import { auditAdminRouter } from './features/audit';
import { applicationsAdminRouter, applicationWithdrawRouter } from './features/applications';
import { authRouter } from './features/auth';
import { oidcRouter } from './features/oidc';
import { backupsAdminRouter, type Backups } from './features/backup';
import { formsAdminRouter, formsRouter } from './features/forms';
import { mailAdminRouter } from './features/mail';
import { mediaAdminRouter, mediaRouter, type Library, type Storage } from './features/media';
import {
  newsletterAdminRouter,
  newsletterOneClickRouter,
  newsletterRouter,
} from './features/newsletter';
import { notificationsAdminRouter, notificationsRouter } from './features/notifications';
import { passkeysRouter } from './features/passkeys';
import { rolesAdminRouter } from './features/roles';
import { domainSettingsRouter, settingsAdminRouter, type Settings } from './features/settings';
import { twoFactorRouter } from './features/two-factor';
import { usersAdminRouter } from './features/users';
import { BLOG } from './features/blog';
import { collectionRouter, type ContentStore } from './features/content';
import { JOB_ADS } from './features/job-ads';
import { NEWS } from './features/news';
import {
  WIKI,
  wikiCategoriesRouter,
  wikiReviewDatesRouter,
  wikiSearchMissesRouter,
  wikiSynonymsRouter,
} from './features/wiki';
import { wikiReadersRouter } from './features/wiki-readers';
import { directoryRouter } from './features/directory';
import { readingsRouter } from './features/readings';
import { bodyPolicy } from './http/body';
import { parseQuery, refuseControlInPath } from './http/control-characters';
import { apiTokensRouter } from './features/api-tokens';
import { csrfProtection } from './http/csrf';
import { apiNotFound, jsonErrorHandler, MESSAGES } from './http/errors';
import { corsAndOrigin } from './http/origin';
import {
  livez,
  metricsAllowList,
  requestIds,
  requestLogAndHeaders,
} from '@frischkontor/server-kit';
import { backendRoute } from './http/metrics';
import { API_CSP } from './http/security-headers';

export interface AppServices {
  settings: Settings;
  storage: Storage;
  library: Library;
  wiki: ContentStore;
  /** The blog: the content engine over the collection `blog` (decision 033). */
  blog: ContentStore;
  /** The job ads: the same engine over the collection `jobs` (decision 036). */
  jobAds: ContentStore;
  /** The intranet's news: the same engine over the collection `news` (decision 051). */
  news: ContentStore;
  /** Scheduled backups (decision 050). */
  backups: Backups;
  nudgeMail: () => void;
}

export interface AppOptions {
  /** The React Router app (server build only). */
  reactRouter?: RequestHandler;
  /** build/client: hashed assets and public files. */
  clientDir?: string;
  /** `npm run dev`: Vite's middleware, in place of clientDir. */
  dev?: RequestHandler;
}

export function apiRouter(ctx: AppContext, services: AppServices): Router {
  const { settings, storage, library, wiki, blog, jobAds, news, nudgeMail } = services;
  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', API_CSP);
    next();
  });
  api.use(refuseControlInPath);
  // Posted by mail providers (RFC 8058): no origin, no XSRF token, a form body; the token decides.
  api.use(newsletterOneClickRouter(ctx));
  api.use(corsAndOrigin(ctx.config.trustedOrigins));
  api.use(csrfProtection(ctx.sessions));
  api.use(bodyPolicy());

  api.use(authRouter(ctx, settings, nudgeMail));
  api.use(oidcRouter(ctx));
  api.use(twoFactorRouter(ctx, settings, nudgeMail));
  api.use(passkeysRouter(ctx, settings, nudgeMail));
  api.use(accountRouter(ctx, settings, nudgeMail));
  api.use(apiTokensRouter(ctx));
  api.use(domainSettingsRouter(ctx, settings));
  api.use(mediaRouter(ctx, storage, library));
  api.use(formsRouter(ctx, settings, storage, nudgeMail));
  api.use(applicationWithdrawRouter(ctx));
  api.use(newsletterRouter(ctx, settings, nudgeMail));
  api.use('/wiki', collectionRouter(ctx, wiki, library, storage, WIKI, settings, nudgeMail));
  api.use('/blog', collectionRouter(ctx, blog, library, storage, BLOG, settings, nudgeMail));
  api.use('/jobs', collectionRouter(ctx, jobAds, library, storage, JOB_ADS, settings, nudgeMail));
  api.use('/news', collectionRouter(ctx, news, library, storage, NEWS, settings, nudgeMail));
  api.use('/wiki', wikiCategoriesRouter(ctx, wiki));
  api.use('/wiki', wikiSynonymsRouter(ctx, wiki));
  api.use('/wiki', wikiSearchMissesRouter(ctx));
  api.use('/wiki', wikiReviewDatesRouter(ctx, wiki));
  api.use('/wiki', wikiReadersRouter(ctx, wiki, settings, nudgeMail));
  api.use(directoryRouter(ctx));
  api.use(readingsRouter(ctx, settings, nudgeMail));

  api.use('/admin/users', usersAdminRouter(ctx, settings, nudgeMail));
  api.use('/admin/roles', rolesAdminRouter(ctx, settings));
  api.use('/admin/notifications', notificationsAdminRouter(ctx));
  api.use('/notifications', notificationsRouter(ctx));
  api.use('/admin/media', mediaAdminRouter(ctx, library, storage));
  api.use('/admin/settings', settingsAdminRouter(ctx, settings));
  api.use('/admin/forms', formsAdminRouter(ctx, storage, library, nudgeMail));
  api.use(
    '/admin/applications',
    applicationsAdminRouter(ctx, settings, storage, library, nudgeMail),
  );
  api.use('/admin/mail', mailAdminRouter(ctx));
  api.use('/admin/newsletter', newsletterAdminRouter(ctx));
  api.use('/admin/audit', auditAdminRouter(ctx));
  api.use('/admin/backups', backupsAdminRouter(ctx, services.backups));

  api.use(apiNotFound);
  return api;
}

export function createApp(ctx: AppContext, services: AppServices, options: AppOptions = {}) {
  const { config, logger } = ctx;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  app.set('query parser', parseQuery);

  // The request id first, so every later line and answer carries it (decision 048).
  app.use(requestIds());
  app.use(requestLogAndHeaders(logger, config.backendUrl.startsWith('https:')));
  app.use(ctx.metrics.timing(backendRoute(config)));

  // Never behind a session: loopback and METRICS_ALLOW only, a 404 for everyone else.
  app.get('/metrics', ctx.metrics.endpoint(metricsAllowList(config.metricsAllow)));
  // The process runs (a restart helps if not); `/healthz` says whether it can serve (database).
  app.get('/livez', livez);
  app.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(ctx.db);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });

  app.use(
    compression({
      threshold: 1024,
      // A 256 KB brotli window: answers are small, and the 4 MB default fragments native memory.
      brotli: { params: { [zlib.BROTLI_PARAM_LGWIN]: 18, [zlib.BROTLI_PARAM_QUALITY]: 5 } },
      // Files keep their Content-Length; they are compressed already or meant to be saved.
      filter: (req, res) => !res.getHeader('Content-Disposition') && compression.filter(req, res),
    }),
  );

  app.use(config.backendPrefix, apiRouter(ctx, services));

  if (options.dev) {
    app.use(options.dev);
  } else if (options.clientDir) {
    app.use(
      '/assets',
      express.static(`${options.clientDir}/assets`, {
        immutable: true,
        maxAge: '1y',
        index: false,
        redirect: false,
      }),
    );
    app.use(
      express.static(options.clientDir, {
        maxAge: '1h',
        index: false,
        redirect: false,
        dotfiles: 'ignore',
      }),
    );
  }

  app.get('/', (_req, res) => res.redirect(302, `${config.frontendPrefix}`));
  if (options.reactRouter) {
    // The sign-in app's own forms are same-origin only, like the API's mutations. Its loaders
    // call the API over loopback, which trusts X-Forwarded-For from there: so that header must
    // carry the address Express resolved for the visitor, never one the visitor sent.
    const sameOrigin = corsAndOrigin([new URL(config.frontendUrl).origin]);
    app.use(
      config.frontendPrefix,
      (req, res, next) => {
        if (req.ip) req.headers['x-forwarded-for'] = req.ip;
        else delete req.headers['x-forwarded-for'];
        sameOrigin(req, res, next);
      },
      options.reactRouter,
    );
  }

  app.use((req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.accepts(['html', 'json']) === 'html') {
      res
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Nicht gefunden</title></head><body><h1>Seite nicht gefunden</h1><p><a href="/">Zur Startseite</a></p></body></html>',
        );
      return;
    }
    res.status(404).json({ message: MESSAGES.notFound });
  });

  const onError: ErrorRequestHandler = jsonErrorHandler(logger);
  app.use(
    (error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
      // A refused request may still be sending its body; read it off so the answer arrives.
      if (!req.readableEnded) {
        if ((error as { status?: number })?.status === 413) res.setHeader('Connection', 'close');
        else req.resume();
      }
      onError(error, req, res, next);
    },
  );
  return app;
}
