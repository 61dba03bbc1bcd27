// The one client of the Helium API, for both apps. On the server it speaks on a visitor's behalf:
// their cookies in a jar (what the API sets goes back to the browser), their address, our own
// origin with every mutation. In the browser the browser holds the cookies.
import type { AuthState, DomainSettings, SessionResponse } from '@frischkontor/contract';
import { GUEST } from '@frischkontor/contract';
import { createCookieJar, readCookie, type CookieJar } from './cookies.ts';
import { ApiError, BackendUnavailableError, type ApiErrorBody } from './errors.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Bad gateway, unavailable, gateway timeout: no backend process answered (or its database). */
const GATEWAY_DOWN = new Set([502, 503, 504]);

export interface ApiClientOptions {
  /** The API's address with its prefix, e.g. `http://localhost:8000/api`. */
  base: string;
  /** Per exchange; 2,500 ms unless said. */
  timeoutMs?: number;
  /** Server side: the visitor's Cookie header. */
  cookie?: string | null;
  /** Server side: the visitor's address, so the API's rate limits count people, not us. */
  forwardedFor?: string | null;
  /** Server side: the visitor's browser, for the API's session list. */
  userAgent?: string | null;
  /** Server side: our own origin, sent with mutations so the API's origin check knows us. */
  origin?: string | null;
  /** Server side: the id of the request we call for, sent as `X-Request-Id` (decision 048). */
  requestId?: string | null;
  fetchImpl?: typeof fetch;
}

export type Query = Record<string, string | number | null | undefined>;

export interface CallOptions {
  /** JSON body, or FormData for multipart uploads. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Overrides the client's timeout (uploads take longer than a session check). */
  timeoutMs?: number;
}

/** `S`: the session as the app reads it (the backend's pages see more of the user). */
export interface ApiClient<S extends AuthState = AuthState> {
  readonly base: string;
  /** The raw answer, for calls whose status matters more than their body. */
  raw(method: string, path: string, options?: CallOptions): Promise<Response>;
  /** The parsed JSON answer; throws `ApiError` on a status outside 2xx. */
  send<T = void>(method: string, path: string, options?: CallOptions): Promise<T>;
  get<T>(path: string, query?: Query): Promise<T>;
  /** The visitor's session, asked once per client; a guest (401, 419) is `GUEST`, not an error. */
  session(): Promise<S>;
  /** Fetches a fresh XSRF-TOKEN cookie. */
  refreshCsrf(): Promise<void>;
  /** Fetches an XSRF-TOKEN cookie unless one is held. */
  ensureCsrf(): Promise<void>;
  domainSettings(): Promise<DomainSettings>;
  logout(): Promise<void>;
  /** Server side: the `Set-Cookie` headers of every API answer, for our response to the browser. */
  setCookies(): string[];
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The cookies this client sends: a jar on the server, the browser's own store in the browser. */
function cookieStore(options: ApiClientOptions): Pick<CookieJar, 'get' | 'accept' | 'outgoing'> & {
  header(): string | null;
} {
  if (typeof document !== 'undefined')
    return {
      get: (name) => readCookie(document.cookie, name),
      header: () => null,
      accept: () => {},
      outgoing: () => [],
    };
  return createCookieJar(options.cookie);
}

export function createApiClient<S extends AuthState = AuthState>(
  options: ApiClientOptions,
): ApiClient<S> {
  const base = options.base.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 2500;
  const doFetch = options.fetchImpl ?? fetch;
  const cookies = cookieStore(options);
  let session: Promise<S> | null = null;

  /** One exchange. The timer is cleared as soon as it is over: a pending one holds the request. */
  async function exchange(method: string, path: string, init: CallOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    const cookie = cookies.header();
    if (cookie) headers.Cookie = cookie;
    if (options.forwardedFor) headers['X-Forwarded-For'] = options.forwardedFor;
    if (options.userAgent) headers['User-Agent'] = options.userAgent.slice(0, 300);
    if (options.requestId) headers['X-Request-Id'] = options.requestId;
    if (MUTATIONS.has(method)) {
      if (options.origin) headers.Origin = options.origin;
      const token = cookies.get(XSRF_COOKIE);
      if (token) headers['X-XSRF-TOKEN'] = token;
    }
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const timeout = new AbortController();
    // A TimeoutError, as AbortSignal.timeout gives: callers tell a slow backend from a dead one.
    const timer = setTimeout(
      () => timeout.abort(new DOMException('Zeitüberschreitung', 'TimeoutError')),
      init.timeoutMs ?? timeoutMs,
    );
    const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    try {
      const response = await doFetch(`${base}${withQuery(path, init.query)}`, {
        method,
        headers,
        body,
        signal,
        credentials: 'include',
        redirect: 'manual',
      });
      for (const setCookie of response.headers.getSetCookie()) cookies.accept(setCookie);
      return response;
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new BackendUnavailableError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  async function refreshCsrf() {
    const response = await exchange('GET', '/csrf-cookie', {});
    await response.body?.cancel();
  }

  async function raw(method: string, path: string, init: CallOptions = {}): Promise<Response> {
    const mutation = MUTATIONS.has(method);
    if (mutation && !cookies.get(XSRF_COOKIE)) await refreshCsrf();
    let response = await exchange(method, path, init);
    // A token from before the last sign-in or sign-out: fetch a fresh one and try once more.
    if (response.status === 419 && mutation && !(init.body instanceof FormData)) {
      await response.body?.cancel();
      await refreshCsrf();
      response = await exchange(method, path, init);
    }
    if (mutation) session = null;
    return response;
  }

  async function send<T>(method: string, path: string, init: CallOptions = {}): Promise<T> {
    const response = await raw(method, path, init);
    const parsed = await parse(response);
    if (!response.ok) {
      const body = parsed && typeof parsed === 'object' ? (parsed as ApiErrorBody) : null;
      const refusal = new ApiError(response.status, body);
      // A proxy in front of the backend processes answers so when none of them does
      // (deploy/, docs/operations.md): the backend is down, not refusing.
      if (GATEWAY_DOWN.has(response.status)) throw new BackendUnavailableError(refusal);
      throw refusal;
    }
    return parsed as T;
  }

  return {
    base,
    raw,
    send,
    get: <T>(path: string, query?: Query) => send<T>('GET', path, { query }),
    session() {
      session ??= send<SessionResponse>('GET', '/session').then(
        (answer) =>
          (answer?.user
            ? { user: answer.user, session: { ...GUEST.session, ...answer.session } }
            : GUEST) as S,
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 401 || error.status === 419))
            return GUEST as S;
          throw error;
        },
      );
      return session;
    },
    refreshCsrf,
    async ensureCsrf() {
      if (!cookies.get(XSRF_COOKIE)) await refreshCsrf();
    },
    async domainSettings() {
      const data = await send<DomainSettings>('GET', '/domain/settings');
      return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
    },
    async logout() {
      await (await raw('POST', '/logout')).body?.cancel();
    },
    setCookies: () => cookies.outgoing(),
  };
}
