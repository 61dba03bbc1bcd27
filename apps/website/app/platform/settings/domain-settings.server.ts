import type { DomainSettings } from '@frischkontor/contract';
import { serverApiClient } from '~/platform/api/backend.server';

// Public pages show the company data of the backend's domain settings where present. Pages
// must not wait for the backend, so we keep a snapshot and refresh it in the background.

const REFRESH_MS = 60_000;
const FAILURE_RETRY_MS = 10_000;

let snapshot: DomainSettings = {};
let version = 0;
let nextRefreshAt = 0;
let inflight: Promise<void> | null = null;

function refresh(): Promise<void> {
  inflight ??= (async () => {
    try {
      const fresh = await serverApiClient().domainSettings();
      if (JSON.stringify(fresh) !== JSON.stringify(snapshot)) {
        snapshot = fresh;
        version += 1;
      }
      nextRefreshAt = Date.now() + REFRESH_MS;
    } catch {
      // Failures are ignored (docs/product.md): keep what we have, try again soon.
      nextRefreshAt = Date.now() + FAILURE_RETRY_MS;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** The latest known public domain settings; never waits for the backend. */
export function domainSettings(): DomainSettings {
  if (Date.now() >= nextRefreshAt) void refresh();
  return snapshot;
}

/** Changes whenever the settings change, so cached pages can be told apart. */
export function domainSettingsVersion(): number {
  if (Date.now() >= nextRefreshAt) void refresh();
  return version;
}

/** Wait for one attempt (at start-up, before pages are pre-rendered). */
export function loadDomainSettings(): Promise<void> {
  return refresh();
}
