// A copy of the editor's fields in the browser after every change: a closed tab or a lost
// connection loses nothing. Offered back when the page opens (read after hydration: the server
// has no such copy) and dropped once the text is saved as it stands.
import { useEffect, useState } from 'react';
import { formatDateTime } from '~/platform/content/format';
import type { EditorFields } from './types';

export interface BrowserCopy {
  fields: EditorFields;
  at: string;
}

export const sameFields = (a: EditorFields, b: EditorFields) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? '') === (b[k] ?? ''));
};

/** The copy under `storageKey` the page offers back, kept up to date while `fields` are unsaved. */
export function useBrowserCopy(
  storageKey: string,
  fields: EditorFields,
  saved: EditorFields,
  dirty: boolean,
) {
  const [backup, setBackup] = useState<BrowserCopy | null>(null);

  useEffect(() => {
    const t = setTimeout(() => {
      try {
        const raw = localStorage.getItem(storageKey);
        if (!raw) return;
        const kept = JSON.parse(raw) as BrowserCopy;
        if (!sameFields(kept.fields, saved)) setBackup(kept);
        else localStorage.removeItem(storageKey);
      } catch {
        /* no storage: nothing to offer */
      }
    });
    return () => clearTimeout(t);
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!dirty || backup) return;
    const t = setTimeout(() => {
      try {
        localStorage.setItem(storageKey, JSON.stringify({ fields, at: new Date().toISOString() }));
      } catch {
        /* full or blocked storage: the server copy still counts */
      }
    }, 500);
    return () => clearTimeout(t);
  }, [fields, dirty, backup, storageKey]);
  // Saved as it stands: the browser's copy is no longer needed.
  useEffect(() => {
    if (dirty || backup) return;
    try {
      localStorage.removeItem(storageKey);
    } catch {
      /* no storage */
    }
  }, [dirty, backup, storageKey]);

  return {
    backup,
    /** The copy was taken over: no longer offered. */
    taken: () => setBackup(null),
    /** The copy is thrown away. */
    discard: () => {
      localStorage.removeItem(storageKey);
      setBackup(null);
    },
  };
}

/** The offer of the browser's copy: restore it or throw it away. */
export function BrowserCopyNotice({
  backup,
  onRestore,
  onDiscard,
}: {
  backup: BrowserCopy;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div role="alert" className="alert alert-info mt-6">
      <p>
        In diesem Browser liegt eine nicht gespeicherte Fassung vom {formatDateTime(backup.at)}.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={onRestore}>
          Diese Fassung wiederherstellen
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onDiscard}>
          Verwerfen
        </button>
      </div>
    </div>
  );
}
