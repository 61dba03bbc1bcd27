import { Link } from 'react-router';
import type { PaginationMeta } from '@frischkontor/contract';

/** „Seite 2 von 5“ with previous/next links that keep the other query parameters. */
export function Pagination({
  meta,
  search,
  label = 'Seiten',
}: {
  meta: PaginationMeta;
  /** The current query string (without `seite`). */
  search: URLSearchParams;
  label?: string;
}) {
  if (meta.last_page <= 1) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(search);
    params.delete('hinweis');
    if (page > 1) params.set('seite', String(page));
    else params.delete('seite');
    const text = params.toString();
    return text ? `?${text}` : '?';
  };
  const current = meta.current_page;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      {current > 1 ? (
        <Link to={href(current - 1)} className="btn btn-secondary btn-sm">
          Vorherige Seite
        </Link>
      ) : null}
      <p className="text-sm">
        Seite {current} von {meta.last_page}
      </p>
      {current < meta.last_page ? (
        <Link to={href(current + 1)} className="btn btn-secondary btn-sm">
          Nächste Seite
        </Link>
      ) : null}
    </nav>
  );
}
