// The explorer's address for a state, its props, and what makes a file a search entry.
import { PAGE_SIZES, type ExplorerState, type MediaEntry, type MediaListing } from './types';

/** The query string for an explorer state; defaults are left out so links stay short. */
export function explorerSearch(
  state: ExplorerState,
  defaultView: ExplorerState['view'],
  changes: Partial<ExplorerState> = {},
): string {
  const next = { ...state, ...changes };
  const params = new URLSearchParams();
  if (next.path.length) params.set('path', next.path.join('/'));
  if (next.search) params.set('suche', next.search);
  if (next.page > 1) params.set('seite', String(next.page));
  if (next.size !== PAGE_SIZES[0]) params.set('anzahl', String(next.size));
  if (next.view !== defaultView) params.set('ansicht', next.view);
  const query = params.toString();
  return query ? `?${query}` : '?';
}

export interface MediaExplorerProps {
  /** Shown as the first breadcrumb and in messages, e.g. "Dokumente". */
  rootLabel: string;
  state: ExplorerState;
  listing: MediaListing;
  defaultView: ExplorerState['view'];
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Spec sheets: search is the main way in, so it gets more room. */
  prominentSearch?: boolean;
  /**
   * Files that are results of the public search of their own (features/site-search): each gets
   * `anchor(file)` as its id, so the result can link to it, and `kind` as the result's label.
   */
  searchEntries?: { kind: string; anchor: (file: MediaEntry) => string };
}

/** The attributes that make a file a search entry (see `searchEntries`). */
export function searchEntryProps(item: MediaEntry, entries: MediaExplorerProps['searchEntries']) {
  if (!entries || item.isFolder) return {};
  return {
    id: entries.anchor(item),
    'data-search-entry': item.name.replace(/\.[a-z0-9]+$/i, ''),
    'data-search-kind': entries.kind,
  };
}
