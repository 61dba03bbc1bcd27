// Every call of the website to the backend goes through here (the API client, the published
// collections and their pictures): it carries the request's id as `X-Request-Id`, so one
// visit can be followed through both apps' logs, and is measured (decision 048).
import { currentRequestId, REQUEST_ID_HEADER } from '@frischkontor/server-kit';
import { websiteMetrics, type BackendCallOutcome } from '~/platform/observability/metrics.server';

function failureOutcome(error: unknown): BackendCallOutcome {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' ? 'timeout' : 'unreachable';
}

export const backendFetch: typeof fetch = async (input, init = {}) => {
  const headers = new Headers(init.headers);
  const requestId = currentRequestId();
  if (requestId && !headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, requestId);
  const method = (init.method ?? 'GET').toUpperCase();
  const end = websiteMetrics().backendCalls.startTimer({ method });
  try {
    const response = await fetch(input, { ...init, headers });
    end({ outcome: response.status >= 500 ? 'error' : 'ok' });
    return response;
  } catch (error) {
    end({ outcome: failureOutcome(error) });
    throw error;
  }
};
