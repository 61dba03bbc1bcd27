// The user list's bulk actions: the action, its role or reason, and a confirmation.
import { useRef, useState } from 'react';
import { useHydrated } from '../../components/ui/use-hydrated';
import { BULK_ACTIONS, type BulkAction } from './bulk-actions';

/**
 * What to do with the ticked accounts: the action (and its role or reason), then a confirmation
 * in a modal dialog. Lives inside the list's form, so the row checkboxes are posted with it.
 */
export function BulkBar({
  actions,
  roles,
  dialogId,
  count,
}: {
  actions: BulkAction[];
  roles: { id: number; name: string }[];
  dialogId: string;
  count: number;
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<BulkAction | ''>('');
  const dialog = useRef<HTMLDialogElement>(null);
  const open = () => {
    if (!('commandForElement' in HTMLButtonElement.prototype)) dialog.current?.showModal();
  };
  const close = () => {
    if (!('commandForElement' in HTMLButtonElement.prototype)) dialog.current?.close();
  };
  const label = chosen ? BULK_ACTIONS[chosen].label : 'Die gewählte Aktion';
  return (
    <fieldset className="bulk-bar mt-6 rounded-xl border border-line bg-white p-4">
      <legend className="px-1 font-semibold">Ausgewählte Konten bearbeiten</legend>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="sammel-aktion" className="block font-semibold">
            Aktion
          </label>
          <select
            id="sammel-aktion"
            name="aktion"
            className="input"
            value={chosen}
            onChange={(e) => setChosen(e.target.value as BulkAction | '')}
          >
            <option value="">Bitte wählen</option>
            {actions.map((key) => (
              <option key={key} value={key}>
                {BULK_ACTIONS[key].label}
              </option>
            ))}
          </select>
        </div>
        {/* The chosen action's own field shows by CSS (app.css), so the bar stands where the
            server drew it while the page comes alive, and works without JavaScript. */}
        {actions.includes('role') && (
          <div className="bulk-role">
            <label htmlFor="sammel-rolle" className="block font-semibold">
              Neue Rolle
            </label>
            <select id="sammel-rolle" name="rolle" className="input">
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {actions.includes('block') && (
          <div className="bulk-block min-w-0 grow sm:max-w-md">
            <label htmlFor="sammel-grund" className="block font-semibold">
              Grund der Sperre
            </label>
            <input id="sammel-grund" name="grund" maxLength={500} className="input w-full" />
          </div>
        )}
        <button
          type="button"
          className="btn btn-secondary"
          aria-haspopup="dialog"
          commandfor={dialogId}
          command="show-modal"
          onClick={open}
        >
          Auf Auswahl anwenden …
        </button>
      </div>
      <p className="mt-2 min-h-[1lh] text-sm text-ink-soft" aria-live="polite">
        {hydrated ? `${count} ${count === 1 ? 'Konto' : 'Konten'} ausgewählt.` : ''}
      </p>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-text`}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-6 text-ink shadow-xl"
      >
        <h2 id={`${dialogId}-title`} className="text-xl">
          Auf die Auswahl anwenden?
        </h2>
        <p id={`${dialogId}-text`} className="mt-3 text-ink-soft">
          {hydrated
            ? `${label}: ${count} ${count === 1 ? 'Konto' : 'Konten'}.`
            : 'Die gewählte Aktion wird auf alle ausgewählten Konten angewandt.'}
          {chosen === 'delete' && ' Gelöschte Konten lassen sich 30 Tage lang wiederherstellen.'}
          {chosen === 'approve' &&
            ' Jedes Konto erhält die Rollen seines Registrierungsprofils (in der Liste unter „Rollen“ genannt).'}
          {chosen === 'block' && ' Alle Sitzungen dieser Konten werden sofort beendet.'}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className="btn btn-secondary"
            commandfor={dialogId}
            command="close"
            onClick={close}
          >
            Abbrechen
          </button>
          <button type="submit" className="btn btn-danger-solid">
            {chosen ? BULK_ACTIONS[chosen].label : 'Anwenden'}
          </button>
        </div>
      </dialog>
    </fieldset>
  );
}
