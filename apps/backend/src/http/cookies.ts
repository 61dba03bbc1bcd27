// The API's cookies, read and written by the `cookie` package (jshttp), as the API client does.
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Response } from 'express';

/** Parses a Cookie header; malformed parts are skipped, never thrown on. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header || header.length > 16_384) return cookies;
  for (const [name, value] of Object.entries(parseCookie(header)))
    if (name && value !== undefined) cookies.set(name, value);
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
  const maxAge = options.maxAge === null ? undefined : Math.max(0, Math.floor(options.maxAge));
  const header = stringifySetCookie(
    {
      name,
      value,
      path: '/',
      sameSite: 'lax',
      maxAge,
      expires: maxAge === undefined ? undefined : new Date(maxAge ? Date.now() + maxAge * 1000 : 0),
      domain: options.domain ?? undefined,
      secure: options.secure,
      httpOnly: options.httpOnly,
    },
    { encode: encodeURIComponent },
  );
  res.append('Set-Cookie', header);
}
