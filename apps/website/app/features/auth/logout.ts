import { GUEST } from '@frischkontor/contract';
import type { PublicConfig } from '~/config/env.server';
import { createApiClient } from '@frischkontor/helium-client';
import { authStore } from './auth-store';

/** docs/product.md#sign-in-hand-off: POST /api/logout, fresh CSRF token, failures ignored. */
export async function logout(config: PublicConfig): Promise<void> {
  const api = createApiClient({
    base: `${config.backendUrl.replace(/\/+$/, '')}${config.backendPrefix}`,
  });
  try {
    await api.refreshCsrf();
    await api.logout();
  } catch {
    // A failed logout call is swallowed (docs/product.md#error-messages); signed out regardless.
  }
  authStore.set({ status: 'known', auth: GUEST });
}
