// Leaving the editor with unsaved changes asks first (issue 28, item 2): a link or „Zurück“
// inside the site opens this dialog; closing the tab or reloading gets the browser's own question.
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (blocker.state === 'blocked' && !el.open) el.showModal();
    if (blocker.state !== 'blocked' && el.open) el.close();
  }, [blocker.state]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="verlassen-titel"
      aria-describedby="verlassen-text"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-line bg-white p-6 text-ink shadow-xl backdrop:bg-ink/40"
      onCancel={() => blocker.state === 'blocked' && blocker.reset()}
    >
      <h2 id="verlassen-titel" className="text-xl font-semibold">
        Ungespeicherte Änderungen
      </h2>
      <p id="verlassen-text" className="mt-2">
        Der Text hat Änderungen, die noch nicht gespeichert sind. Wer die Seite jetzt verlässt,
        findet sie nur in diesem Browser wieder.
      </p>
      <div className="mt-5 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => blocker.state === 'blocked' && blocker.reset()}
        >
          Weiter bearbeiten
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => blocker.state === 'blocked' && blocker.proceed()}
        >
          Seite verlassen
        </button>
      </div>
    </dialog>
  );
}
