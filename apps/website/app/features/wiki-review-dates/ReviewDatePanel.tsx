// The editor's card „Prüfen bis“ (decision 054): who looks after the article and by when it is
// to be reviewed, set apart from the text (no revision). Empty day: the category's interval. It
// asks its own address (`/intern/wiki/{slug}/pruefdatum`, JSON) once the editor is there, as the
// wiki's readers' part does, so the shared editor's loader stays as it is.
import { formatDate, hamburgDay } from '@frischkontor/contract';
import { Field, Panel } from '@frischkontor/design';
import { useEffect, useState, type FormEvent } from 'react';
import type { ReviewDateAnswer, ReviewDateData } from './review-date-form.server';

async function ask<T>(path: string, body?: FormData): Promise<T | null> {
  try {
    const response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      body: body ? new URLSearchParams(body as unknown as Record<string, string>) : undefined,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

const OFFLINE = 'Das Wiki ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.';

export function ReviewDatePanel({ slug }: { slug: string }) {
  const path = `/intern/wiki/${slug}/pruefdatum`;
  const [loaded, setLoaded] = useState<ReviewDateData | null | 'failed'>(null);
  const [answer, setAnswer] = useState<ReviewDateAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    void ask<ReviewDateData>(path).then((data) => current && setLoaded(data ?? 'failed'));
    return () => {
      current = false;
    };
  }, [path]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await ask<ReviewDateAnswer>(path, new FormData(event.currentTarget));
    setAnswer(result ?? { ok: false, message: OFFLINE });
    setBusy(false);
  }

  const data = loaded === 'failed' ? null : loaded;
  const review = answer?.review ?? data?.review ?? null;
  const errors = answer?.fields ?? {};
  return (
    <Panel id="pruefdatum" title="Prüfen bis" headingClassName="text-xl" className="card">
      {!review ? (
        <p className="mt-2 text-sm text-ink-soft">
          {loaded === 'failed' ? OFFLINE : 'Wird geladen …'}
        </p>
      ) : (
        <div className="mt-2 space-y-2 text-sm">
          <p className="text-ink-soft">
            {review.owner?.name ?? 'Niemand'} · bis{' '}
            <time dateTime={review.review_by}>{formatDate(review.review_by)}</time>
            {review.review_by_set ? '' : ' (nach Kategorie)'}
          </p>
          {/* Closed by default: the text stays near the top of the editor. */}
          <details
            key={`${review.review_by}|${review.owner?.id ?? ''}`}
            open={!!answer && !answer.ok}
          >
            <summary className="cursor-pointer font-semibold text-brand-700">Ändern</summary>
            <form
              method="post"
              action={path}
              onSubmit={(e) => void submit(e)}
              className="mt-3 space-y-3"
            >
              <Field label="Verantwortlich" optionalMark={false} error={errors.owner}>
                {(p) => (
                  <select
                    {...p}
                    name="owner"
                    defaultValue={review.owner?.id ?? ''}
                    className="input"
                  >
                    <option value="">Wer den Artikel angelegt hat</option>
                    {(data?.owners ?? []).map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label="Prüfen bis"
                hint="Leer lassen: nach dem Turnus der Kategorie."
                error={errors.review_by}
              >
                {(p) => (
                  <input
                    {...p}
                    type="date"
                    name="review_by"
                    min={hamburgDay()}
                    defaultValue={review.review_by_set ? review.review_by : ''}
                    className="input"
                  />
                )}
              </Field>
              <p className="flex flex-wrap items-center gap-3">
                <button type="submit" className="btn btn-secondary btn-sm" disabled={busy}>
                  Übernehmen
                </button>
              </p>
            </form>
          </details>
          <p role="status" className={answer?.ok ? 'text-herb-800' : 'text-brand-800'}>
            {answer?.message}
          </p>
        </div>
      )}
    </Panel>
  );
}
