import { mainNavigation } from '~/config/navigation';
import { useBuildCheck } from './new-build';
import { usePrefetchPageData } from './prefetch';
import { useHashScroll } from './scroll';

// The main menu's section pages (the entries with a dropdown) are where visitors most likely
// go next; all of them are public, cacheable pages.
const likelyNextPages = mainNavigation.filter((entry) => entry.children).map((entry) => entry.to);

/** Browser-side upkeep of every page: new-build check, hash scrolling, data prefetch. */
export function ClientRuntime({
  buildId,
  buildCheckIntervalMs,
}: {
  buildId: string;
  buildCheckIntervalMs: number;
}) {
  useBuildCheck(buildId, buildCheckIntervalMs);
  useHashScroll();
  usePrefetchPageData(likelyNextPages);
  return null;
}
