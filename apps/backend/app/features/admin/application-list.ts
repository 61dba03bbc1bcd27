// HR's list of applications in the address (German parameters) and what it asks of the API: the
// list page and its CSV export read the same filters and order.
import { APPLICATION_SORTS, APPLICATION_STATUSES, NO_OWNER } from '@frischkontor/contract';
import { z } from 'zod';
import { viewSearch } from '../../components/ui/view-search';

const applicationQuery = z.object({
  q: z.string().trim().max(100).catch(''),
  stelle: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,119}$/)
    .optional()
    .catch(undefined),
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  /** An account's number, or `niemand`. */
  zustaendig: z
    .union([z.literal('niemand'), z.coerce.number().int().positive()])
    .optional()
    .catch(undefined),
  sortierung: z.enum(APPLICATION_SORTS).optional().catch(undefined),
  seite: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type ApplicationQuery = z.output<typeof applicationQuery>;

export function readApplicationQuery(url: URL): ApplicationQuery {
  return applicationQuery.parse(Object.fromEntries(url.searchParams));
}

/** The filters and order as the API's query. */
export function apiApplicationQuery(query: ApplicationQuery) {
  return {
    search: query.q || undefined,
    job: query.stelle,
    status: query.status,
    owner: query.zustaendig === 'niemand' ? NO_OWNER : query.zustaendig,
    sort: query.sortierung,
  };
}

/** The list's address with some parameters changed (a new filter or order starts at page 1). */
export const applicationSearch = (query: ApplicationQuery, change: Partial<ApplicationQuery>) =>
  viewSearch(query, change);
