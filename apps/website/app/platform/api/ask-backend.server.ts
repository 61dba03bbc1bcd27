// A call to the backend on the viewer's behalf and what its failures become for the page
// (docs/backend-contract.md#guard-outcomes): a backend that does not answer is the page's 503
// with „Erneut versuchen“, never a redirect loop; a refusal of the API is thrown on. A caller
// whose page answers otherwise (its own words, a message in an action's result) says so.
import { ApiError, BackendUnavailableError } from '@frischkontor/helium-client';
import { data } from 'react-router';
import type { Refusal } from '~/platform/errors/refusal';
import { pageNotFound } from '~/platform/errors/not-found';

/**
 * The backend is down: intranet pages answer 503 with „Erneut versuchen“, never a redirect loop.
 * `during`: whether it failed the sign-in's check of who asks, or a page's own data after it.
 */
export function backendDown(url: URL, during: 'sign-in' | 'page' = 'page'): never {
  const refusal: Refusal = {
    kind: 'backend-unavailable',
    retryPath: `${url.pathname}${url.search}`,
    during,
  };
  throw data(refusal, { status: 503 });
}

export interface BackendOutcomes<R> {
  /** A 404 of the API is the page's 404: what the viewer may not read does not exist for them. */
  notFound?: boolean;
  /**
   * The backend does not answer: instead of the 503 page with „Erneut versuchen“, the caller's
   * answer, or words of the page's own (its 503 then shows them, without the retry).
   */
  unavailable?: (() => R) | string;
  /** The API refused: this instead of throwing the refusal on. */
  refused?: (error: ApiError) => R;
}

/** What `call` answers for the page at `url`, or the outcome of its failure (see BackendOutcomes). */
export async function askBackend<T, R = never>(
  url: URL,
  call: () => Promise<T>,
  outcomes: BackendOutcomes<R> = {},
): Promise<T | R> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BackendUnavailableError) {
      const { unavailable } = outcomes;
      if (typeof unavailable === 'string') throw data(unavailable, { status: 503 });
      return unavailable ? unavailable() : backendDown(url);
    }
    if (error instanceof ApiError && error.status === 404 && outcomes.notFound)
      throw pageNotFound(url.pathname);
    if (error instanceof ApiError && outcomes.refused) return outcomes.refused(error);
    throw error;
  }
}
