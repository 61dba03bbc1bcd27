import { Form, Link, useLocation, useNavigation } from 'react-router';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import { download, search as searchIcon } from '~/components/ui/icons';
import { formatFileSize, formatShortDate } from '~/platform/content/format';
import { FileIcon } from './FileIcon';
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
function searchEntryProps(item: MediaEntry, entries: MediaExplorerProps['searchEntries']) {
  if (!entries || item.isFolder) return {};
  return {
    id: entries.anchor(item),
    'data-search-entry': item.name.replace(/\.[a-z0-9]+$/i, ''),
    'data-search-kind': entries.kind,
  };
}

/**
 * Browses one folder of the media library below a fixed root: breadcrumbs, folders that
 * open in place (?path=), search, page size, pagination, grid and list views, downloads.
 * Every control is a link or a GET form, so it works without JavaScript too.
 */
export function MediaExplorer(props: MediaExplorerProps) {
  const { rootLabel, state, defaultView, prominentSearch } = props;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const href = (changes: Partial<ExplorerState>) =>
    `${pathname}${explorerSearch(state, defaultView, changes)}`;

  return (
    <section aria-label={`${rootLabel}: Dateien`} aria-busy={loading} className="mt-6">
      <nav aria-label="Ordnerpfad" className="text-sm">
        <ol className="flex flex-wrap items-center gap-1.5">
          {[rootLabel, ...state.path].map((label, i, all) => {
            const last = i === all.length - 1;
            return (
              <li key={`${i}-${label}`} className="flex items-center gap-1.5">
                {i > 0 && <span aria-hidden="true">/</span>}
                {last ? (
                  <span aria-current="page" className="font-semibold">
                    {label}
                  </span>
                ) : (
                  <Link
                    to={href({ path: state.path.slice(0, i), page: 1, search: '' })}
                    preventScrollReset
                    className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
                  >
                    {label}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <div
        className={cx(
          'mt-4 flex flex-wrap items-end gap-3',
          prominentSearch && 'rounded-2xl bg-paper-dark p-4',
        )}
      >
        <Form
          method="get"
          role="search"
          preventScrollReset
          className={cx('flex gap-2', prominentSearch ? 'w-full' : 'flex-1')}
        >
          {state.path.length > 0 && (
            <input type="hidden" name="path" value={state.path.join('/')} />
          )}
          {state.size !== PAGE_SIZES[0] && <input type="hidden" name="anzahl" value={state.size} />}
          {state.view !== defaultView && <input type="hidden" name="ansicht" value={state.view} />}
          <label className="flex-1">
            <span className={cx('mb-1 block font-semibold', !prominentSearch && 'sr-only')}>
              {props.searchLabel ?? `In „${state.path.at(-1) ?? rootLabel}“ suchen`}
            </span>
            <span className="relative block">
              <Icon
                d={searchIcon}
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-soft"
              />
              <input
                type="search"
                name="suche"
                defaultValue={state.search}
                key={state.search}
                placeholder={props.searchPlaceholder ?? 'Dateiname'}
                className={cx(
                  'w-full rounded-xl border border-ink/30 bg-white pl-10',
                  prominentSearch ? 'py-3 text-lg' : 'py-2',
                )}
              />
            </span>
          </label>
          <button type="submit" className="btn btn-primary self-end">
            Suchen
          </button>
        </Form>
        {!prominentSearch && <ExplorerOptions {...props} href={href} />}
      </div>
      {prominentSearch && <ExplorerOptions {...props} href={href} />}

      <div className={cx('relative mt-5 transition-opacity', loading && 'opacity-50')}>
        {loading && (
          <p role="status" className="absolute inset-x-0 top-4 z-10 text-center font-semibold">
            Wird geladen …
          </p>
        )}
        <Listing {...props} href={href} />
      </div>
    </section>
  );
}

function ExplorerOptions({
  state,
  href,
}: MediaExplorerProps & { href: (c: Partial<ExplorerState>) => string }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-4 text-sm">
      <div className="flex items-center gap-1" role="group" aria-label="Ansicht">
        {(['raster', 'liste'] as const).map((view) => (
          <Link
            key={view}
            to={href({ view })}
            preventScrollReset
            aria-current={state.view === view ? 'true' : undefined}
            className={cx(
              'rounded-lg border px-3 py-1.5 font-semibold',
              state.view === view
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-line bg-white hover:border-brand-300',
            )}
          >
            {view === 'raster' ? 'Kacheln' : 'Liste'}
          </Link>
        ))}
      </div>
      <div className="flex items-center gap-1" role="group" aria-label="Einträge pro Seite">
        <span className="text-ink-soft">Pro Seite:</span>
        {PAGE_SIZES.map((size) => (
          <Link
            key={size}
            to={href({ size, page: 1 })}
            preventScrollReset
            aria-current={state.size === size ? 'true' : undefined}
            className={cx(
              'rounded-lg px-2 py-1 font-semibold',
              state.size === size ? 'bg-ink text-white' : 'text-brand-700 hover:underline',
            )}
          >
            {size}
          </Link>
        ))}
      </div>
    </div>
  );
}

function Listing({
  listing,
  state,
  rootLabel,
  href,
  searchEntries,
}: MediaExplorerProps & { href: (c: Partial<ExplorerState>) => string }) {
  if (listing.status !== 'ok') {
    const messages = {
      'not-found': [
        'Ordner nicht gefunden',
        'Diesen Ordner gibt es nicht (mehr). Zurück geht es über den Ordnerpfad oben.',
      ],
      forbidden: ['Kein Zugriff', 'Mit diesem Konto lässt sich der Ordner nicht öffnen.'],
      unavailable: [
        'Dateien gerade nicht erreichbar',
        'Die Dateiablage antwortet im Moment nicht. Bitte in ein paar Minuten erneut versuchen.',
      ],
    } as const;
    const [title, text] = messages[listing.status];
    return (
      <div role="alert" className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-ink-soft">{text}</p>
        {listing.status === 'unavailable' && (
          <a href={href({})} className="mt-3 inline-block font-semibold text-brand-700 underline">
            Erneut versuchen
          </a>
        )}
      </div>
    );
  }
  const { items, meta } = listing;
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-white p-8 text-center">
        <p className="font-semibold">
          {state.search ? `Keine Dateien zu „${state.search}“` : 'Dieser Ordner ist leer.'}
        </p>
        <p className="mt-1 text-ink-soft">
          {state.search ? (
            <>
              Ein anderer Begriff hilft vielleicht – oder{' '}
              <Link
                to={href({ search: '', page: 1 })}
                className="font-semibold text-brand-700 underline"
              >
                alle Dateien in „{state.path.at(-1) ?? rootLabel}“ anzeigen
              </Link>
              .
            </>
          ) : (
            'Sobald hier Dateien abgelegt werden, erscheinen sie an dieser Stelle.'
          )}
        </p>
      </div>
    );
  }
  return (
    <>
      {state.view === 'raster' ? (
        <ul className="grid-fit gap-4 [--fit-min:9rem]">
          {items.map((item) => (
            <li key={item.id} {...searchEntryProps(item, searchEntries)}>
              <EntryLink
                item={item}
                state={state}
                href={href}
                className="card flex h-full flex-col p-3 hover:border-brand-300"
              >
                <span className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-paper-dark">
                  {item.thumbnail && !item.isFolder ? (
                    <img
                      src={item.thumbnail}
                      alt=""
                      loading="lazy"
                      className="h-full w-full object-cover"
                    />
                  ) : (
                    <FileIcon entry={item} className="size-16" />
                  )}
                </span>
                <span className="mt-3 line-clamp-2 font-semibold break-words">{item.name}</span>
                <EntryFacts item={item} />
              </EntryLink>
            </li>
          ))}
        </ul>
      ) : (
        <table className="w-full border-collapse overflow-hidden rounded-2xl border border-line bg-white text-left">
          <caption className="sr-only">Inhalt von „{state.path.at(-1) ?? rootLabel}“</caption>
          <thead className="bg-paper-dark text-sm">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                Name
              </th>
              <th scope="col" className="hidden px-4 py-2.5 sm:table-cell">
                Geändert
              </th>
              <th scope="col" className="hidden px-4 py-2.5 text-right sm:table-cell">
                Größe
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr
                key={item.id}
                {...searchEntryProps(item, searchEntries)}
                className="border-t border-line hover:bg-paper"
              >
                <td className="px-4 py-2.5">
                  <EntryLink
                    item={item}
                    state={state}
                    href={href}
                    className="flex items-center gap-3 font-semibold hover:text-brand-800 hover:underline"
                  >
                    <FileIcon entry={item} className="size-8 shrink-0" />
                    <span className="break-words">{item.name}</span>
                  </EntryLink>
                </td>
                <td className="hidden px-4 py-2.5 text-ink-soft sm:table-cell">
                  <time dateTime={item.updatedAt}>{formatShortDate(item.updatedAt)}</time>
                </td>
                <td className="hidden px-4 py-2.5 text-right text-ink-soft sm:table-cell">
                  {item.isFolder ? 'Ordner' : formatFileSize(item.size)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination meta={meta} href={href} />
    </>
  );
}

function EntryLink({
  item,
  state,
  href,
  className,
  children,
}: {
  item: MediaEntry;
  state: ExplorerState;
  href: (c: Partial<ExplorerState>) => string;
  className: string;
  children: React.ReactNode;
}) {
  if (item.isFolder) {
    return (
      <Link
        to={href({ path: [...state.path, item.name], page: 1, search: '' })}
        className={className}
      >
        <span className="sr-only">Ordner: </span>
        {children}
      </Link>
    );
  }
  if (!item.href) return <span className={className}>{children}</span>;
  return (
    <a href={item.href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> (öffnet in neuem Tab)</span>
    </a>
  );
}

function EntryFacts({ item }: { item: MediaEntry }) {
  return (
    <span className="mt-1 flex items-center justify-between gap-2 text-sm text-ink-soft">
      <span>
        {item.isFolder
          ? 'Ordner'
          : `${item.extension.toUpperCase()} · ${formatFileSize(item.size)}`}
      </span>
      {!item.isFolder && (
        <span className="inline-flex items-center gap-1 text-brand-700">
          <Icon d={download} className="size-4" />
          <span className="sr-only">Herunterladen</span>
        </span>
      )}
      <time dateTime={item.updatedAt} className="sr-only">
        {formatShortDate(item.updatedAt)}
      </time>
    </span>
  );
}

function Pagination({
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
