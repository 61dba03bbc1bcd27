// Where to send someone after signing in (`?intended=`) or from the profile (`?return=`):
// only to a trusted origin, never into another hand-off, otherwise to the website's intranet.
import { INTERNAL_HOME, isSafeRedirect } from '@frischkontor/contract';

export interface RedirectConfig {
  websiteUrl: string;
  frontendUrl: string;
  frontendPrefix: string;
  trustedOrigins: readonly string[];
}

const HANDOFF_PARAMS = ['intended', 'return'];
const SIGN_IN_SCREENS = ['/auth/login', '/auth/register'];

export function websiteAddress(config: Pick<RedirectConfig, 'websiteUrl'>, path: string): string {
  return `${config.websiteUrl.replace(/\/+$/, '')}${path}`;
}

function stripSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function isOwnScreen(url: URL, config: RedirectConfig, screen: string): boolean {
  return (
    url.origin === new URL(config.frontendUrl).origin &&
    stripSlash(url.pathname) === `${config.frontendPrefix}${screen}`
  );
}

/** A sign-in screen of ours or the website's /login: going there would start another hand-off. */
function isHandOffScreen(url: URL, config: RedirectConfig): boolean {
  const path = stripSlash(url.pathname);
  if (SIGN_IN_SCREENS.some((screen) => isOwnScreen(url, config, screen))) return true;
  if (url.origin === new URL(config.websiteUrl).origin) return path === '/login';
  return false;
}

/**
 * The absolute address to continue to. A relative path belongs to these pages when it starts
 * with FRONTEND_PREFIX, otherwise to the website (which is what the hand-off links carry).
 */
export function redirectTarget(
  candidate: string | null | undefined,
  config: RedirectConfig,
  fallback: string = websiteAddress(config, INTERNAL_HOME),
): string {
  if (!candidate || !isSafeRedirect(candidate, config.trustedOrigins)) return fallback;
  let url: URL;
  try {
    const prefix = config.frontendPrefix;
    const ours =
      !!prefix && candidate.startsWith(prefix) && /^([/?#]|$)/.test(candidate.slice(prefix.length));
    url = new URL(candidate, ours ? config.frontendUrl : config.websiteUrl);
  } catch {
    return fallback;
  }
  // The profile's own `return` survives one level, as long as it nests nothing further.
  const profileReturn = isOwnScreen(url, config, '/auth/profile')
    ? url.searchParams.get('return')
    : null;
  for (const param of HANDOFF_PARAMS) url.searchParams.delete(param);
  if (isHandOffScreen(url, config)) return fallback;
  if (
    profileReturn &&
    isSafeRedirect(profileReturn, config.trustedOrigins) &&
    !/[?&](intended|return)=/.test(profileReturn)
  )
    url.searchParams.set('return', profileReturn);
  return url.toString();
}

/** The `?intended=` value to carry along (or null when there is nothing worth carrying). */
export function carriedIntended(candidate: string | null | undefined, config: RedirectConfig) {
  if (!candidate || !isSafeRedirect(candidate, config.trustedOrigins)) return null;
  return candidate;
}
