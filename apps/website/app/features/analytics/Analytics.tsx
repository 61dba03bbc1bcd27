// docs/product.md: a page view after each route change, manual capture, memory persistence,
// person profiles only for identified users. Mounted while consent to "Statistik" lasts.
import { useEffect } from 'react';
import type { PageViewQueue } from './page-views';
import { identifyAs, pageview, startAnalytics, stopAnalytics } from './posthog';

export default function Analytics({
  apiKey,
  apiHost,
  pageViews,
  userId,
}: {
  apiKey: string;
  apiHost: string;
  pageViews: PageViewQueue;
  /** The signed-in user's id, or null for guests. */
  userId: string | null;
}) {
  useEffect(() => {
    startAnalytics(apiKey, apiHost);
    return stopAnalytics;
  }, [apiKey, apiHost]);
  // Before the page views, so that a known user's page view already carries the user's id.
  useEffect(() => identifyAs(userId), [userId]);
  useEffect(() => pageViews.connect((view) => pageview(view.url, view.at)), [pageViews]);
  return null;
}
