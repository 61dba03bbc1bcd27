// The browser's entry on public pages (decision 028): finds the islands the server rendered
// and hydrates each as a React root of its own. No router: links are plain, the next page is a
// full page load of a kept document.
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ConsentAndAnalytics, HeaderWithAccount } from './site-chrome';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_RECORD_ATTRIBUTE,
  islandIdPrefix,
  islandRoot,
  type IslandRecord,
} from '~/platform/islands/Island';

type Loader = () => Promise<ComponentType<object>>;

/**
 * Every island by name. The frame's islands are on every page and come with the entry; the
 * code of any other loads only on a page that has it.
 */
const ISLANDS: Record<string, Loader> = {
  header: () => Promise.resolve(HeaderWithAccount as ComponentType<object>),
  consent: () => Promise.resolve(ConsentAndAnalytics as ComponentType<object>),
  'site-search': () =>
    import('~/features/site-search').then((m) => m.SiteSearch as ComponentType<object>),
};

/** Set once every island on the page has hydrated (the browser tests wait for it). */
const HYDRATED_FLAG = '__islandsHydrated';

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const load = ISLANDS[name];
  if (!load) throw new Error(`Unknown island „${name}“`);
  const record = JSON.parse(
    element.getAttribute(ISLAND_RECORD_ATTRIBUTE) ?? '{}',
  ) as IslandRecord<object>;
  const component = await load();
  // A transition: React hydrates in slices and lets the browser answer input in between.
  startTransition(() => {
    hydrateRoot(element, islandRoot(component, record), {
      identifierPrefix: islandIdPrefix(name),
    });
  });
}

void Promise.all(
  [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map(hydrate),
).then(() => {
  (window as unknown as Record<string, boolean>)[HYDRATED_FLAG] = true;
});
