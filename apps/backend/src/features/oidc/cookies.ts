// What the browser carries between the steps of a sign-in with the provider: the flow (state,
// nonce, PKCE verifier, where to go after), and a link waiting for the person to prove the
// account once. Both encrypted with the app key, httpOnly, SameSite=Lax (the provider's
// redirect back is a top-level GET), and short-lived; the flow is used once.
import type { Request, Response } from 'express';
import type { Config } from '../../config';
import { parseCookies, setCookie } from '../../http/cookies';
import type { Keys } from '../../security/keys';

const FLOW_COOKIE = 'hallberg_oidc';
const LINK_COOKIE = 'hallberg_oidc_link';
/** Minutes a person has at the provider, and to prove the account for a link. */
const FLOW_MINUTES = 10;
const LINK_MINUTES = 15;

export interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  /** Where to continue after signing in (checked again when used). */
  intended: string | null;
}

export interface PendingLink {
  issuer: string;
  subject: string;
  email: string;
}

type Purpose = 'oidc-flow' | 'oidc-link';

function write(res: Response, config: Config, keys: Keys, purpose: Purpose, value: object) {
  const minutes = purpose === 'oidc-flow' ? FLOW_MINUTES : LINK_MINUTES;
  const sealed = keys.encrypt(
    purpose,
    JSON.stringify({ ...value, exp: Date.now() + minutes * 60_000 }),
  );
  setCookie(res, purpose === 'oidc-flow' ? FLOW_COOKIE : LINK_COOKIE, sealed, {
    secure: config.secureCookies,
    // This host only: no sibling subdomain may read or plant them.
    domain: null,
    httpOnly: true,
    maxAge: minutes * 60,
  });
}

function read<T>(req: Request, keys: Keys, purpose: Purpose): T | null {
  const sealed = parseCookies(req.headers.cookie).get(
    purpose === 'oidc-flow' ? FLOW_COOKIE : LINK_COOKIE,
  );
  if (!sealed) return null;
  try {
    const value = JSON.parse(keys.decrypt(purpose, sealed)) as T & { exp?: unknown };
    return typeof value.exp === 'number' && value.exp > Date.now() ? value : null;
  } catch {
    return null;
  }
}

function clear(res: Response, config: Config, purpose: Purpose) {
  setCookie(res, purpose === 'oidc-flow' ? FLOW_COOKIE : LINK_COOKIE, '', {
    secure: config.secureCookies,
    domain: null,
    httpOnly: true,
    maxAge: 0,
  });
}

export const flowCookie = {
  write: (res: Response, config: Config, keys: Keys, flow: Flow) =>
    write(res, config, keys, 'oidc-flow', flow),
  /** The flow, cleared as it is read: a callback counts once. */
  take(req: Request, res: Response, config: Config, keys: Keys): Flow | null {
    const flow = read<Flow>(req, keys, 'oidc-flow');
    clear(res, config, 'oidc-flow');
    return flow;
  },
};

export const linkCookie = {
  write: (res: Response, config: Config, keys: Keys, link: PendingLink) =>
    write(res, config, keys, 'oidc-link', link),
  read: (req: Request, keys: Keys) => read<PendingLink>(req, keys, 'oidc-link'),
  clear: (res: Response, config: Config) => clear(res, config, 'oidc-link'),
};
