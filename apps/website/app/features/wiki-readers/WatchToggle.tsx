import { useState } from 'react';
import { Icon } from '~/components/ui/Icon';
import { eye } from '~/components/ui/icons';
import { useReaders } from './ReadersContext';

/**
 * „Beobachten“ on an article (decision 055), a toggle button (`aria-pressed`): a notification
 * when it changes. Disabled until the browser knows; the page around it is the same for everyone.
 */
export function WatchToggle({ slug, className }: { slug: string; className?: string }) {
  const readers = useReaders();
  const watching = readers?.watching(slug);
  const [failed, setFailed] = useState(false);
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <button
        type="button"
        disabled={watching === undefined}
        aria-pressed={watching === undefined ? undefined : watching}
        title={
          watching === undefined
            ? undefined
            : watching
              ? 'Nicht mehr beobachten'
              : 'Bei Änderungen benachrichtigen'
        }
        onClick={() => {
          setFailed(false);
          void readers?.setWatching(slug, !watching).then((ok) => setFailed(!ok));
        }}
        className="inline-flex items-center gap-1.5 rounded-full font-semibold text-brand-700 hover:text-brand-900 hover:underline disabled:cursor-default disabled:text-ink-soft/60"
      >
        <Icon d={eye} className="size-4" />
        {watching ? 'Beobachtet' : 'Beobachten'}
      </button>
      {failed && (
        <span role="alert" className="text-sm text-brand-800">
          Nicht gespeichert – bitte versuch es noch einmal.
        </span>
      )}
    </span>
  );
}
