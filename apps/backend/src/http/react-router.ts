// The sign-in app (React Router) behind Express: request URLs are built from FRONTEND_URL,
// never from the client's Host header, and every HTML answer gets a CSP with a fresh nonce.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { nonceContext } from '../../app/nonce';
import type { Config } from '../config';
import { htmlSecurityHeaders } from './security-headers';

function toFetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    try {
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else headers.set(key, value);
    } catch {
      // A header value the Fetch API refuses: drop it rather than fail the request.
    }
  }
  return headers;
}

export function reactRouterHandler(build: ServerBuild, config: Config): RequestHandler {
  // Always production mode: development mode would put stack traces into error pages.
  const handle = createRequestHandler(build, 'production');
  const origin = new URL(config.frontendUrl).origin;

  return async (req, res, next) => {
    let url: URL;
    try {
      url = new URL(`${origin}${req.originalUrl}`);
    } catch {
      res.status(400).type('text/plain; charset=utf-8').send('Ungültige Adresse.');
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    const context = new RouterContextProvider();
    context.set(nonceContext, nonce);

    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const init: RequestInit & { duplex?: 'half' } = {
      method: req.method,
      headers: toFetchHeaders(req),
      signal: controller.signal,
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      init.body = Readable.toWeb(req) as ReadableStream;
      init.duplex = 'half';
    }

    try {
      const response = await handle(new Request(url, init), context);
      res.status(response.status);
      for (const [k, v] of response.headers) res.append(k, v);
      if ((response.headers.get('content-type') ?? '').startsWith('text/html'))
        for (const [k, v] of Object.entries(htmlSecurityHeaders(config, nonce)))
          res.setHeader(k, v);
      if (!response.body || req.method === 'HEAD') {
        res.end();
        return;
      }
      Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
    } catch (error) {
      if (controller.signal.aborted) return;
      next(error);
    }
  };
}
