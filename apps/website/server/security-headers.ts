import type { Env } from '../app/config/env.server';

function origin(url: string): string {
  return new URL(url).origin;
}

/**
 * Headers for every HTML response: a strict CSP with this response's nonce (no
 * 'unsafe-inline' for scripts), framing forbidden, forms only to our own origins.
 */
export function htmlSecurityHeaders(env: Env, nonce: string): Record<string, string> {
  const backend = origin(env.BACKEND_URL);
  const frontend = origin(env.FRONTEND_URL);
  const connect = new Set(["'self'", backend]);
  if (env.POSTHOG_KEY) connect.add(origin(env.POSTHOG_HOST));
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React writes style attributes when it renders on the server; they cannot run code.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${backend}`,
    "font-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${frontend}`,
  ];
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp.join('; '),
    ...commonSecurityHeaders(),
  };
  return headers;
}

/** For every response, HTML or not. */
export function commonSecurityHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

export const HSTS = 'max-age=31536000; includeSubDomains';
