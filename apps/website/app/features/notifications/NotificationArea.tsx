import { lazy, Suspense } from 'react';
import { useAuth } from '~/features/auth';
import { useSiteNavigation } from '~/platform/islands/site-navigation';

// The bell loads only on intranet pages, for someone signed in: public pages carry none of it.
const NotificationBell = lazy(() => import('./NotificationBell'));

export function NotificationArea() {
  const { signedIn } = useAuth();
  const intranet = !!useSiteNavigation().intranet;
  if (!intranet || !signedIn) return null;
  return (
    <Suspense fallback={<span className="inline-block size-11 shrink-0" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}
