import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { INTRANET_LAYOUT_ID, type IntranetLayoutData } from '~/features/auth';
import { SiteNavigationProvider } from '~/platform/islands/site-navigation';

/** Pages rendered by React Router link and navigate through it. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const intranet = useRouteLoaderData<IntranetLayoutData>(INTRANET_LAYOUT_ID);
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
