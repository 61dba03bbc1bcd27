import { ACCOUNT_SALUTATIONS, STAFF_FIELD_LABELS } from '@frischkontor/contract';
import { Field } from '@frischkontor/design';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

export { Field, type ControlProps } from '@frischkontor/design';

/** A text input in a Field. */
export function TextField({
  label,
  error,
  hint,
  required,
  optionalMark,
  className,
  ...input
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** False: no „(optional)“ (one of several fields is needed, the group says so). */
  optionalMark?: boolean;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'className'>) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required}
      optionalMark={optionalMark}
      className={className}
    >
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

/** The password that confirms a change to one's own account (a dialog, a second factor). */
export function PasswordConfirmField({ error }: { error?: string }) {
  return (
    <TextField
      label="Passwort zur Bestätigung"
      name="password"
      type="password"
      autoComplete="current-password"
      required
      error={error}
    />
  );
}

/** The salutation an account is kept with (Frau, Herr, divers), or none. */
export function SalutationField({ value, error }: { value: string; error?: string }) {
  return (
    <Field label={STAFF_FIELD_LABELS.salutation} error={error}>
      {(control) => (
        <select {...control} name="salutation" defaultValue={value} className="input">
          <option value="">keine</option>
          {ACCOUNT_SALUTATIONS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
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
