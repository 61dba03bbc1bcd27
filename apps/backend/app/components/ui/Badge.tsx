import type { ReactNode } from 'react';
import { cx } from './cx';

/** The colours of a state: waiting, done, refused, or plain. */
export const BADGE_TONES = {
  waiting: 'border-amber-ink bg-paper text-amber-ink',
  good: 'border-herb-600 bg-herb-50 text-herb-800',
  bad: 'border-brand-700 bg-brand-50 text-brand-900',
  plain: 'border-line bg-white text-ink',
  muted: 'border-line bg-paper text-ink-soft',
} as const;

/** A state as a coloured, rounded label (account states, delivery, applications). */
export function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        BADGE_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
