import type { RequestHandler } from 'express';
import type { Logger } from './logger.ts';
import { currentRequestId } from './request-id.ts';
import { commonSecurityHeaders, HSTS } from './security-headers.ts';

/** Asked every few seconds by probes and scrapers: their lines would drown the others. */
const QUIET = new Set(['/healthz', '/livez', '/metrics']);

/**
 * First in every app (after `requestIds`): one log line per answered request (the path without
 * its query, which may hold search terms or addresses; assets, health checks and metrics are not
 * logged), and the security headers every
 * response gets (HSTS when served over https).
 */
export function requestLogAndHeaders(logger: Logger, https: boolean): RequestHandler {
  const headers = Object.entries(commonSecurityHeaders());
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = currentRequestId();
    res.on('finish', () => {
      if (req.path.startsWith('/assets/') || QUIET.has(req.path)) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0]?.slice(0, 300),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    });
    for (const [k, v] of headers) res.setHeader(k, v);
    if (https) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
