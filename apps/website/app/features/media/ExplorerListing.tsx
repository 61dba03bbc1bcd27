// One folder's entries as tiles or a list, or why there are none, with the pages below.
import { Link } from 'react-router';
import { Icon } from '~/components/ui/Icon';
import { download } from '~/components/ui/icons';
import { formatFileSize, formatShortDate } from '~/platform/content/format';
import { FileIcon } from './FileIcon';
import { type ExplorerState, type MediaEntry } from './types';
import { searchEntryProps, type MediaExplorerProps } from './explorer';
import { ExplorerPagination } from './ExplorerPagination';

export function ExplorerListing({
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
      <ExplorerPagination meta={meta} href={href} />
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
