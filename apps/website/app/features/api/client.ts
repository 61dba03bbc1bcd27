// The one API client, used by server code (with the visitor's forwarded cookie) and in the browser.
import type { AuthState, DomainSettings, SessionResponse } from '@frischkontor/contract';
import { GUEST } from '@frischkontor/contract';

export interface ApiClientOptions {
  baseUrl: string;
  prefix?: string;
  timeoutMs?: number;
  /** Server side: the visitor's Cookie header, forwarded as is. */
  cookie?: string | null;
  /** Server side: the visitor's address, so the backend's rate limits count people, not us. */
  forwardedFor?: string | null;
  /** Server side: our own origin, sent with mutations so the backend's origin check knows us. */
  origin?: string | null;
  fetchImpl?: typeof fetch;
}

/** The backend answered, with a status we did not want. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Backend answered ${status}`);
  }
}

/** The backend did not answer in time, or not at all. */
export class BackendUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Backend unavailable', { cause });
  }
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Overrides the client's timeout (uploads take longer than a session check). */
  timeoutMs?: number;
}

export interface ApiClient {
  /** The raw response; for endpoints whose status matters more than their body. */
  send(method: string, path: string, init?: RequestOptions): Promise<Response>;
  /** The parsed JSON body; throws `ApiError` on a status outside 2xx. */
  json<T>(method: string, path: string, init?: RequestOptions): Promise<T>;
  base: string;
  csrfCookie(): Promise<void>;
  session(): Promise<AuthState>;
  domainSettings(): Promise<DomainSettings>;
  logout(): Promise<void>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = `${options.baseUrl.replace(/\/+$/, '')}${options.prefix ?? '/api'}`;
  const timeoutMs = options.timeoutMs ?? 2500;
  const doFetch = options.fetchImpl ?? fetch;
  const isBrowser = typeof document !== 'undefined';

  function xsrfToken(): string | null {
    return readCookie(isBrowser ? document.cookie : options.cookie, 'XSRF-TOKEN');
  }

  /**
   * One exchange with the backend; `read` runs inside the time limit. The timer is cleared as
   * soon as the exchange is over: a pending one would keep the request alive until it fired.
   */
  async function exchange<T>(
    method: string,
    path: string,
    init: RequestOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (!isBrowser && options.cookie) headers.Cookie = options.cookie;
    if (!isBrowser && options.forwardedFor) headers['X-Forwarded-For'] = options.forwardedFor;
    if (MUTATIONS.has(method)) {
      const token = xsrfToken();
      if (token) headers['X-XSRF-TOKEN'] = token;
      if (!isBrowser && options.origin) headers.Origin = options.origin;
    }
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), init.timeoutMs ?? timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    try {
      const response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body,
        signal,
        credentials: 'include',
        redirect: 'manual',
      });
      return await read(response);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new BackendUnavailableError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  function send(method: string, path: string, init: RequestOptions = {}): Promise<Response> {
    return exchange(method, path, init, async (response) => response);
  }

  async function json<T>(method: string, path: string, init: RequestOptions = {}): Promise<T> {
    const { response, text } = await exchange(method, path, init, async (r) => ({
      response: r,
      text: await r.text(),
    }));
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!response.ok) throw new ApiError(response.status, parsed);
    return parsed as T;
  }

  return {
    send,
    json,
    base,

    /** Sets the XSRF-TOKEN cookie. */
    async csrfCookie(): Promise<void> {
      await send('GET', '/csrf-cookie');
    },

    /** A 401 means "guest", not an error. Server code forwards the visitor's cookie. */
    async session(): Promise<AuthState> {
      try {
        const data = await json<SessionResponse>('GET', '/session');
        return data?.user
          ? { user: data.user, session: { ...GUEST.session, ...data.session } }
          : GUEST;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 419))
          return GUEST;
        throw error;
      }
    },

    async domainSettings(): Promise<DomainSettings> {
      const data = await json<DomainSettings>('GET', '/domain/settings');
      return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
    },

    async logout(): Promise<void> {
      await send('POST', '/logout');
    },
  };
}
