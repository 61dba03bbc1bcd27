import { lazy, Suspense } from 'react';
import { useAuth } from '~/features/auth';
import { useSiteNavigation } from '~/platform/islands/site-navigation';

// The bell loads only on intranet pages, for someone signed in: public pages carry none of it.
const NotificationBell = lazy(() => import('./NotificationBell'));

/** The bell (an icon with the count), or `wide`: a line with its name, for the phone's menu. */
export function NotificationArea({ wide = false }: { wide?: boolean }) {
  const { signedIn } = useAuth();
  const intranet = !!useSiteNavigation().intranet;
  if (!intranet || !signedIn) return null;
  return (
    <Suspense fallback={<span className="inline-block size-11 shrink-0" aria-hidden="true" />}>
      <NotificationBell wide={wide} />
    </Suspense>
  );
}
