// On an article that is the person's Pflichtlektüre (decision 053): the due date and „Gelesen und
// verstanden“, or when it was confirmed. The article page is the same for everyone of the access
// group (decision 009), so this comes with the person's part after the page; without JavaScript
// the list under /intern/pflichtlektuere confirms it.
import { READING_CONFIRM_LABEL } from '@frischkontor/contract';
import { useState } from 'react';
import { formatDate, formatDateTime } from '~/platform/content/format';
import { useReaders } from './ReadersContext';

export function ArticleReading() {
  const readers = useReaders();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reading = readers?.reading;
  if (!readers || !reading) return null;
  if (reading.confirmed)
    return (
      <p role="status" className="no-print mt-6 text-sm text-ink-soft">
        Pflichtlektüre: von dir bestätigt am{' '}
        <time dateTime={reading.confirmed.at}>{formatDateTime(reading.confirmed.at)}</time>.
      </p>
    );
  return (
    <section
      aria-labelledby="pflichtlektuere-titel"
      className="alert alert-info no-print mt-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-3"
    >
      <div className="min-w-0 flex-[1_1_18rem]">
        <h2 id="pflichtlektuere-titel" className="text-lg font-semibold">
          Pflichtlektüre
        </h2>
        <p className="mt-1">
          {reading.overdue
            ? 'Überfällig: bitte bestätige'
            : 'Bitte lies diesen Artikel und bestätige'}{' '}
          bis {formatDate(reading.due_on)}, dass du ihn gelesen und verstanden hast (
          {reading.version_label}).
        </p>
        {error && (
          <p role="alert" className="mt-1 font-semibold text-brand-800">
            {error}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(await readers.confirmReading());
          setBusy(false);
        }}
      >
        {busy ? 'Wird gespeichert …' : READING_CONFIRM_LABEL}
      </button>
    </section>
  );
}
