import { data } from 'react-router';

/**
 * What guards and loaders throw (as `data(refusal, { status })`) so the error page can explain
 * it. `websiteUrl` lets it link back when the root loader never ran (a middleware refused).
 */
export type Refusal =
  | { kind: 'forbidden'; detail?: string; websiteUrl?: string }
  | { kind: 'backend-unavailable' }
  | { kind: 'not-found' };

export function forbidden(detail?: string, websiteUrl?: string): never {
  throw data<Refusal>({ kind: 'forbidden', detail, websiteUrl }, { status: 403 });
}

export function notFound(): never {
  throw data<Refusal>({ kind: 'not-found' }, { status: 404 });
}

export function backendUnavailable(): never {
  throw data<Refusal>({ kind: 'backend-unavailable' }, { status: 503 });
}

export function isRefusal(value: unknown): value is Refusal {
  return !!value && typeof value === 'object' && 'kind' in value;
}
