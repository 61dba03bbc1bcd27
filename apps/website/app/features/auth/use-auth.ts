import { isFullyAuthenticated, type AuthState } from '@frischkontor/contract';
import { useEffect } from 'react';
import { useSiteNavigation } from '~/platform/islands/site-navigation';
import { authStore, useClientAuth, type ClientAuth } from './auth-store';

/** The route id of the intranet layout, whose loader carries the server's view of the session. */
export const INTRANET_LAYOUT_ID = 'intern';

export interface IntranetLayoutData {
  /** Null on a page shared by everyone with the same access (the wiki): it names no one. */
  auth: AuthState | null;
  /** The areas this visitor may open, for the side navigation; empty unless fully signed in. */
  sections: { label: string; to: string }[];
  /** Whether this visitor may use the intranet's one search (the header offers it then). */
  search: boolean;
}

/**
 * Server-rendered intranet pages know the session; elsewhere, and on shared intranet pages,
 * the browser's bootstrap tells. `pending`: an intranet page whose visitor is not known yet.
 */
export function useAuth(): ClientAuth & { signedIn: boolean; pending: boolean } {
  const server = useSiteNavigation().intranet;
  const serverAuth = server?.auth ?? null;
  const client = useClientAuth();
  useEffect(() => {
    if (serverAuth) authStore.set({ status: 'known', auth: serverAuth });
  }, [serverAuth]);
  const current = serverAuth ? { ...client, status: 'known' as const, auth: serverAuth } : client;
  return {
    ...current,
    signedIn: isFullyAuthenticated(current.auth),
    pending: !!server && current.status === 'unknown',
  };
}
