import { useNavigation } from 'react-router';
import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * A submit button that says so while its form is on the way, until the answer is on screen. With `intent` it sends that
 * value as `intent`, so one page can hold several forms.
 */
export function SubmitButton({
  children,
  pendingLabel = 'Bitte warten …',
  intent,
  className = 'btn btn-primary',
  disabled,
  'aria-label': label,
}: {
  children: ReactNode;
  pendingLabel?: string;
  intent?: string;
  className?: string;
  disabled?: boolean;
  /** The accessible name when the visible text needs context (starts with that text). */
  'aria-label'?: string;
}) {
  // From the click until the next page has loaded (a redirect after the action, or the data
  // reloaded): enabled again as soon as the action was done, a second click on a slow phone sent
  // the form a second time.
  const { formData } = useNavigation();
  const pending =
    formData !== undefined && (intent === undefined || formData.get('intent') === intent);
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      className={cx(className)}
      disabled={disabled || pending}
      aria-disabled={pending || undefined}
      aria-label={pending ? undefined : label}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
