import { lazy, Suspense, useEffect } from 'react';
import { useSiteNavigation } from '~/platform/islands/site-navigation';
import type { PublicConfig } from '~/config/env.server';
import { useAuth } from '~/features/auth';
import { useConsent } from '~/features/consent';
import { pageViewQueue } from './page-views';

// posthog-js is fetched only after consent to "Statistik" and only where a key is configured;
// a visitor without consent downloads none of it. A failed download just means no statistics.
// It loads after the page's `load` event, so that it never competes with the page itself.
const Analytics = lazy(() =>
  new Promise((loaded) =>
    document.readyState === 'complete' ? loaded(null) : addEventListener('load', loaded),
  )
    .then(() => import('./Analytics'))
    .catch(() => ({ default: () => null })),
);

// Pages are noted here as they are shown, so that those seen while posthog-js is still loading
// count too, with their own address and time.
const pageViews = pageViewQueue();
let lastPage: string | null = null;

export function AnalyticsLoader({ config }: { config: PublicConfig }) {
  const { consent } = useConsent();
  const { pathname, search } = useSiteNavigation();
  const { signedIn, auth } = useAuth();
  const on = !!config.posthogKey && !!consent?.statistik;
  const page = pathname + search;

  // One page view per path and query: none for the same URL again, none for a hash change.
  useEffect(() => {
    if (!on) lastPage = null;
    if (!on || page === lastPage) return;
    lastPage = page;
    pageViews.add({ url: location.href, at: Date.now() });
  }, [on, page]);

  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <Analytics
        apiKey={config.posthogKey}
        apiHost={config.posthogHost}
        pageViews={pageViews}
        userId={signedIn && auth.user ? String(auth.user.id) : null}
      />
    </Suspense>
  );
}
