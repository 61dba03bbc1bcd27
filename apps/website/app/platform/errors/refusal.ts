// Small and apart from the error page, which is loaded on demand: the root's page title reads it.
import type { AuthState } from '@frischkontor/contract';
import type { ErrorReason } from '@frischkontor/design';

/** What guards and loaders throw (as `data(refusal, { status })`) so the error page can explain it. */
export type Refusal =
  | { kind: 'blocked'; reason?: string | null }
  /** `auth`: the signed-in person refused the page (for the header and the way back). */
  | { kind: 'forbidden'; auth?: AuthState }
  /** `during`: the sign-in's check of who asks, or the page's own data after it. */
  | { kind: 'backend-unavailable'; retryPath: string; during: 'sign-in' | 'page' };

export function isRefusal(value: unknown): value is Refusal {
  return !!value && typeof value === 'object' && 'kind' in value;
}

/** Why the page failed, as far as its words differ from the status alone. */
export function errorReason(status: number, refusal?: Refusal): ErrorReason | undefined {
  if (refusal?.kind === 'backend-unavailable')
    return refusal.during === 'sign-in' ? 'unavailable' : 'page-unavailable';
  // A page's own words on its 503 (askBackend's `unavailable`): its guard had checked who asks.
  return refusal?.kind ?? (status === 503 ? 'page-unavailable' : undefined);
}
