import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from './cx';
import { hasFieldErrors } from './form-focus';

// The looks come from packages/design (theme.css), shared with the website.
const TONES = {
  error: 'alert-error',
  success: 'alert-success',
  info: 'alert-info',
} as const;

/**
 * A message for the whole page or form. `focusKey` moves focus to it whenever it changes
 * (pass the action result), so keyboard and screen reader users land on what just happened.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  focusKey,
  className,
}: {
  tone?: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
  focusKey?: unknown;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  return (
    <div
      ref={ref}
      tabIndex={focusKey ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('alert', TONES[tone], className)}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={cx(title ? 'mt-1' : 'font-semibold')}>{children}</div>}
    </div>
  );
}

/**
 * An action's answer for the whole form, if it has a message: success or refusal. It takes the
 * focus unless fields are marked (then the first of them does, `useFocusFirstInvalid`).
 */
export function ResultAlert({
  result,
  className = 'mt-4',
}: {
  result: { ok: boolean; message?: string; fieldErrors?: Record<string, string> } | undefined;
  className?: string;
}) {
  if (!result?.message) return null;
  return (
    <Alert
      tone={result.ok ? 'success' : 'error'}
      className={className}
      focusKey={hasFieldErrors(result) ? undefined : result}
    >
      {result.message}
    </Alert>
  );
}
