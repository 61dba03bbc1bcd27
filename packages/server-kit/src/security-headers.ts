// Security headers of both apps: the same for every response, and a strict CSP with a fresh
// nonce for every HTML page (no 'unsafe-inline' for scripts, no framing).

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

export interface HtmlPolicy {
  nonce: string;
  /** `npm run dev`: Vite injects styles and talks to the page over a WebSocket. */
  dev?: boolean;
  /** Other origins images may come from. */
  img?: string[];
  /** Other origins scripts may call. */
  connect?: string[];
  /** Other origins forms may post to. */
  formAction?: string[];
}

/** The headers of an HTML page: its CSP and the common ones. */
export function htmlSecurityHeaders(policy: HtmlPolicy): Record<string, string> {
  const { nonce, dev = false } = policy;
  const list = (...values: (string | undefined)[]) =>
    [...new Set(values)].filter(Boolean).join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    // React writes style attributes when it renders on the server; they cannot run code.
    "style-src-attr 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...(policy.img ?? []))}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...(policy.connect ?? []), dev ? 'ws:' : undefined)}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", ...(policy.formAction ?? []))}`,
  ];
  return { 'Content-Security-Policy': csp.join('; '), ...commonSecurityHeaders() };
}
