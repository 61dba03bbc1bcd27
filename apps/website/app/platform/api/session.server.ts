import type { AuthState } from '@frischkontor/contract';
import { createContext, type RouterContextProvider } from 'react-router';
import { clientIpContext } from '~/platform/context/request';
import { serverApiClient } from './backend.server';

const authContext = createContext<AuthState | null>(null);

/** An API client that speaks to the backend on the visitor's behalf, with their cookie. */
export function backendFor(request: Request, context?: Readonly<RouterContextProvider>) {
  return serverApiClient({
    cookie: request.headers.get('cookie'),
    forwardedFor: context?.get(clientIpContext) ?? null,
  });
}

/**
 * The session of this request, asked of the backend once and kept in the router context.
 * Throws `BackendUnavailableError` when the backend does not answer.
 */
export async function authState(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AuthState> {
  const known = context.get(authContext);
  if (known) return known;
  const state = await backendFor(request, context).session();
  (context as RouterContextProvider).set(authContext, state);
  return state;
}

/**
 * A client for a mutation on the visitor's behalf: its cookie jar holds a fresh XSRF-TOKEN
 * (and whatever session cookie the backend set with it), so the backend's CSRF check passes.
 */
export async function backendWithFreshCsrf(
  request: Request,
  context?: Readonly<RouterContextProvider>,
) {
  const api = backendFor(request, context);
  await api.refreshCsrf();
  return api;
}
