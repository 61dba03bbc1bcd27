// The sign-in app (React Router) behind Express, through the server kit's adapter: request
// URLs are built from FRONTEND_URL, and every HTML answer gets a CSP with a fresh nonce.
import { reactRouterHandler as handler } from '@frischkontor/server-kit';
import { nonceContext } from '@frischkontor/server-kit/nonce';
import type { RequestHandler } from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import type { Config } from '../config';
import { htmlSecurityHeaders } from './security-headers';

export function reactRouterHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  config: Config,
  /** `npm run dev`: the build is loaded anew from Vite on each request. */
  dev = false,
  /** How large a body a page's action may read (uploads more than forms). */
  bodyLimit?: (url: URL) => number,
): RequestHandler {
  return handler({
    build,
    mode: dev ? 'development' : 'production',
    origin: new URL(config.frontendUrl).origin,
    context(_req, nonce) {
      const context = new RouterContextProvider();
      context.set(nonceContext, nonce);
      return context;
    },
    htmlHeaders: (nonce) => htmlSecurityHeaders(config, nonce, dev),
    bodyLimit,
  });
}
