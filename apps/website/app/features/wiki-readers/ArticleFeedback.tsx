import { WIKI_FEEDBACK_LIMITS } from '@frischkontor/contract';
import { Field, Panel } from '@frischkontor/design';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { cx } from '~/components/ui/cx';
import { formatDate } from '~/platform/content/format';
import { useReaders } from './ReadersContext';
import { READER_ROUTE, type ReaderActionResult } from './types';

const SEND = { method: 'post', action: READER_ROUTE, defaultShouldRevalidate: false } as const;
const WHO = 'mit deinem Namen an die Person, die den Artikel pflegt.';

/** „War dieser Artikel hilfreich?“: „Ja“ counts at once, „Nein“ asks what was missing first. */
function Helpful({ slug }: { slug: string }) {
  const readers = useReaders();
  const fetcher = useFetcher<ReaderActionResult>();
  // The answer chosen on this visit; a comment form follows it.
  const [choice, setChoice] = useState<'ja' | 'nein' | null>(null);
  const comment = useRef<HTMLTextAreaElement>(null);
  const answer = fetcher.data;
  const sent = answer?.ok && answer.intent === 'vote' ? answer : null;
  const vote = sent?.vote ?? readers?.article?.vote ?? null;
  const pending = fetcher.state !== 'idle';
  const error = answer && !answer.ok ? answer : null;
  // The comment form: after „Nein“ at once, after „Ja“ once it counted; open until sent.
  const [submitted, setSubmitted] = useState(false);
  const formOpen =
    (choice === 'nein' || (choice === 'ja' && !!sent)) && (!submitted || pending || !!error);
  useEffect(() => {
    if (choice === 'nein') comment.current?.focus();
  }, [choice]);
  const pressed = (helpful: boolean) =>
    choice ? (choice === 'ja') === helpful : vote ? vote.helpful === helpful : false;

  return (
    <>
      {vote && !choice && (
        <p className="mt-2 text-ink-soft">
          Deine Antwort vom {formatDate(vote.at)}: {vote.helpful ? 'hilfreich' : 'nicht hilfreich'}.
          Du kannst sie ändern.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {(['ja', 'nein'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={pressed(value === 'ja')}
            disabled={pending || !readers?.article}
            onClick={() => {
              setChoice(value);
              setSubmitted(false);
              if (value === 'ja')
                void fetcher.submit({ intent: 'vote', slug, helpful: 'ja' }, SEND);
            }}
            className={cx(
              'btn btn-sm min-w-20',
              pressed(value === 'ja') ? 'btn-primary' : 'btn-secondary',
            )}
          >
            {value === 'ja' ? 'Ja' : 'Nein'}
          </button>
        ))}
      </div>
      {formOpen && (
        <fetcher.Form
          {...SEND}
          className="mt-4 max-w-2xl space-y-3"
          onSubmit={() => setSubmitted(true)}
        >
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="helpful" value={choice ?? 'ja'} />
          <Field
            label={
              choice === 'nein'
                ? 'Was hat dir gefehlt oder war unklar?'
                : 'Möchtest du noch etwas ergänzen?'
            }
            hint={`Deine Rückmeldung geht ${WHO}`}
            error={error?.fields?.comment}
          >
            {(p) => (
              <textarea
                {...p}
                ref={comment}
                name="comment"
                rows={3}
                maxLength={WIKI_FEEDBACK_LIMITS.comment}
                className="input"
              />
            )}
          </Field>
          <button type="submit" className="btn btn-primary btn-sm" disabled={pending}>
            {choice === 'nein' ? 'Rückmeldung senden' : 'Kommentar senden'}
          </button>
        </fetcher.Form>
      )}
      <p role="status" className="mt-3">
        {sent ? sent.message : ''}
      </p>
      {error && !error.fields && (
        <p role="alert" className="alert alert-error mt-3">
          {error.message}
        </p>
      )}
    </>
  );
}

/** „Fehler melden“: a short form, folded away until asked for. */
function Report({ slug }: { slug: string }) {
  const fetcher = useFetcher<ReaderActionResult>();
  const answer = fetcher.data;
  const done = answer?.ok && answer.intent === 'report' ? answer : null;
  const error = answer && !answer.ok ? answer : null;
  const [round, setRound] = useState(0);
  return (
    <details id="fehler-melden" className="mt-6 border-t border-line pt-4">
      <summary className="cursor-pointer font-semibold text-brand-700 hover:underline">
        Fehler melden
      </summary>
      {done && fetcher.state === 'idle' && round === 0 ? (
        <div className="mt-3">
          <p role="status">{done.message}</p>
          <button
            type="button"
            className="btn btn-ghost btn-sm mt-2 px-0"
            onClick={() => setRound(1)}
          >
            Noch einen Fehler melden
          </button>
        </div>
      ) : (
        <fetcher.Form
          {...SEND}
          key={round}
          className="mt-3 max-w-2xl space-y-3"
          onSubmit={() => setRound(0)}
        >
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="slug" value={slug} />
          <Field
            label="Was stimmt nicht?"
            required
            hint={`Zum Beispiel eine veraltete Telefonnummer, ein falscher Schritt oder ein Link, der nicht mehr geht. Deine Meldung geht ${WHO}`}
            error={error?.fields?.text}
          >
            {(p) => (
              <textarea
                {...p}
                name="text"
                rows={3}
                minLength={WIKI_FEEDBACK_LIMITS.reportMin}
                maxLength={WIKI_FEEDBACK_LIMITS.report}
                className="input"
              />
            )}
          </Field>
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={fetcher.state !== 'idle'}
          >
            Meldung senden
          </button>
          {error && !error.fields && (
            <p role="alert" className="alert alert-error">
              {error.message}
            </p>
          )}
        </fetcher.Form>
      )}
    </details>
  );
}

/** Writers see the readers' answers in figures, with a way to the details. */
function Figures({ slug }: { slug: string }) {
  const feedback = useReaders()?.article?.feedback;
  if (!feedback) return null;
  const reports = feedback.open_reports;
  return (
    <p className="mt-2 text-sm text-ink-soft">
      Bisher: {feedback.helpful} × hilfreich, {feedback.not_helpful} × nicht hilfreich
      {reports > 0 &&
        `, ${reports} offene ${reports === 1 ? 'Fehlermeldung' : 'Fehlermeldungen'}`}.{' '}
      <Link to={`/intern/wiki/${slug}/versionen#rueckmeldungen`} className="link">
        Rückmeldungen ansehen
      </Link>
    </p>
  );
}

/** The end of an article: „War dieser Artikel hilfreich?“ and „Fehler melden“. */
export function ArticleFeedback({ slug }: { slug: string }) {
  return (
    <Panel
      id="hilfreich"
      title="War dieser Artikel hilfreich?"
      className="no-print card mt-12"
      headingClassName="text-xl"
    >
      <Figures slug={slug} />
      <Helpful slug={slug} />
      <Report slug={slug} />
    </Panel>
  );
}
