import { useId, useRef, type ReactNode } from 'react';
import { Form } from 'react-router';
import { cx } from './cx';

function invokerCommandsSupported(): boolean {
  return (
    typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype
  );
}

/**
 * A confirmation in a native modal <dialog>: keyboard operable (Escape cancels, focus stays
 * inside and returns to the trigger; the first control gets it), opened by an invoker
 * command even before hydration.
 * The dialog's form posts `intent` and `fields` (plus whatever `children` add) to the action.
 */
export function ConfirmDialog({
  trigger,
  triggerLabel,
  triggerClassName = 'btn btn-danger',
  title,
  description,
  confirmLabel,
  intent,
  fields = {},
  children,
  action,
  tone = 'danger',
}: {
  trigger: ReactNode;
  /** The trigger's accessible name when its visible text needs context (starts with that text). */
  triggerLabel?: string;
  triggerClassName?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  intent: string;
  fields?: Record<string, string>;
  children?: ReactNode;
  action?: string;
  tone?: 'danger' | 'primary';
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-haspopup="dialog"
        aria-label={triggerLabel}
        commandfor={id}
        command="show-modal"
        onClick={() => {
          if (!invokerCommandsSupported()) dialog.current?.showModal();
        }}
      >
        {trigger}
      </button>
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-6 text-ink shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-xl">
          {title}
        </h2>
        <div id={`${id}-text`} className="mt-3 text-ink-soft">
          {description}
        </div>
        <Form
          method="post"
          action={action}
          className="mt-5 space-y-4"
          onSubmit={() => dialog.current?.close()}
        >
          <input type="hidden" name="intent" value={intent} />
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className="btn btn-secondary"
              commandfor={id}
              command="close"
              onClick={() => {
                if (!invokerCommandsSupported()) dialog.current?.close();
              }}
            >
              Abbrechen
            </button>
            <button
              type="submit"
              className={cx('btn', tone === 'danger' ? 'btn-danger-solid' : 'btn-primary')}
            >
              {confirmLabel}
            </button>
          </div>
        </Form>
      </dialog>
    </>
  );
}
