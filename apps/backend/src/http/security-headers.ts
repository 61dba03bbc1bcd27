// Headers for every response, and the CSP for the sign-in app's HTML (fresh nonce each time).
import type { Config } from '../config';

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

/** JSON answers never run anything; a browser opening one directly gets nothing to execute. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Files from users may be opened directly: no script, no plugins, sandboxed. */
export const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export function htmlSecurityHeaders(config: Config, nonce: string): Record<string, string> {
  const website = new URL(config.websiteUrl).origin;
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${website}`,
  ];
  return { 'Content-Security-Policy': csp.join('; '), ...commonSecurityHeaders() };
}
