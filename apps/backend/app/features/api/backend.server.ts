// The API client of these pages (@frischkontor/helium-client). Server-side loaders and actions
// talk to the JSON API under /api over loopback HTTP, the way a separate front-end would: with
// the visitor's cookies, their XSRF token, and our own origin; what the API sets goes back to
// the browser (context.server.ts).
import type { AccountAuthState } from '@frischkontor/contract';
import { createApiClient, type ApiClient } from '@frischkontor/helium-client';
import { currentRequestId } from '@frischkontor/server-kit';
import type { AppConfig } from '../config/config.server';

export { ApiError, BackendUnavailableError, type ApiErrorBody } from '@frischkontor/helium-client';

export type Backend = ApiClient<AccountAuthState>;

export function createBackend(
  request: Request,
  config: Pick<AppConfig, 'apiBase' | 'apiOrigin'>,
  fetchImpl: typeof fetch = fetch,
): Backend {
  return createApiClient<AccountAuthState>({
    base: config.apiBase,
    // Uploads of many files and the admin's mail retries take longer than a session check.
    timeoutMs: 15_000,
    cookie: request.headers.get('cookie'),
    // Set by the Express layer to the address it resolved; the API trusts it from loopback only.
    forwardedFor: request.headers.get('x-forwarded-for'),
    userAgent: request.headers.get('user-agent'),
    origin: config.apiOrigin,
    // The page's request id (this runs inside the Express request), so the API logs it too.
    requestId: currentRequestId(),
    fetchImpl,
  });
}
