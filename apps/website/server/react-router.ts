import {
  abortOnClose,
  requestUrl,
  sendFetchResponse,
  toFetchHeaders,
  toFetchRequest,
} from '@frischkontor/server-kit';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { clientIpContext, nonceContext } from '../app/platform/context/request';
import {
  sharedPageContext,
  type SharedPageSlot,
} from '../app/platform/document/shared-page.server';
import { domainSettingsVersion } from '../app/platform/settings/domain-settings.server';
import { pageParameters } from '../app/page-parameters';
import { PageCache, pageKey, RecentKeys, sharedMaxAge, type CachedResponse } from './page-cache';
import { NONCE_LENGTH, splice, type SplicedHtml } from './spliced-html';

/** How long a shared intranet page is kept (decision 009); its content changes with a deploy. */
const SHARED_PAGE_SECONDS = 300;

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
}

export function createReactRouterHandler(options: ReactRouterHandlerOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  const keepPages = options.keepPages ?? true;
  const cache = new PageCache();
  // Intranet pages shared by an access group, keyed by group and address (decision 009).
  const sharedPages = new PageCache({ maxEntries: 200, maxBytes: 32 * 1024 * 1024 });
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
    return handle(toFetchRequest(req, url, headers, signal), loadContext(req, slot));
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
    const url = requestUrl(options.origin, req, res);
    if (!url) return;
    const cacheable = req.method === 'GET' || req.method === 'HEAD';
    // Path and the parameters that change the page only (decision 012).
    const cacheKey = versioned(pageKey(url, pageParameters));
    if (cacheable) {
      const hit = cache.get(cacheKey);
      if (hit) {
        res.setHeader('X-Cache', 'HIT');
        send(req, res, hit);
        return;
      }
    }

    const controller = abortOnClose(res);

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
        sendFetchResponse(req, res, response);
        return;
      }

      const raw = Buffer.from(await response.arrayBuffer());
      const maxAge = req.method === 'GET' && keepPages ? sharedMaxAge(response) : null;
      const keepAs = slot.key && keepPages ? versioned(slot.key) : null;
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

  return { middleware, warm, cache };
}
