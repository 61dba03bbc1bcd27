import { useId, type ReactNode } from 'react';
import { cx } from '~/components/ui/cx';

export const inputClass =
  'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink aria-[invalid=true]:border-brand-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-brand-700';

/**
 * A labelled field with its hint and error, wired for screen readers. `children` receives
 * the id and ARIA props to spread on the control.
 */
export function FormField({
  label,
  error,
  hint,
  required,
  children,
  className,
}: {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    required?: boolean;
  }) => ReactNode;
}) {
  const id = useId();
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required ? (
          <span className="text-brand-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-ink-soft"> (optional)</span>
        )}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy, required })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-brand-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The honeypot: invisible for people and screen readers, tempting for bots. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Bitte nicht ausfüllen
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string;
  tone?: 'error' | 'info';
}) {
  return (
    <div
      role="alert"
      className={cx(
        'rounded-xl border p-4 font-semibold',
        tone === 'error'
          ? 'border-brand-300 bg-brand-50 text-brand-900'
          : 'border-herb-600 bg-herb-50 text-herb-800',
      )}
    >
      {message}
    </div>
  );
}
