import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { clientIpContext } from '../app/features/auth/session.server';
import { nonceContext } from '../app/features/document/render-info';
import {
  sharedPageContext,
  type SharedPageSlot,
} from '../app/features/document/shared-page.server';
import { domainSettingsVersion } from '../app/features/settings/domain-settings.server';
import { PageCache, RecentKeys, sharedMaxAge, type CachedResponse } from './page-cache';
import { NONCE_LENGTH, splice, type SplicedHtml } from './spliced-html';

/** How long a shared intranet page is kept (decision 009); its content changes with a deploy. */
const SHARED_PAGE_SECONDS = 300;

const BUFFERED_TYPES =
  /^(text\/html|text\/x-script|text\/plain|application\/xml|application\/json)/i;

export interface ReactRouterHandlerOptions {
  build: ServerBuild;
  mode: string;
  /** Origin used to build request URLs, never the client's Host header. */
  origin: string;
  /** Placeholder nonce rendered into pages; swapped for a fresh one per response. */
  noncePlaceholder: string;
  /** Sends an HTML page with the security headers of a fresh nonce filled in. */
  sendHtml: (
    req: ExpressRequest,
    res: ExpressResponse,
    status: number,
    headers: [string, string][],
    html: SplicedHtml,
  ) => void;
}

function toFetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    try {
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else headers.set(key, value);
    } catch {
      // A header value the Fetch API refuses (odd bytes): drop it rather than fail the request.
    }
  }
  return headers;
}

export function createReactRouterHandler(options: ReactRouterHandlerOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  const cache = new PageCache();
  // Intranet pages shared by an access group, keyed by group and address (decision 009).
  const sharedPages = new PageCache(200);
  const askedFor = new RecentKeys(SHARED_PAGE_SECONDS * 1000);
  // Both stores forget what was rendered with other domain settings.
  const versioned = (key: string) => `${domainSettingsVersion()}|${key}`;

  function loadContext(req: ExpressRequest, slot?: SharedPageSlot<CachedResponse>) {
    const context = new RouterContextProvider();
    context.set(nonceContext, options.noncePlaceholder);
    context.set(clientIpContext, req.ip ?? null);
    if (slot) context.set(sharedPageContext, slot);
    return context;
  }

  /** Renders a request through React Router and returns the whole response. */
  async function render(
    req: ExpressRequest,
    url: URL,
    headers: Headers,
    signal?: AbortSignal,
    slot?: SharedPageSlot<CachedResponse>,
  ): Promise<Response> {
    const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      init.body = Readable.toWeb(req) as ReadableStream;
      init.duplex = 'half';
    }
    return handle(new Request(url, init), loadContext(req, slot));
  }

  /**
   * A buffered response as the server sends or keeps it: an HTML page cut at its nonces, and
   * compressed once when it is to be kept (decision 007). Whatever a route did not mark as
   * shareable is private: guard redirects and refusals too.
   */
  function toEntry(response: Response, raw: Buffer, keep: boolean) {
    const headers = [...response.headers].filter(([k]) => k !== 'content-length');
    if (!response.headers.has('cache-control'))
      headers.push(['cache-control', 'private, no-store']);
    const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
    const body = isHtml
      ? splice(raw, options.noncePlaceholder, keep ? { nonceLength: NONCE_LENGTH } : {})
      : raw;
    return { status: response.status, headers, body };
  }

  function send(
    req: ExpressRequest,
    res: ExpressResponse,
    entry: Omit<CachedResponse, 'expiresAt'>,
  ) {
    if (!Buffer.isBuffer(entry.body)) {
      options.sendHtml(req, res, entry.status, entry.headers, entry.body);
      return;
    }
    res.status(entry.status);
    for (const [k, v] of entry.headers) res.append(k, v);
    res.end(entry.body);
  }

  async function middleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    let url: URL;
    try {
      url = new URL(`${options.origin}${req.originalUrl}`);
    } catch {
      res.status(400).type('text/plain; charset=utf-8').send('Ungültige Adresse.');
      return;
    }
    try {
      decodeURIComponent(url.pathname);
    } catch {
      // Broken percent-encoding in the path: no page can have that address.
      res.status(400).type('text/plain; charset=utf-8').send('Ungültige Adresse.');
      return;
    }
    const cacheable = req.method === 'GET' || req.method === 'HEAD';
    const cacheKey = versioned(`${url.pathname}${url.search}`);
    if (cacheable) {
      const hit = cache.get(cacheKey);
      if (hit) {
        res.setHeader('X-Cache', 'HIT');
        send(req, res, hit);
        return;
      }
    }

    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });

    try {
      const headers = toFetchHeaders(req);
      const slot: SharedPageSlot<CachedResponse> = {
        lookup: (key) => sharedPages.get(versioned(key)),
        key: null,
        hit: undefined,
      };
      const response = await render(req, url, headers, controller.signal, slot);
      // The guards passed and the server holds this page for the visitor's access group.
      if (slot.hit) {
        res.setHeader('X-Cache', 'HIT');
        send(req, res, slot.hit);
        return;
      }
      const contentType = response.headers.get('content-type') ?? '';
      const isHtml = contentType.startsWith('text/html');
      const buffered = !response.body || BUFFERED_TYPES.test(contentType);

      if (!buffered) {
        res.status(response.status);
        for (const [k, v] of response.headers) res.append(k, v);
        Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
        return;
      }

      const raw = Buffer.from(await response.arrayBuffer());
      const maxAge = req.method === 'GET' ? sharedMaxAge(response) : null;
      const keepAs = slot.key ? versioned(slot.key) : null;
      const shareable =
        !!keepAs &&
        isHtml &&
        response.status === 200 &&
        !response.headers.has('set-cookie') &&
        !controller.signal.aborted &&
        askedFor.seenBefore(keepAs);
      const entry = toEntry(response, raw, !!maxAge || shareable);
      if (maxAge) cache.set(cacheKey, { ...entry, expiresAt: Date.now() + maxAge * 1000 });
      if (shareable && keepAs)
        sharedPages.set(keepAs, {
          ...entry,
          expiresAt: Date.now() + SHARED_PAGE_SECONDS * 1000,
        });
      if (cacheable) res.setHeader('X-Cache', maxAge || shareable ? 'MISS' : 'BYPASS');
      send(req, res, entry);
    } catch (error) {
      if (controller.signal.aborted) return;
      next(error);
    }
  }

  /** Renders the given paths into the cache ahead of the first visitor. */
  async function warm(paths: string[]): Promise<number> {
    let warmed = 0;
    for (const path of paths) {
      const url = new URL(`${options.origin}${path}`);
      const fakeReq = { method: 'GET', ip: '127.0.0.1' } as ExpressRequest;
      const response = await render(fakeReq, url, new Headers({ accept: 'text/html' }));
      const maxAge = sharedMaxAge(response);
      const raw = Buffer.from(await response.arrayBuffer());
      if (!maxAge) continue;
      cache.set(versioned(`${url.pathname}${url.search}`), {
        ...toEntry(response, raw, true),
        expiresAt: Date.now() + maxAge * 1000,
      });
      warmed += 1;
    }
    return warmed;
  }

  return { middleware, warm, cache };
}
