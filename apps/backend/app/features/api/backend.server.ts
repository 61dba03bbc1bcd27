// The one API client of these pages. Server-side loaders and actions talk to the JSON API
// under /api over loopback HTTP, the way a separate front-end would: with the visitor's
// cookies, their XSRF token, and our own origin; what the API sets goes back to the browser.
import { GUEST } from '@frischkontor/contract';
import type { AppConfig } from '../config/config.server';
import { createCookieJar, decodeCookieValue } from './cookie-jar';
import type { Session } from './types';

const XSRF_COOKIE = 'XSRF-TOKEN';
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TIMEOUT_MS = 15_000;

/** The API's error body: `{ message }`, plus `errors` for 422 (Laravel's shape). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  reason?: string;
  retry_after?: number;
}

/** The API answered with a status outside 2xx. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message || `Die Anfrage wurde mit Status ${status} abgelehnt.`);
  }

  /** The first message per field, as the API worded it. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body?.errors ?? {}))
      if (messages[0]) out[field] = messages[0];
    return out;
  }
}

/** The API did not answer (or not in time). */
export class BackendUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Der Anmeldedienst antwortet nicht.', { cause });
  }
}

export interface CallOptions {
  /** JSON body, or FormData for multipart uploads. */
  body?: unknown;
  query?: Record<string, string | number | null | undefined>;
}

export interface Backend {
  get<T>(path: string, query?: CallOptions['query']): Promise<T>;
  send<T = void>(method: string, path: string, options?: CallOptions): Promise<T>;
  /** The visitor's session; a guest (401) is `GUEST`, not an error. Read once per request. */
  session(): Promise<Session>;
  /** Makes sure the browser holds an XSRF-TOKEN cookie (for uploads straight from the page). */
  ensureCsrf(): Promise<void>;
  /** `Set-Cookie` headers of every API answer, for our response to the browser. */
  setCookies(): string[];
}

function withQuery(path: string, query: CallOptions['query']): string {
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

export function createBackend(
  request: Request,
  config: Pick<AppConfig, 'apiBase' | 'apiOrigin'>,
  fetchImpl: typeof fetch = fetch,
): Backend {
  const jar = createCookieJar(request.headers.get('cookie'));
  // Set by the Express layer to the address it resolved; the API trusts it from loopback only.
  const forwardedFor = request.headers.get('x-forwarded-for');
  const userAgent = request.headers.get('user-agent');
  let session: Promise<Session> | null = null;

  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const cookie = jar.header();
    if (cookie) headers.Cookie = cookie;
    if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
    if (userAgent) headers['User-Agent'] = userAgent.slice(0, 300);
    if (MUTATIONS.has(method)) {
      headers.Origin = config.apiOrigin;
      const token = decodeCookieValue(jar.get(XSRF_COOKIE));
      if (token) headers['X-XSRF-TOKEN'] = token;
    }
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiBase}${withQuery(path, options.query)}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new BackendUnavailableError(error);
    }
    for (const setCookie of response.headers.getSetCookie()) jar.accept(setCookie);
    return response;
  }

  async function refreshCsrf() {
    const response = await call('GET', '/csrf-cookie');
    await response.body?.cancel();
  }

  async function send<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const mutation = MUTATIONS.has(method);
    if (mutation && !jar.get(XSRF_COOKIE)) await refreshCsrf();
    let response = await call(method, path, options);
    // A token from before the last sign-in or sign-out: fetch a fresh one and try once more.
    if (response.status === 419 && mutation && !(options.body instanceof FormData)) {
      await response.body?.cancel();
      await refreshCsrf();
      response = await call(method, path, options);
    }
    if (mutation) session = null;
    const parsed = await parse(response);
    if (!response.ok) throw new ApiError(response.status, (parsed as ApiErrorBody | null) ?? null);
    return parsed as T;
  }

  return {
    get: <T>(path: string, query?: CallOptions['query']) => send<T>('GET', path, { query }),
    send,
    session() {
      session ??= send<Session>('GET', '/session').then(
        (answer) =>
          answer?.user
            ? { user: answer.user, session: { ...GUEST.session, ...answer.session } }
            : (GUEST as Session),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) return GUEST as Session;
          throw error;
        },
      );
      return session;
    },
    async ensureCsrf() {
      if (!jar.get(XSRF_COOKIE)) await refreshCsrf();
    },
    setCookies: () => jar.outgoing(),
  };
}
