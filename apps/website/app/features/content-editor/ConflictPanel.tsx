// A save that came second: both versions side by side and the writer's three ways on.
import { useEffect, useRef } from 'react';
import { formatDateTime } from '~/platform/content/format';
import type { Conflict } from './types';

/** Someone else saved first: keep one's own version, take theirs, or merge by hand. */
export function ConflictPanel({
  theItem,
  conflict,
  onKeepMine,
  onTakeTheirs,
  onMerge,
}: {
  theItem: string;
  conflict: Conflict;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onMerge: () => void;
}) {
  const who = conflict.current.updated_by?.name ?? 'Jemand anderes';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alert" aria-labelledby="konflikt-titel" className="alert alert-error mt-6">
      <h2 id="konflikt-titel" ref={heading} tabIndex={-1} className="text-xl font-bold">
        Nicht gespeichert: {who} hat {theItem} inzwischen geändert
      </h2>
      <p className="mt-2">
        {who} hat am {formatDateTime(conflict.current.updated_at)} Version{' '}
        {conflict.current.version} gespeichert. Deine Fassung beruht auf einer älteren Version. Dein
        Text ist nicht verloren – entscheide, welche Fassung gilt, oder führe beide von Hand
        zusammen.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="min-w-0">
          <h3 className="font-semibold">Deine Fassung</h3>
          <pre className="mt-1 max-h-80 overflow-auto rounded-lg border border-line bg-white p-3 text-sm whitespace-pre-wrap text-ink">
            {conflict.yours.body}
          </pre>
        </div>
        <div className="min-w-0">
          <h3 className="font-semibold">
            Gespeicherte Fassung von {who} (Version {conflict.current.version})
          </h3>
          <pre className="mt-1 max-h-80 overflow-auto rounded-lg border border-line bg-white p-3 text-sm whitespace-pre-wrap text-ink">
            {conflict.current.fields.body}
          </pre>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={onKeepMine}>
          Meine Fassung speichern
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onTakeTheirs}>
          Fassung von {who} übernehmen
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onMerge}>
          Von Hand zusammenführen
        </button>
      </div>
    </section>
  );
}
