import type { ReactNode } from 'react';

/** One label and its value in a description list (`<dl>`); `breakAll` for addresses. */
export function Detail({
  label,
  breakAll = false,
  children,
}: {
  label: ReactNode;
  breakAll?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className={`font-semibold ${breakAll ? 'break-all' : 'break-words'}`}>{children}</dd>
    </div>
  );
}
