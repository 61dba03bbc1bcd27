import { GUEST, type AuthState } from '@frischkontor/contract';
import type { PublicConfig } from '~/config/env.server';
import { createApiClient } from '@frischkontor/helium-client';
import { authStore } from './auth-store';

let started = false;

/** The session as our own server sees it (routes/sitzung.json.ts): a guest is a 200, not a logged 401. */
async function session(): Promise<AuthState> {
  const response = await fetch('/sitzung.json', {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) return GUEST;
  return (await response.json()) as AuthState;
}

/**
 * docs/product.md#browser-start-and-runtime: CSRF cookie, session, domain settings in parallel;
 * failures are ignored (guest and defaults).
 */
export async function bootstrapAuth(config: PublicConfig): Promise<void> {
  if (started) return;
  started = true;
  const api = createApiClient({
    base: `${config.backendUrl.replace(/\/+$/, '')}${config.backendPrefix}`,
  });
  const [, auth, settings] = await Promise.allSettled([
    api.refreshCsrf(),
    session(),
    api.domainSettings(),
  ]);
  authStore.set({
    status: 'known',
    ...(auth.status === 'fulfilled'
      ? { auth: { user: auth.value.user, session: auth.value.session } }
      : {}),
    ...(settings.status === 'fulfilled' ? { settings: settings.value } : {}),
  });
}
