import {
  abortOnClose,
  BodyTooLarge,
  FORM_BODY_MAX_BYTES,
  requestUrl,
  sendBodyTooLarge,
  sendFetchResponse,
  toFetchHeaders,
  toFetchRequest,
} from '@frischkontor/server-kit';
import { nonceContext } from '@frischkontor/server-kit/nonce';
import { APPLICATION_TOTAL_MAX_BYTES } from '@frischkontor/contract';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { clientIpContext } from '../app/platform/context/request';
import {
  attachKeptPages,
  KeptPages,
  keptPageOf,
} from '../app/platform/page-store/kept-pages.server';
import { publicContentVersion } from '../app/wiring/public-content.server';
import { websiteMetrics } from '../app/platform/observability/metrics.server';
import { pageParameters } from '../app/wiring/page-parameters';
import {
  PageCache,
  pageKey,
  sharedMaxAge,
  type CachedResponse,
} from '../app/platform/page-store/page-cache.server';
import {
  NONCE_LENGTH,
  splice,
  type SplicedHtml,
} from '../app/platform/page-store/spliced-html.server';

/**
 * How large a body a page's action may read: applications carry 25 MB of files (their form
 * refuses a larger declared one itself, with its own message: the limit here is for bodies that
 * declare nothing), the editors' pictures 10 MB, every other form far less.
 */
function bodyLimit(path: string): number {
  if (path.startsWith('/karriere/')) return 2 * APPLICATION_TOTAL_MAX_BYTES;
  if (/^\/intern\/(wiki|blog|stellen)\//.test(path)) return 11 * 1024 * 1024;
  return FORM_BODY_MAX_BYTES;
}

const BUFFERED_TYPES =
  /^(text\/html|text\/x-script|text\/plain|application\/xml|application\/json)/i;

export interface ReactRouterHandlerOptions {
  /** The server build, or (in development) a function that loads the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** Keep public and shared pages (default). Off in development, where code changes live. */
  keepPages?: boolean;
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
  /** The answer to an address no page can have (400). */
  badAddress?: (res: ExpressResponse) => void;
}

export function createReactRouterHandler(options: ReactRouterHandlerOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  const keepPages = options.keepPages ?? true;
  const cache = new PageCache();
  const { pageStore } = websiteMetrics();
  // Intranet pages kept per access group (decision 009).
  const keptPages = new KeptPages({ keep: keepPages });
  // Public pages rendered with other domain settings, blog posts or job ads are forgotten.
  const versioned = (key: string) => `${publicContentVersion()}|${key}`;

  function loadContext(req: ExpressRequest) {
    const context = new RouterContextProvider();
    context.set(nonceContext, options.noncePlaceholder);
    context.set(clientIpContext, req.ip ?? null);
    return context;
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
    const url = requestUrl(options.origin, req, res, options.badAddress);
    if (!url) return;
    const cacheable = req.method === 'GET' || req.method === 'HEAD';
    // Path and the parameters that change the page only (decision 012).
    const cacheKey = versioned(pageKey(url, pageParameters));
    if (cacheable) {
      const hit = cache.get(cacheKey);
      pageStore.inc({ store: 'public', result: hit ? 'hit' : 'miss' });
      if (hit) {
        res.setHeader('X-Cache', 'HIT');
        send(req, res, hit);
        return;
      }
    }

    const controller = abortOnClose(res);

    try {
      const context = loadContext(req);
      attachKeptPages(context, keptPages);
      const request = toFetchRequest(
        req,
        url,
        toFetchHeaders(req),
        controller.signal,
        bodyLimit(url.pathname),
      );
      const response = await handle(request, context);
      const kept = keptPageOf(context);
      if (kept) pageStore.inc({ store: 'kept', result: kept.hit ? 'hit' : 'miss' });
      // The guards passed and the server holds this page for the visitor's access group.
      if (kept?.hit) {
        res.setHeader('X-Cache', 'HIT');
        send(req, res, kept.hit);
        return;
      }
      const contentType = response.headers.get('content-type') ?? '';
      const buffered = !response.body || BUFFERED_TYPES.test(contentType);

      if (!buffered) {
        sendFetchResponse(req, res, response);
        return;
      }

      const raw = Buffer.from(await response.arrayBuffer());
      const maxAge = req.method === 'GET' && keepPages ? sharedMaxAge(response) : null;
      const shareable = !!kept && keptPages.wants(kept.key, response, controller.signal.aborted);
      const entry = toEntry(response, raw, !!maxAge || shareable);
      if (maxAge) cache.set(cacheKey, { ...entry, expiresAt: Date.now() + maxAge * 1000 });
      if (shareable && kept) keptPages.keep(kept.key, entry);
      if (cacheable) res.setHeader('X-Cache', maxAge || shareable ? 'MISS' : 'BYPASS');
      send(req, res, entry);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof BodyTooLarge) return sendBodyTooLarge(req, res);
      next(error);
    }
  }

  /** A page as a guest without cookies gets it, rendered here rather than over the network. */
  function renderAsGuest(path: string) {
    const url = new URL(`${options.origin}${path}`);
    const fakeReq = { method: 'GET', ip: '127.0.0.1' } as ExpressRequest;
    const request = toFetchRequest(fakeReq, url, new Headers({ accept: 'text/html' }));
    return { url, response: handle(request, loadContext(fakeReq)) };
  }

  /** The HTML of a page as a guest sees it (200 only), or null. */
  async function render(path: string): Promise<string | null> {
    const response = await renderAsGuest(path).response;
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (response.status !== 200 || !html) {
      await response.body?.cancel();
      return null;
    }
    return response.text();
  }

  /** Renders the given paths into the cache ahead of the first visitor. */
  async function warm(paths: string[]): Promise<number> {
    let warmed = 0;
    for (const path of paths) {
      const { url, response: rendering } = renderAsGuest(path);
      const response = await rendering;
      const maxAge = sharedMaxAge(response);
      const raw = Buffer.from(await response.arrayBuffer());
      if (!maxAge) continue;
      // Pinned: what visitors ask for never pushes a pre-rendered page out.
      cache.set(
        versioned(pageKey(url, pageParameters)),
        { ...toEntry(response, raw, true), expiresAt: Date.now() + maxAge * 1000 },
        { pin: true },
      );
      warmed += 1;
    }
    return warmed;
  }

  return { middleware, warm, render, cache };
}
