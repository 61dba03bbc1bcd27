// The user list's address (German parameters) and what it asks of the API: the list page and
// its CSV export read the same filter and order.
import { USER_LIST_STATES, USER_SORTS } from '@frischkontor/contract';

export type { UserSort } from '@frischkontor/contract';
import { z } from 'zod';
import { viewSearch } from '../../components/ui/view-search';

export const userListQuery = z.object({
  q: z.string().trim().max(100).catch(''),
  status: z.enum(USER_LIST_STATES).optional().catch(undefined),
  rolle: z.coerce.number().int().positive().optional().catch(undefined),
  sortierung: z.enum(USER_SORTS).optional().catch(undefined),
  seite: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type UserListQuery = z.output<typeof userListQuery>;

export function readUserListQuery(url: URL): UserListQuery {
  return userListQuery.parse(Object.fromEntries(url.searchParams));
}

/** Whether the list is narrowed by a search, state or role. */
export function isFiltered(query: UserListQuery): boolean {
  return !!(query.q || query.status || query.rolle);
}

/** The filter and order as the API's query. */
export function apiListQuery(query: UserListQuery) {
  return { search: query.q, state: query.status, role: query.rolle, sort: query.sortierung };
}

/** The list's address with some parameters changed (a new order starts at page 1). */
export const listSearch = (query: UserListQuery, change: Partial<UserListQuery>) =>
  viewSearch(query, change);
