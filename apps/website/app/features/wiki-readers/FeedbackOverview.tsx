import type { WikiFeedbackOverview } from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { useFetcher } from 'react-router';
import { formatDateTime } from '~/platform/content/format';
import { READER_ROUTE, type ReaderActionResult } from './types';

const byline = (name: string | undefined, at: string, version: number) =>
  `${name ?? 'Ehemalige Person'} am ${formatDateTime(at)} zu Version ${version}`;

/**
 * What writers see of an article's readers (the history page): the answers to „War dieser
 * Artikel hilfreich?“ in figures, the comments, and the error reports, which those who may edit
 * the article mark as done.
 */
export function FeedbackOverview({
  slug,
  overview,
  canResolve,
}: {
  slug: string;
  overview: WikiFeedbackOverview;
  canResolve: boolean;
}) {
  const fetcher = useFetcher<ReaderActionResult>();
  const answer = fetcher.data;
  const current = answer?.ok && answer.intent === 'resolve' ? answer.overview : overview;
  const open = current.reports.filter((r) => !r.resolved_at);
  const closed = current.reports.filter((r) => r.resolved_at);
  return (
    <Panel id="rueckmeldungen" title="Rückmeldungen" className="mt-10" headingClassName="text-2xl">
      <p className="mt-3">
        <strong>{current.helpful}</strong> × hilfreich, <strong>{current.not_helpful}</strong> ×
        nicht hilfreich (eine Antwort je Person, die letzte zählt).
      </p>

      <h3 className="mt-6 text-lg">Fehlermeldungen</h3>
      {open.length === 0 && <p className="mt-2 text-ink-soft">Keine offenen Fehlermeldungen.</p>}
      <ul className="mt-2 space-y-3">
        {open.map((r) => (
          <li key={r.id} className="card flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="break-words whitespace-pre-line">{r.text}</p>
              <p className="mt-1 text-sm text-ink-soft">{byline(r.by?.name, r.at, r.version)}</p>
            </div>
            {canResolve && (
              <fetcher.Form method="post" action={READER_ROUTE} defaultShouldRevalidate={false}>
                <input type="hidden" name="intent" value="resolve" />
                <input type="hidden" name="slug" value={slug} />
                <button
                  type="submit"
                  name="id"
                  value={r.id}
                  className="btn btn-secondary btn-sm"
                  disabled={fetcher.state !== 'idle'}
                  aria-label={`Erledigt: Fehlermeldung vom ${formatDateTime(r.at)}`}
                >
                  Erledigt
                </button>
              </fetcher.Form>
            )}
          </li>
        ))}
      </ul>
      {answer && !answer.ok && (
        <p role="alert" className="alert alert-error mt-3">
          {answer.message}
        </p>
      )}
      {closed.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold text-brand-700">
            Erledigte Fehlermeldungen ({closed.length})
          </summary>
          <ul className="mt-2 space-y-2">
            {closed.map((r) => (
              <li key={r.id} className="border-l-4 border-line pl-3">
                <p className="break-words whitespace-pre-line">{r.text}</p>
                <p className="text-sm text-ink-soft">
                  {byline(r.by?.name, r.at, r.version)}; erledigt von{' '}
                  {r.resolved_by?.name ?? 'einer ehemaligen Person'} am{' '}
                  {formatDateTime(r.resolved_at!)}
                </p>
              </li>
            ))}
          </ul>
        </details>
      )}

      <h3 className="mt-6 text-lg">Kommentare</h3>
      {current.comments.length === 0 ? (
        <p className="mt-2 text-ink-soft">Noch keine Kommentare.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {current.comments.map((c, i) => (
            <li key={i} className="card">
              <p className="text-sm font-semibold">{c.helpful ? 'Hilfreich' : 'Nicht hilfreich'}</p>
              <p className="mt-1 break-words whitespace-pre-line">{c.comment}</p>
              <p className="mt-1 text-sm text-ink-soft">{byline(c.by?.name, c.at, c.version)}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
