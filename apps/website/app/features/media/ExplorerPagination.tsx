// The explorer's pages: where the shown entries stand, first, back, next, last.
import { Link } from 'react-router';
import { type ExplorerState } from './types';

export function ExplorerPagination({
  meta,
  href,
}: {
  meta: {
    current_page: number;
    last_page: number;
    from: number | null;
    to: number | null;
    total: number;
  };
  href: (c: Partial<ExplorerState>) => string;
}) {
  const page = meta.current_page;
  const last = Math.max(1, meta.last_page);
  const item = (label: string, target: number, enabled: boolean) =>
    enabled ? (
      <Link
        to={href({ page: target })}
        preventScrollReset
        className="rounded-lg border border-line bg-white px-3 py-1.5 font-semibold hover:border-brand-300"
      >
        {label}
      </Link>
    ) : (
      <span
        aria-disabled="true"
        className="rounded-lg border border-line px-3 py-1.5 text-ink-soft opacity-60"
      >
        {label}
      </span>
    );
  return (
    <nav aria-label="Seiten" className="mt-5 flex flex-wrap items-center justify-between gap-3">
      <p className="text-ink-soft" aria-live="polite">
        {meta.total === 0 ? '0 Einträge' : `${meta.from ?? 0}–${meta.to ?? 0} von ${meta.total}`}
      </p>
      {last > 1 && (
        <div className="flex flex-wrap gap-2">
          {item('Erste', 1, page > 1)}
          {item('Zurück', page - 1, page > 1)}
          <span className="px-2 py-1.5">
            Seite {page} von {last}
          </span>
          {item('Weiter', page + 1, page < last)}
          {item('Letzte', last, page < last)}
        </div>
      )}
    </nav>
  );
}
