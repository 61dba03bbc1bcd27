import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { INTRANET_LAYOUT_ID, type IntranetLayoutData } from '~/features/auth';
import type { Refusal } from '~/platform/errors/refusal';
import { SiteNavigationProvider } from '~/platform/islands/site-navigation';

/** A page refused to a signed-in person carries their session (viewer.server.ts, requireRole). */
function refusedSession(error: unknown): IntranetLayoutData['auth'] | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const refusal = error.data as Refusal | null;
  return refusal?.kind === 'forbidden' ? refusal.auth : undefined;
}

/** Pages rendered by React Router link and navigate through it. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const refused = refusedSession(useRouteError());
  const intranet =
    useRouteLoaderData<IntranetLayoutData>(INTRANET_LAYOUT_ID) ??
    (refused ? { auth: refused } : undefined);
  return (
    <SiteNavigationProvider
      value={{
        pathname,
        search,
        Link,
        navigate: (to) => void navigate(to),
        ...(intranet && { intranet }),
      }}
    >
      {children}
    </SiteNavigationProvider>
  );
}
