import { cx } from '~/components/ui/cx';

export const inputClass =
  'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink aria-[invalid=true]:border-brand-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-brand-700';

/** The labelled field with hint and error that all three apps share. */
export { Field as FormField } from '@frischkontor/design';

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
