import { useState } from 'react';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import { star } from '~/components/ui/icons';
import { useReaders } from './ReadersContext';

/**
 * The star that makes an article one of the person's favourites, a toggle button
 * (`aria-pressed`). Shown disabled until the browser knows the person's favourites: the page
 * around it is the same for everyone (decision 009).
 */
export function FavoriteToggle({
  slug,
  title,
  withLabel = false,
  className,
}: {
  slug: string;
  title: string;
  /** „Favorit“ beside the star (on the article); on cards the star alone. */
  withLabel?: boolean;
  className?: string;
}) {
  const readers = useReaders();
  const favorite = readers?.favorite(slug);
  const [failed, setFailed] = useState(false);
  const action = favorite ? 'Aus den Favoriten nehmen' : 'Zu den Favoriten';
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      <button
        type="button"
        disabled={favorite === undefined}
        aria-pressed={favorite === undefined ? undefined : favorite}
        aria-label={withLabel ? undefined : `Favorit: ${title}`}
        title={favorite === undefined ? undefined : action}
        onClick={() => {
          setFailed(false);
          void readers?.setFavorite(slug, !favorite).then((ok) => setFailed(!ok));
        }}
        className={cx(
          'inline-flex items-center gap-1.5 rounded-full font-semibold text-brand-700 hover:text-brand-900 disabled:cursor-default disabled:text-ink-soft/60',
          withLabel ? 'hover:underline' : '-m-1.5 p-1.5 hover:bg-brand-50',
        )}
      >
        <Icon d={star} filled={!!favorite} className={withLabel ? 'size-4' : 'size-5'} />
        {withLabel && 'Favorit'}
      </button>
      {failed && (
        <span role="alert" className="text-sm text-brand-800">
          Nicht gespeichert – bitte versuch es noch einmal.
        </span>
      )}
    </span>
  );
}
