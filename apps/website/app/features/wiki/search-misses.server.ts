// „Suchen ohne Treffer“ (issue 32, item 6): a search that found nothing, and the one before it
// when the person searched again from its results (`vorher`), are counted by the backend,
// without who asked, for the wiki's editors: the wiki's own search and the intranet's one search.
// Counting never holds up or breaks the page.
import type { RouterContextProvider } from 'react-router';
import { backendFor } from '~/platform/api/session.server';

export function countWikiSearch(
  request: Request,
  context: Readonly<RouterContextProvider>,
  search: { query: string; hits: number; before: string | null },
): void {
  const api = backendFor(request, context);
  const count = (query: string, outcome: 'none' | 'refined') =>
    void api.send('POST', '/wiki/searches', { body: { query, outcome } }).catch(() => undefined);
  const { query, hits } = search;
  if (query && hits === 0) count(query, 'none');
  const previous = (search.before ?? '').trim().slice(0, 100);
  if (query && previous && previous.toLocaleLowerCase('de') !== query.toLocaleLowerCase('de'))
    count(previous, 'refined');
}
