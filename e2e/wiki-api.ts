// Writes to the backend's wiki API for browser tests (decision 022): with the CSRF token and
// origin the API asks of every mutation. And the waiting specs share: `within`, `healthy`.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { xsrf } from './accounts';
import { urls } from './env';

export async function apiSend(
  api: APIRequestContext,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  backend: string = urls.backend,
): Promise<APIResponse> {
  await api.get(`${backend}/api/csrf-cookie`);
  return api.fetch(`${backend}${path}`, {
    method,
    headers: { 'X-XSRF-TOKEN': await xsrf(api), Origin: backend },
    data,
  });
}

/** Asks until `check` passes or the time is up; returns how long it took (ms). */
export async function within(seconds: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${seconds} s`);
}

/** Waits until a process started by a spec answers `/healthz` with 200. */
export async function healthy(url: string, seconds = 60): Promise<void> {
  await within(seconds, async () => {
    try {
      return (await fetch(`${url}/healthz`)).ok;
    } catch {
      return false;
    }
  });
}
