// The workflow's panel of the editor: the status now, a submission's comment and the moves this
// writer may make from it.
import { Panel } from '@frischkontor/design';
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { formatDateTime } from '~/platform/content/format';
import { StatusBadge } from './StatusBadge';
import type { EditableArticle, EditorActionResult, EditorKind, Writer } from './types';

/** The workflow's buttons: what this writer may do from this status. */
export function Workflow({
  kind,
  article,
  writer,
  dirty,
}: {
  kind: EditorKind;
  article: EditableArticle;
  writer: Writer;
  dirty: boolean;
}) {
  const fetcher = useFetcher<EditorActionResult>({ key: `${kind.key}-status` });
  const noteId = useId();
  const [note, setNote] = useState('');
  const result = fetcher.data;
  const error = result && !result.ok ? result : null;
  const noteError = error && 'fields' in error ? error.fields?.note : undefined;
  const s = article.status;
  const moves = kind.moves(s, writer);
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result?.ok) setNote('');
  }

  return (
    <Panel id="status" title="Status" headingClassName="text-xl" className="card">
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <span>Jetzt:</span> <StatusBadge status={article.status} />
      </p>
      {s === 'review' && article.submitted && (
        <div className="mt-3 rounded-lg bg-paper-dark p-3 text-sm">
          <p>
            Eingereicht von {article.submitted.by?.name ?? 'unbekannt'} am{' '}
            <time dateTime={article.submitted.at}>{formatDateTime(article.submitted.at)}</time>
            {article.submitted.comment ? ' mit dem Kommentar:' : ', ohne Kommentar.'}
          </p>
          {article.submitted.comment && (
            <blockquote className="mt-1 border-l-4 border-line pl-3 break-words">
              „{article.submitted.comment}“
            </blockquote>
          )}
        </div>
      )}
      {s === 'review' && writer.publish && (
        <p className="mt-2 text-sm text-ink-soft">
          Prüfe den Text und veröffentliche ihn – oder gib ihn mit einem Kommentar zurück.
        </p>
      )}
      {moves.length === 0 && <p className="mt-2 text-sm">{kind.words.noMoves}</p>}
      {kind.words.publishNote && moves.some((m) => m.to === 'published') && (
        <p className="mt-2 text-sm text-ink-soft">{kind.words.publishNote}</p>
      )}
      <fetcher.Form method="post" className="mt-3 space-y-3" hidden={moves.length === 0}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="version" value={article.version} />
        <div>
          <label htmlFor={noteId} className="block font-semibold">
            Kommentar{' '}
            <span className="font-normal text-ink-soft">
              {s === 'review' && writer.publish ? '(beim Zurückgeben Pflicht)' : '(optional)'}
            </span>
          </label>
          <textarea
            id={noteId}
            name="note"
            rows={2}
            className="input mt-1 w-full"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={!!noteError}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
          />
          {noteError && (
            <p id={`${noteId}-error`} className="mt-1 text-sm text-brand-800">
              {noteError}
            </p>
          )}
        </div>
        {dirty && (
          <p className="text-sm text-ink-soft">
            Speichere zuerst deine Änderungen, dann ändere den Status.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {moves.map((m) => (
            <button
              key={`${m.to}-${m.label}`}
              type="submit"
              name="status"
              value={m.to}
              disabled={dirty || fetcher.state !== 'idle'}
              onClick={(e) => {
                const form = e.currentTarget.form;
                const flag = form?.querySelector<HTMLInputElement>('input[name="return"]');
                if (flag) flag.value = m.returns ? '1' : '';
              }}
              className={`btn btn-sm ${m.primary ? 'btn-primary' : 'btn-secondary'}`}
            >
              {m.label}
            </button>
          ))}
        </div>
        <input type="hidden" name="return" value="" />
      </fetcher.Form>
      <p role="status" className="mt-2 text-sm">
        {result?.ok && result.intent === 'status' ? result.message : ''}
      </p>
      {error && (
        <p role="alert" className="alert alert-error mt-2">
          {error.message}
        </p>
      )}
    </Panel>
  );
}
