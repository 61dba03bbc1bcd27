// An island: a part of a public page that React hydrates on its own, without the router
// (decision 028). On the server the island is rendered as a separate React root, so the
// browser's `hydrateRoot` sees exactly what it would render itself (the same ids from
// `useId`, no context from the page around it): its props are all it knows.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { useRenderInfo } from '~/platform/document/render-info';
import { plainNavigation, SiteNavigationProvider, useSiteNavigation } from './site-navigation';

/** What the page hands an island: its props and the address it is shown at. */
export interface IslandRecord<P> {
  props: P;
  pathname: string;
  search: string;
}

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_RECORD_ATTRIBUTE = 'data-island-record';

/** The prefix of every `useId` inside an island, the same on the server and in the browser. */
export const islandIdPrefix = (name: string) => `${name}-`;

/** An island's element tree, the same on the server and in the browser. */
export function islandRoot<P extends object>(
  component: ComponentType<P>,
  record: IslandRecord<P>,
): ReactNode {
  return (
    <SiteNavigationProvider value={plainNavigation(record.pathname, record.search)}>
      {createElement(component, record.props)}
    </SiteNavigationProvider>
  );
}

/**
 * Renders `component` with `props` as the island `name` where the page is a public one;
 * elsewhere (the intranet, the router in the browser) simply as the component. Its props must
 * be JSON, and `name` must be listed in the islands entry (app/wiring/islands.client.tsx).
 */
export function Island<P extends object>({
  name,
  component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  const { islands } = useRenderInfo();
  const { pathname, search } = useSiteNavigation();
  if (!islands) return createElement(component, props);
  const record: IslandRecord<P> = { props, pathname, search };
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_RECORD_ATTRIBUTE]: JSON.stringify(record) }}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{
        __html: islands.render(islandRoot(component, record), islandIdPrefix(name)),
      }}
    />
  );
}
