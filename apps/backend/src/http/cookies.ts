import type { Response } from 'express';

/** Parses a Cookie header; malformed parts are skipped, never thrown on. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header || header.length > 16_384) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  domain: string | null;
  /** Seconds; null for a browser-session cookie; 0 deletes. */
  maxAge: number | null;
}

export function setCookie(res: Response, name: string, value: string, options: CookieOptions) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAge !== null) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
    const expires = new Date(Date.now() + Math.max(0, options.maxAge) * 1000);
    parts.push(
      `Expires=${options.maxAge <= 0 ? new Date(0).toUTCString() : expires.toUTCString()}`,
    );
  }
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  res.append('Set-Cookie', parts.join('; '));
}
