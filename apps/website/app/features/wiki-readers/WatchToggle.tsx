import { useState } from 'react';
import { Icon } from '~/components/ui/Icon';
import { eye } from '~/components/ui/icons';
import { useReaders } from './ReadersContext';

/**
 * The „Beobachten“ button (decision 055), a toggle (`aria-pressed`), disabled while the person's
 * choice is not yet known (`watching` undefined), with a short alert when a change was not saved.
 */
export function WatchButton({
  watching,
  hint,
  failed,
  onToggle,
  className,
}: {
  watching: boolean | undefined;
  /** What a press does when not watching („Bei Änderungen benachrichtigen“). */
  hint: string;
  failed: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className ?? ''}`}>
      <button
        type="button"
        disabled={watching === undefined}
        aria-pressed={watching}
        title={watching === undefined ? undefined : watching ? 'Nicht mehr beobachten' : hint}
        onClick={onToggle}
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

/**
 * „Beobachten“ on an article: a notification when it changes. Disabled until the browser knows;
 * the page around it is the same for everyone.
 */
export function WatchToggle({ slug, className }: { slug: string; className?: string }) {
  const readers = useReaders();
  const watching = readers?.watching(slug);
  const [failed, setFailed] = useState(false);
  return (
    <WatchButton
      watching={watching}
      hint="Bei Änderungen benachrichtigen"
      failed={failed}
      className={className}
      onToggle={() => {
        setFailed(false);
        void readers?.setWatching(slug, !watching).then((ok) => setFailed(!ok));
      }}
    />
  );
}
