// An article's review date on its page (decision 054): readers see a quiet notice once it is
// overdue; writers also see who looks after it and the day, and „Geprüft, unverändert“ while it
// is due (the backend lets the owner and publishers confirm). The page is shared per access
// group (decision 009): nothing here depends on who the reader is.
import { formatDate, reviewNotice, reviewStateOf, type ReviewState } from '@frischkontor/contract';
import { REVIEWED_OUTCOMES, type ReviewedOutcome } from './outcome';
import { ReviewedForm } from './ReviewedForm';

export interface ArticleReviewView {
  owner: string | null;
  reviewBy: string;
  state: ReviewState;
}

/** The review part of the article's loader data; `today` is the Hamburg day it is rendered on. */
export function articleReviewOf(
  review: { owner: string | null; reviewBy: string } | null,
  today: string,
): ArticleReviewView | null {
  return review ? { ...review, state: reviewStateOf(review.reviewBy, today) } : null;
}

export function ArticleReview({
  slug,
  title,
  review,
  writer,
  outcome,
}: {
  slug: string;
  title: string;
  review: ArticleReviewView;
  writer: boolean;
  outcome: ReviewedOutcome | null;
}) {
  const confirm = writer && review.state !== 'ok';
  return (
    <div id="pruefen" className="mt-4 space-y-2 text-sm">
      {outcome && (
        <p role="status" className={`alert ${outcome === 'ja' ? 'alert-success' : 'alert-error'}`}>
          {REVIEWED_OUTCOMES[outcome]}
        </p>
      )}
      {review.state === 'overdue' && (
        <p className="rounded-lg border border-line bg-paper-dark px-3 py-2 text-ink-soft">
          {reviewNotice(review.reviewBy)}
        </p>
      )}
      {writer && (
        <p className="no-print flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-soft">
          <span>
            Verantwortlich: {review.owner ?? 'niemand'} · prüfen bis{' '}
            <time dateTime={review.reviewBy}>{formatDate(review.reviewBy)}</time>
          </span>
          {confirm && <ReviewedForm slug={slug} title={title} back="artikel" />}
        </p>
      )}
    </div>
  );
}
