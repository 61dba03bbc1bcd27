// Express in front of React Router: a Fetch request built from Express's, with the address
// taken from our own configured origin (never the client's Host header), and the answer
// streamed back. The website adds its page stores on top of these pieces.
import { randomBytes } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';
import {
  createRequestHandler,
  data,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';

/** A fresh CSP nonce: 16 random bytes, base64 (24 characters). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The request's headers as Fetch headers; a value the Fetch API refuses is dropped. */
export function toFetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    try {
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else headers.set(key, value);
    } catch {
      // Odd bytes in a header: drop it rather than fail the request.
    }
  }
  return headers;
}

/** The plain answer to an address no page can have. */
export function sendBadAddress(res: ExpressResponse) {
  res.status(400).type('text/plain; charset=utf-8').send('Ungültige Adresse.');
}

/**
 * The page's address under our own origin; null (after answering 400 with `badAddress`) when
 * no page can have it: an unparsable address or broken percent-encoding in the path.
 */
export function requestUrl(
  origin: string,
  req: ExpressRequest,
  res: ExpressResponse,
  badAddress: (res: ExpressResponse) => void = sendBadAddress,
): URL | null {
  try {
    const url = new URL(`${origin}${req.originalUrl}`);
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    badAddress(res);
    return null;
  }
}

/** The Fetch request React Router answers: method, headers and (for mutations) the body stream. */
/** A form without files needs far less; a body beyond a route's limit is never held whole. */
export const FORM_BODY_MAX_BYTES = 1024 * 1024;

/** The body a route may read, or null when its declared length is already beyond the limit. */
function limitedBody(req: ExpressRequest, maxBytes: number): ReadableStream | null {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      // Chunked bodies declare nothing: cut them off at the limit instead of buffering them.
      if (seen > maxBytes) done(new Error('Anfrage zu groß'));
      else done(null, chunk);
    },
  });
  pipeline(req, counted, () => undefined);
  return Readable.toWeb(counted) as ReadableStream;
}

export function toFetchRequest(
  req: Pick<ExpressRequest, 'method'> & Partial<ExpressRequest>,
  url: URL,
  headers: Headers,
  signal?: AbortSignal,
  maxBodyBytes = FORM_BODY_MAX_BYTES,
): Request {
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body = limitedBody(req as ExpressRequest, maxBodyBytes);
    if (!body) throw new BodyTooLarge();
    init.body = body;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** A declared body beyond the route's limit: answered 413 before any of it is read. */
export class BodyTooLarge extends Error {
  readonly status = 413;
}

/**
 * The answer to BodyTooLarge: 413. The rest of the body is read off and dropped (no memory), so a
 * browser that is still sending gets the answer instead of a broken connection.
 */
export function sendBodyTooLarge(req: ExpressRequest, res: ExpressResponse) {
  req.resume();
  res.status(413).type('text/plain; charset=utf-8').send('Die Anfrage ist zu groß.');
}

/** Aborts when the visitor goes away before the answer is sent, so the render stops too. */
export function abortOnClose(res: ExpressResponse): AbortController {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller;
}

/** Streams a Fetch response out through Express. */
export function sendFetchResponse(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
) {
  res.status(response.status);
  for (const [k, v] of response.headers) res.append(k, v);
  for (const [k, v] of Object.entries(extraHeaders)) res.setHeader(k, v);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  // pipeline listens for errors on both ends: a render that fails halfway, or a visitor who
  // leaves, ends this response, never the process.
  pipeline(Readable.fromWeb(response.body as NodeReadableStream), res, (error) => {
    if (error && !res.destroyed) res.destroy();
  });
}

export interface ReactRouterHandlerOptions {
  /** The server build, or (in development) a function that loads the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Production unless developing: development mode puts stack traces into error pages. */
  mode: 'development' | 'production';
  /** Origin used to build request URLs. */
  origin: string;
  /** The router context of one request, with this response's nonce. */
  context(req: ExpressRequest, nonce: string): RouterContextProvider;
  /** The security headers of an HTML answer with this nonce. */
  htmlHeaders(nonce: string): Record<string, string>;
  /** How large a body a route may send (uploads more than forms); FORM_BODY_MAX_BYTES else. */
  bodyLimit?: (url: URL) => number;
}

/** React Router behind Express, answers streamed, every HTML answer with a fresh nonce. */
export function reactRouterHandler(options: ReactRouterHandlerOptions): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    const url = requestUrl(options.origin, req, res);
    if (!url) return;
    const nonce = newNonce();
    const controller = abortOnClose(res);
    try {
      const request = toFetchRequest(
        req,
        url,
        toFetchHeaders(req),
        controller.signal,
        options.bodyLimit?.(url),
      );
      const response = await handle(request, options.context(req, nonce));
      const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
      sendFetchResponse(req, res, response, isHtml ? options.htmlHeaders(nonce) : {});
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof BodyTooLarge) return sendBodyTooLarge(req, res);
      next(error);
    }
  };
}

/**
 * The submitted form of an action, or a 400 answer when the body is not a form at all (broken
 * multipart, JSON or XML sent to a form): bad input is never a 500.
 */
/** A text field of a submitted form; empty when absent or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('Bad Request: Das Formular kam unvollständig oder in einem unbekannten Format an.', {
      status: 400,
    });
  }
}
