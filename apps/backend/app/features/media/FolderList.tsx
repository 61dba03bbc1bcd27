import { NewTabLink } from '@frischkontor/design';
import { Link } from 'react-router';
import type { MediaItem } from '@frischkontor/contract';
import { formatBytes, formatStamp } from '../../components/ui/format';
import { cx } from '../../components/ui/cx';
import { BULK_FORM } from './BulkActions';
import { useMediaDrag } from './drag';
import { FolderIcon } from './Breadcrumbs';
import { FolderLabel, folderNameOf, isFolder, mediaHref, shownName } from './names';

/**
 * A folder's entries as a table: a checkbox each for the chosen entries, „Verwalten“ per row;
 * rows dragged onto a folder row move there.
 */
export function FolderList({
  items,
  folder,
  folderName,
  selected,
}: {
  items: MediaItem[];
  folder: string;
  folderName: string;
  /** The entry whose panel is open. */
  selected: string | undefined;
}) {
  const drag = useMediaDrag();
  if (!items.length) return <p className="mt-3 text-ink-soft">Dieser Ordner ist leer.</p>;
  return (
    <div className="mt-3 table-scroll rounded-xl border border-line bg-white @container">
      <table className="table">
        <caption className="sr-only">Ordner und Dateien in „{folderName}“</caption>
        <thead>
          <tr>
            <th scope="col" className="w-10">
              <span className="sr-only">Auswahl</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col" className="hidden @md:table-cell">
              Art
            </th>
            <th scope="col">Größe</th>
            <th scope="col" className="hidden @lg:table-cell">
              Geändert
            </th>
            <th scope="col">
              <span className="sr-only">Aktionen</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.id}
              aria-current={selected === item.src_path || undefined}
              {...drag.source(item.src_path)}
              {...(isFolder(item) ? drag.target(item.src_path) : {})}
              className={cx(
                'cursor-grab',
                drag.over === item.src_path && 'outline-2 -outline-offset-2 outline-brand-700',
              )}
            >
              <td>
                <input
                  type="checkbox"
                  name="paths"
                  value={item.src_path}
                  form={BULK_FORM}
                  aria-label={`Auswählen: ${isFolder(item) ? shownName(folderNameOf(item)) : item.name}`}
                  className="size-5 accent-brand-700"
                />
              </td>
              <td className="[overflow-wrap:anywhere]">
                {isFolder(item) ? (
                  <Link to={mediaHref(item.src_path)} className="link">
                    <FolderIcon />
                    <FolderLabel folder={folderNameOf(item)} />
                  </Link>
                ) : (
                  <>
                    <NewTabLink href={item.cdn_path ?? '#'} className="link">
                      {item.name}
                    </NewTabLink>
                    {item.details?.title && (
                      <span className="block text-sm text-ink-soft">{item.details.title}</span>
                    )}
                  </>
                )}
              </td>
              <td className="hidden @md:table-cell">
                {isFolder(item) ? 'Ordner' : (item.meta.extension?.toUpperCase() ?? 'Datei')}
              </td>
              <td className="whitespace-nowrap">
                {isFolder(item) ? '–' : formatBytes(item.meta.size)}
              </td>
              <td className="hidden whitespace-nowrap @lg:table-cell">
                {formatStamp(item.updated_at)}
              </td>
              <td>
                <Link
                  to={mediaHref(folder, { eintrag: item.src_path })}
                  className="link"
                  aria-label={`Verwalten: ${isFolder(item) ? shownName(folderNameOf(item)) : item.name}`}
                >
                  Verwalten
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
