import { Suspense, type ReactNode } from 'react';
import { deferUntilInput } from '~/components/ui/deferred';
import type { SiteConfig } from '~/config/site';

// Addresses, opening hours and links: plain reading matter that hydrates on the first input,
// like page bodies (decision 004). The server renders it all, links work before that, and a
// visitor who only reads does not download its code.
const SiteFooterContent = deferUntilInput(() => import('./SiteFooterContent'));

export function SiteFooter(props: { site: SiteConfig; cookieSettings?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <SiteFooterContent {...props} />
    </Suspense>
  );
}
