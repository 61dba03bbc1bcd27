import { isFullyAuthenticated, type AuthState } from '@frischkontor/contract';
import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { authStore, useClientAuth, type ClientAuth } from './auth-store';

/** The route id of the intranet layout, whose loader carries the server's view of the session. */
export const INTRANET_LAYOUT_ID = 'intern';

export interface IntranetLayoutData {
  auth: AuthState;
  /** The areas this visitor may open, for the side navigation; empty unless fully signed in. */
  sections: { label: string; to: string }[];
}

/** Server-rendered intranet pages know the session; elsewhere the browser's bootstrap tells. */
export function useAuth(): ClientAuth & { signedIn: boolean } {
  const server = useRouteLoaderData<IntranetLayoutData>(INTRANET_LAYOUT_ID);
  const client = useClientAuth();
  useEffect(() => {
    if (server) authStore.set({ status: 'known', auth: server.auth });
  }, [server]);
  const current = server ? { ...client, status: 'known' as const, auth: server.auth } : client;
  return { ...current, signedIn: isFullyAuthenticated(current.auth) };
}
