// Addresses of the sign-in app the website hands users to (docs/product.md#sign-in-hand-off).

export interface HandOffConfig {
  /** e.g. http://localhost:3000 (no trailing slash needed) */
  websiteUrl: string;
  /** e.g. http://localhost:8000 */
  frontendUrl: string;
  /** e.g. /konto */
  frontendPrefix: string;
}

export const INTERNAL_HOME = '/intern';
export const GUEST_HOME = '/';

const HANDOFF_PARAMS = ['intended', 'return'];

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

function normalizePrefix(prefix: string): string {
  const p = trimSlash(prefix.trim());
  if (!p) return '';
  return p.startsWith('/') ? p : `/${p}`;
}

/** The admin panel lives at the front-end address plus its prefix. */
export function adminPanelUrl(config: HandOffConfig): string {
  return `${trimSlash(config.frontendUrl)}${normalizePrefix(config.frontendPrefix)}`;
}

/**
 * Turns whatever path we were given into a clean, site-relative path:
 * only a single leading slash, no hand-off parameters (so a hand-off never nests),
 * and never the sign-in pages themselves.
 */
export function cleanReturnPath(path: string | null | undefined, fallback = INTERNAL_HOME): string {
  if (!path) return fallback;
  let url: URL;
  try {
    url = new URL(path, 'http://site.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://site.invalid' || !path.startsWith('/') || path.startsWith('//')) {
    return fallback;
  }
  for (const p of HANDOFF_PARAMS) url.searchParams.delete(p);
  if (url.pathname === '/login') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function handOff(config: HandOffConfig, screen: string, param: string, path: string): string {
  const target = `${trimSlash(config.websiteUrl)}${cleanReturnPath(path)}`;
  return `${adminPanelUrl(config)}/auth/${screen}?${param}=${encodeURIComponent(target)}`;
}

export function loginUrl(config: HandOffConfig, returnPath: string = INTERNAL_HOME): string {
  return handOff(config, 'login', 'intended', returnPath);
}

export function registerUrl(config: HandOffConfig, returnPath: string = INTERNAL_HOME): string {
  return handOff(config, 'register', 'intended', returnPath);
}

export function profileUrl(config: HandOffConfig, returnPath: string = '/intern/profil'): string {
  return handOff(config, 'profile', 'return', returnPath);
}

/**
 * Whether `target` may be used as a redirect after sign-in: a site-relative path
 * (not protocol-relative, no backslash tricks) or an absolute http(s) URL on a trusted origin.
 */
export function isSafeRedirect(
  target: string | null | undefined,
  trustedOrigins: readonly string[],
): boolean {
  if (!target || target.length > 2048) return false;
  // Control characters and backslashes are how browsers get talked into other hosts.
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return false;
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return false;
    // Encoded slashes and backslashes at the start turn into "//host" for anyone who decodes once.
    if (/^\/(%2f|%5c)/i.test(target)) return false;
    try {
      return new URL(target, 'http://site.invalid').origin === 'http://site.invalid';
    } catch {
      return false;
    }
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const allowed = trustedOrigins.map((o) => {
    try {
      return new URL(o).origin;
    } catch {
      return null;
    }
  });
  return allowed.includes(url.origin);
}
