// The server's way to the backend: the one API client, configured from the environment.
import { env } from '~/config/env.server';
import { createApiClient, type ApiClient } from './client';

/** A client for the backend; with a visitor, on their behalf (their cookie, their address). */
export function serverApiClient(
  visitor: { cookie?: string | null; forwardedFor?: string | null } = {},
): ApiClient {
  const e = env();
  return createApiClient({
    baseUrl: e.BACKEND_URL,
    prefix: e.BACKEND_PREFIX,
    timeoutMs: e.BACKEND_TIMEOUT_MS,
    origin: new URL(e.WEBSITE_URL).origin,
    ...visitor,
  });
}
