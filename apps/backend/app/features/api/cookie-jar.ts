// The visitor's cookies for one request to these pages: sent with every API call we make on
// their behalf, updated by what the API sets, and what it set handed back to the browser.

export interface CookieJar {
  /** The raw (still encoded) value, or null. */
  get(name: string): string | null;
  /** The `Cookie` header to send to the API. */
  header(): string;
  /** Takes in one `Set-Cookie` header of an API answer. */
  accept(setCookie: string): void;
  /** Every `Set-Cookie` the API sent, the last one per name, for the browser. */
  outgoing(): string[];
}

function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header || header.length > 16_384) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

/** Whether a Set-Cookie header deletes its cookie (Max-Age=0 or an Expires in the past). */
function deletes(attributes: string[], now: number): boolean {
  for (const attribute of attributes) {
    const eq = attribute.indexOf('=');
    const key = (eq === -1 ? attribute : attribute.slice(0, eq)).trim().toLowerCase();
    const value = eq === -1 ? '' : attribute.slice(eq + 1).trim();
    if (key === 'max-age' && Number(value) <= 0) return true;
    if (key === 'expires') {
      const time = Date.parse(value);
      if (Number.isFinite(time) && time <= now) return true;
    }
  }
  return false;
}

export function createCookieJar(cookieHeader: string | null, now: () => number = Date.now) {
  const cookies = parseCookieHeader(cookieHeader);
  const sent = new Map<string, string>();
  const jar: CookieJar = {
    get: (name) => cookies.get(name) ?? null,
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    accept(setCookie) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) return;
      const name = pair.slice(0, eq).trim();
      if (deletes(attributes, now())) cookies.delete(name);
      else cookies.set(name, pair.slice(eq + 1).trim());
      sent.delete(name);
      sent.set(name, setCookie);
    },
    outgoing: () => [...sent.values()],
  };
  return jar;
}

/** A cookie value as the API expects it back in a header (URL-decoded). */
export function decodeCookieValue(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
