// The server's way to the backend: the one API client (@frischkontor/helium-client),
// configured from the environment.
import { createApiClient, type ApiClient } from '@frischkontor/helium-client';
import { env } from '~/config/env.server';
import { backendFetch } from './backend-fetch.server';

/** A client for the backend; with a visitor, on their behalf (their cookie, their address). */
export function serverApiClient(
  visitor: { cookie?: string | null; forwardedFor?: string | null } = {},
): ApiClient {
  const e = env();
  return createApiClient({
    base: `${e.BACKEND_URL.replace(/\/+$/, '')}${e.BACKEND_PREFIX}`,
    timeoutMs: e.BACKEND_TIMEOUT_MS,
    origin: new URL(e.WEBSITE_URL).origin,
    fetchImpl: backendFetch,
    ...visitor,
  });
}
