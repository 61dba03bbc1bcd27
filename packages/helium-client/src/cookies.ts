// Cookies on the way to the API and back, read and written by the `cookie` package (jshttp).
// Server side, a jar holds the visitor's cookies for one request: sent with every API call made
// on their behalf, updated by what the API sets, and what it set handed back to the browser.
import { parseCookie, parseSetCookie, stringifyCookie } from 'cookie';

/** Longer Cookie headers are not read at all (no legitimate visitor of ours sends one). */
const MAX_HEADER = 16_384;

const keepRaw = (value: string) => value;

/** All cookies of a Cookie header (or `document.cookie`), decoded; the first one per name wins. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header || header.length > MAX_HEADER) return cookies;
  for (const [name, value] of Object.entries(parseCookie(header)))
    if (name && value !== undefined) cookies.set(name, value);
  return cookies;
}

/** One cookie's decoded value, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  return parseCookies(header).get(name) ?? null;
}

export interface CookieJar {
  /** The decoded value, or null. */
  get(name: string): string | null;
  /** The `Cookie` header to send to the API (values as the browser sent them). */
  header(): string;
  /** Takes in one `Set-Cookie` header of an API answer. */
  accept(setCookie: string): void;
  /** Every `Set-Cookie` the API sent, the last one per name, for the browser. */
  outgoing(): string[];
}

/** Whether a Set-Cookie deletes its cookie (Max-Age=0 or an Expires in the past). */
function deletes(cookie: { maxAge?: number; expires?: Date }, now: number): boolean {
  if (cookie.maxAge !== undefined) return cookie.maxAge <= 0;
  return cookie.expires !== undefined && cookie.expires.getTime() <= now;
}

export function createCookieJar(
  cookieHeader: string | null | undefined,
  now: () => number = Date.now,
): CookieJar {
  // Raw values: what goes back to the API is exactly what the browser or the API wrote.
  const raw = new Map<string, string>();
  if (cookieHeader && cookieHeader.length <= MAX_HEADER)
    for (const [name, value] of Object.entries(parseCookie(cookieHeader, { decode: keepRaw })))
      if (name && value !== undefined) raw.set(name, value);
  const sent = new Map<string, string>();
  return {
    get: (name) => {
      const value = raw.get(name);
      return value === undefined ? null : (parseCookie(`v=${value}`).v ?? null);
    },
    header: () => stringifyCookie(Object.fromEntries(raw), { encode: keepRaw }),
    accept(setCookie) {
      const cookie = parseSetCookie(setCookie, { decode: keepRaw });
      if (!cookie.name || cookie.value === undefined) return;
      if (deletes(cookie, now())) raw.delete(cookie.name);
      else raw.set(cookie.name, cookie.value);
      sent.delete(cookie.name);
      sent.set(cookie.name, setCookie);
    },
    outgoing: () => [...sent.values()],
  };
}
