import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  required?: boolean;
}

/**
 * A labelled control with its hint and error, wired for screen readers: `children` receives
 * the id and ARIA props to spread on the control.
 */
export function Field({
  label,
  error,
  hint,
  required,
  optionalMark = true,
  describedBy,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** „(optional)“ after the label of a field that is not required. */
  optionalMark?: boolean;
  /** Further ids that describe the control (e.g. a live strength hint). */
  describedBy?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const ids = [hint ? `${id}-hint` : null, describedBy, error ? `${id}-error` : null].filter(
    Boolean,
  );
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required ? (
          <span className="text-brand-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : optionalMark ? (
          <span className="font-normal text-ink-soft"> (optional)</span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': !!error,
        'aria-describedby': ids.length ? ids.join(' ') : undefined,
        required,
      })}
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

/** A text input in a Field. */
export function TextField({
  label,
  error,
  hint,
  required,
  className,
  ...input
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'className'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={cx('input', input.type === 'number' && 'max-w-48')}
        />
      )}
    </Field>
  );
}

/** A checkbox with its label to the right. */
export function CheckboxField({
  label,
  hint,
  error,
  className,
  ...input
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'>) {
  const id = useId();
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={!!error}
          aria-describedby={ids.length ? ids.join(' ') : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 ml-8 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 ml-8 text-sm font-semibold text-brand-800">
          {error}
        </p>
      )}
    </div>
  );
}
