// The small labels of a news item: „Neu“ for an unread one, „Angeheftet“, and for writers
// „Entwurf“ and „Abgelaufen“.
import type { NewsCard } from './card';

const BADGE = 'rounded px-2 py-0.5 text-sm font-semibold';

export function NewsBadges({
  item,
}: {
  item: Pick<NewsCard, 'read' | 'pinned' | 'draft' | 'expired'>;
}) {
  const unread = !item.read && !item.draft && !item.expired;
  return (
    <>
      {unread && <span className={`${BADGE} bg-brand-700 text-white`}>Neu</span>}
      {item.pinned && <span className={`${BADGE} bg-brand-50 text-brand-800`}>Angeheftet</span>}
      {item.draft && <span className={`${BADGE} bg-paper-dark text-ink`}>Entwurf</span>}
      {item.expired && <span className={`${BADGE} bg-paper-dark text-ink`}>Abgelaufen</span>}
    </>
  );
}
