// An entry's status as a small coloured label.
import { WIKI_STATUS_LABELS, type WikiStatus } from '@frischkontor/contract';

/** The status as a small coloured label. */
export function StatusBadge({ status }: { status: WikiStatus }) {
  const tone =
    status === 'published'
      ? 'bg-herb-50 text-herb-800'
      : status === 'review'
        ? 'bg-brand-50 text-brand-800'
        : 'bg-paper-dark text-ink';
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-semibold ${tone}`}>
      {WIKI_STATUS_LABELS[status]}
    </span>
  );
}
