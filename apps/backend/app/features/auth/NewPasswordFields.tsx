import { useId, useState } from 'react';
import { Field } from '../../components/ui/Field';
import { cx } from '../../components/ui/cx';
import { useHydrated } from '../../components/ui/use-hydrated';
import { MIN_PASSWORD_LENGTH, passwordStrength, type PasswordContext } from './password-strength';

const BAR = ['bg-brand-700', 'bg-brand-500', 'bg-amber-ink', 'bg-herb-600', 'bg-herb-700'];

/**
 * A new password and its confirmation, with a live strength hint: the hint is part of the
 * field's description; only a change of the rating is announced, not every keystroke.
 */
export function NewPasswordFields({
  label = 'Passwort',
  name = 'password',
  error,
  confirmationError,
  context = {},
}: {
  label?: string;
  name?: string;
  error?: string;
  confirmationError?: string;
  context?: PasswordContext;
}) {
  const hydrated = useHydrated();
  const [value, setValue] = useState('');
  const [visible, setVisible] = useState(false);
  const strengthId = useId();
  const strength = passwordStrength(value, context);
  const advice = strength.problems[0] ?? strength.tips[0];
  return (
    <>
      <Field
        label={label}
        required
        error={error}
        hint={`Mindestens ${MIN_PASSWORD_LENGTH} Zeichen, ohne Ihren Namen oder Ihre E-Mail-Adresse.`}
        describedBy={hydrated && value ? strengthId : undefined}
      >
        {(control) => (
          <div className="flex items-stretch gap-2">
            <input
              {...control}
              name={name}
              type={visible ? 'text' : 'password'}
              autoComplete="new-password"
              onChange={(event) => setValue(event.currentTarget.value)}
              className="input"
            />
            {hydrated && (
              <button
                type="button"
                className="btn btn-secondary btn-sm mt-1.5 shrink-0 rounded-lg"
                aria-pressed={visible}
                aria-label={`${label} anzeigen`}
                onClick={() => setVisible((v) => !v)}
              >
                Anzeigen
              </button>
            )}
          </div>
        )}
      </Field>
      {hydrated && value && (
        <div className="-mt-2">
          <div className="flex gap-1" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <span
                key={i}
                className={cx(
                  'h-1.5 flex-1 rounded-full',
                  i < Math.max(1, strength.score) ? BAR[strength.score] : 'bg-line',
                )}
              />
            ))}
          </div>
          <p id={strengthId} className="mt-1 text-sm">
            <span className="font-semibold">Passwortstärke: {strength.label}.</span>
            {advice && <span className="text-ink-soft"> {advice}</span>}
          </p>
          <p className="sr-only" aria-live="polite">
            Passwortstärke: {strength.label}
          </p>
        </div>
      )}
      <Field label={`${label} wiederholen`} required error={confirmationError}>
        {(control) => (
          <input
            {...control}
            name={`${name}_confirmation`}
            type={visible ? 'text' : 'password'}
            autoComplete="new-password"
            className="input"
          />
        )}
      </Field>
    </>
  );
}
