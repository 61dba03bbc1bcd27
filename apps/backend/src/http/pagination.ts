// Laravel's paginator shape (contract `Paginated<T>`), for listings of any kind.
import type { Paginated } from '@frischkontor/contract';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  page: number;
  size: number;
}

/** Lenient: nonsense becomes the default, too large becomes the cap. */
export function pageRequest(
  query: Record<string, string | undefined>,
  sizeKey = 'size',
): PageRequest {
  const page = Number.parseInt(query.page ?? '', 10);
  const size = Number.parseInt(query[sizeKey] ?? query.per_page ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 1_000_000) : 1,
    size: Number.isFinite(size) && size >= 1 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE,
  };
}

export function paginate<T>(
  items: T[],
  total: number,
  request: PageRequest,
  linkFor: (page: number) => string,
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / request.size));
  const from = items.length ? (request.page - 1) * request.size + 1 : null;
  return {
    data: items,
    meta: {
      current_page: request.page,
      from,
      to: from === null ? null : from + items.length - 1,
      last_page: lastPage,
      per_page: request.size,
      total,
    },
    links: {
      first: linkFor(1),
      last: linkFor(lastPage),
      prev: request.page > 1 ? linkFor(Math.min(request.page - 1, lastPage)) : null,
      next: request.page < lastPage ? linkFor(request.page + 1) : null,
    },
  };
}

/** Builds page links that keep the other query parameters. */
export function pageLinker(base: string, query: Record<string, string | undefined>, size: number) {
  return (page: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && k !== 'page' && k !== 'size') params.set(k, v);
    params.set('page', String(page));
    params.set('size', String(size));
    return `${base}?${params.toString()}`;
  };
}
