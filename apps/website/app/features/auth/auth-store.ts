// The visitor's sign-in state in the browser. Prerendered public pages start as "unknown"
// (they are the same for everyone) and learn the truth from the bootstrap after load.
import { GUEST, type AuthState, type DomainSettings } from '@frischkontor/contract';
import { useSyncExternalStore } from 'react';

export interface ClientAuth {
  status: 'unknown' | 'known';
  auth: AuthState;
  settings: DomainSettings;
}

const initial: ClientAuth = { status: 'unknown', auth: GUEST, settings: {} };
let state: ClientAuth = initial;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const authStore = {
  get: () => state,
  set(next: Partial<ClientAuth>) {
    state = { ...state, ...next };
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useClientAuth(): ClientAuth {
  return useSyncExternalStore(authStore.subscribe, authStore.get, () => initial);
}
