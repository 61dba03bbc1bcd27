import { GUEST } from '@frischkontor/contract';
import type { PublicConfig } from '~/config/env.server';
import { createApiClient } from '~/features/api/client';
import { authStore } from './auth-store';

/** Architecture section 5: POST /api/logout with a fresh CSRF token; failures are ignored. */
export async function logout(config: PublicConfig): Promise<void> {
  const api = createApiClient({ baseUrl: config.backendUrl, prefix: config.backendPrefix });
  try {
    await api.csrfCookie();
    await api.logout();
  } catch {
    // Spec section 8: a failed logout call is swallowed; the user is signed out here regardless.
  }
  authStore.set({ status: 'known', auth: GUEST });
}
