// The overview's „Zu prüfen (n)“ (decision 054): the person's wiki articles that are overdue or
// due within two weeks, each with its day and „Geprüft, unverändert“.
import { formatDate, REVIEW_STATE_LABELS, type WikiDueArticle } from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { Link } from 'react-router';
import { REVIEWED_OUTCOMES, type ReviewedOutcome } from './outcome';
import { ReviewedForm } from './ReviewedForm';

export function DashboardReviews({
  items,
  outcome,
}: {
  items: WikiDueArticle[];
  outcome: ReviewedOutcome | null;
}) {
  return (
    <Panel
      id="pruefen"
      title={`Zu prüfen (${items.length})`}
      className="mt-10"
      headingClassName="text-2xl"
    >
      <p className="mt-2 max-w-2xl text-ink-soft">
        Wiki-Artikel, für die Sie verantwortlich sind und die bald oder schon geprüft sein sollten.
        Stimmt ein Artikel noch, bestätigen Sie das mit „Geprüft, unverändert“.
      </p>
      {outcome && (
        <p
          role="status"
          className={`alert mt-4 ${outcome === 'ja' ? 'alert-success' : 'alert-error'}`}
        >
          {REVIEWED_OUTCOMES[outcome]}
        </p>
      )}
      {items.length === 0 ? (
        <p className="mt-3 text-ink-soft">Zurzeit ist nichts zu prüfen.</p>
      ) : (
        <ul aria-label="Zu prüfende Wiki-Artikel" className="mt-4 grid gap-3">
          {items.map((item) => (
            <li
              key={item.slug}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-line bg-white px-4 py-3"
            >
              <span className="min-w-0">
                <Link
                  to={`/intern/wiki/${item.slug}`}
                  className="block font-semibold break-words text-brand-800 hover:underline"
                >
                  {item.title}
                </Link>
                <span className="block text-sm text-ink-soft">
                  {item.category} · prüfen bis{' '}
                  <time dateTime={item.review_by}>{formatDate(item.review_by)}</time>
                  {' · '}
                  <span className={item.state === 'overdue' ? 'font-semibold text-brand-800' : ''}>
                    {REVIEW_STATE_LABELS[item.state]}
                  </span>
                </span>
              </span>
              <ReviewedForm slug={item.slug} title={item.title} back="dashboard" />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
