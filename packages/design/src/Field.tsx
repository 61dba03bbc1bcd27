import { useId, type ReactNode } from 'react';

/** What a control inside a `Field` spreads on itself. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  required?: boolean;
}

/**
 * A labelled control with its hint and error, wired for screen readers: `children` receives
 * the id and ARIA props to spread on the control. The website's forms and the sign-in app and
 * admin panel use the same one.
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
