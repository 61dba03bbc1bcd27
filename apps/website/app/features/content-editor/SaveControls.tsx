// Where the editor saves: the card beside the text (note, button, what is saved) and, where that
// card is below the text (narrower than xl), a bar at the bottom of the window.
import { Field } from '@frischkontor/design';

export interface SaveState {
  saving: boolean;
  saveNow: () => void;
  /** The button's words. */
  label: string;
}

/** The save action stays in reach at the bottom of the window while the text is in view. */
export function SaveBar({
  save,
  dirty,
  existing,
}: {
  save: SaveState;
  dirty: boolean;
  existing: boolean;
}) {
  const { saving, saveNow, label } = save;
  return (
    <div className="sticky bottom-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line bg-paper/95 py-3 backdrop-blur xl:hidden">
      <button
        type="button"
        className="btn btn-primary"
        disabled={saving}
        onClick={saveNow}
        aria-keyshortcuts="Control+S"
      >
        {label}
      </button>
      <span className="min-w-0 text-sm break-words" aria-hidden="true">
        {saving ? (
          'Speichert …'
        ) : dirty ? (
          <>
            Noch nicht gespeichert
            <span className="pointer-coarse:hidden"> · Strg + S speichert</span>.
          </>
        ) : existing ? (
          'Alles gespeichert.'
        ) : (
          ''
        )}
      </span>
    </div>
  );
}

/** The save card: the revision's note, the button, what is true now and the way to the versions. */
export function SaveCard({
  id,
  save,
  note,
  setNote,
  state,
  error,
  onVersions,
}: {
  id: string;
  save: SaveState;
  note: string;
  setNote: (note: string) => void;
  /** What is true now, for the live region. */
  state: string;
  error: string | null;
  /** To the versions, for an entry that exists. */
  onVersions: (() => void) | null;
}) {
  const { saving, saveNow, label } = save;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        Speichern
      </h2>
      <Field
        label="Änderungsnotiz"
        hint="Was hast du geändert? Erscheint in den Versionen."
        className="mt-3"
      >
        {(p) => (
          <input
            {...p}
            className="input mt-1 w-full"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      {/* Below xl the save bar under the text has the button (one at a time). */}
      <button
        type="button"
        className="btn btn-primary mt-3 hidden w-full xl:inline-flex"
        disabled={saving}
        onClick={saveNow}
        aria-keyshortcuts="Control+S"
      >
        {label}
      </button>
      <p role="status" aria-live="polite" className="mt-2 text-sm">
        {state}
      </p>
      {error !== null && (
        <p role="alert" className="alert alert-error mt-2 text-sm">
          {error}
        </p>
      )}
      {onVersions && (
        <button type="button" className="btn btn-ghost btn-sm mt-2" onClick={onVersions}>
          Versionen ansehen
        </button>
      )}
    </section>
  );
}
