import { Link } from 'react-router';
import { formatDate, formatDateTime } from '~/platform/content/format';
import type { JobAdStatus } from '@frischkontor/contract';

export interface JobAdListItem {
  slug: string;
  title: string;
  field: string;
  status: JobAdStatus;
  statusLabel: string;
  validThrough: string | null;
  expired: boolean;
  updated_at: string;
  updated_by: string | null;
}

const TONE: Record<JobAdStatus, string> = {
  draft: 'bg-paper-dark text-ink',
  published: 'bg-herb-50 text-herb-800',
  archived: 'bg-paper-dark text-ink-soft',
};

/** The ads as cards: readable on a phone, one line of facts each. */
export function JobAdList({ ads }: { ads: JobAdListItem[] }) {
  if (!ads.length) return <p className="mt-8">Noch keine Stellenanzeigen.</p>;
  return (
    <ul className="mt-8 space-y-4">
      {ads.map((ad) => (
        <li key={ad.slug} className="card p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
            <h2 className="text-xl">
              <Link to={`/intern/stellen/${ad.slug}/bearbeiten`} className="link">
                {ad.title}
              </Link>
            </h2>
            <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${TONE[ad.status]}`}>
              {ad.expired ? 'Abgelaufen' : ad.statusLabel}
            </span>
          </div>
          <p className="mt-2 text-sm text-ink-soft">
            {[
              // A draft may have no field yet.
              ad.field,
              ad.validThrough && `gültig bis ${formatDate(ad.validThrough)}`,
              `zuletzt bearbeitet${ad.updated_by ? ` von ${ad.updated_by}` : ''} am ${formatDateTime(ad.updated_at)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <Link to={`/intern/stellen/${ad.slug}/vorschau`} className="link">
              Vorschau<span className="sr-only">: {ad.title}</span>
            </Link>
            <Link to={`/intern/stellen/${ad.slug}/versionen`} className="link">
              Versionen<span className="sr-only">: {ad.title}</span>
            </Link>
            {ad.status !== 'draft' && (
              <a href={`/karriere/${ad.slug}`} className="link">
                Auf der Website<span className="sr-only">: {ad.title}</span>
              </a>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
