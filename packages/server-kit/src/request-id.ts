// One id per request (decision 048): made by the first app it reaches, or taken from a trusted
// proxy's `X-Request-Id` (Express's `trust proxy`: the website, for the backend, by default on
// loopback), set on the response, carried by every backend call and in every log line
// (the logger's mixin reads it from here, so code that logs need not pass it on).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A short token of safe characters: what a proxy sends us may end up in logs and headers. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function isValidRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_ID.test(value);
}

interface RequestContext {
  requestId: string;
}

// One store per process, even when a dev server loads this module a second time.
const KEY = Symbol.for('frischkontor.request-context');
const store: AsyncLocalStorage<RequestContext> = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>;

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}

/** Runs `fn` as part of the request `requestId` (tests, jobs that act for a request). */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return store.run({ requestId }, fn);
}

/** Whether the direct peer is a proxy Express trusts (TRUST_PROXY). */
function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as ((addr: string, i: number) => boolean) | undefined;
  const peer = req.socket.remoteAddress;
  return !!trust && !!peer && trust(peer, 0);
}

/** The request's id: a trusted proxy's valid one, or a new one. */
export function requestIdOf(req: Request): string {
  const given = req.get(REQUEST_ID_HEADER);
  return isValidRequestId(given) && fromTrustedProxy(req) ? given : randomUUID();
}

/** Early in every app: the id on the response, and the rest of the request runs in its context. */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    store.run({ requestId }, next);
  };
}
