import { Form, Link, useActionData } from 'react-router';
import { usePendingForm } from '~/components/ui/pending';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { formatDate } from '~/platform/content/format';
import { wikiSynonymsAction, wikiSynonymsLoader } from '~/features/content-editor/index.server';
import type { Route } from './+types/wiki.synonyme';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = wikiSynonymsLoader;
export const action = wikiSynonymsAction;

// The wiki search's synonyms (decision 034), for wiki admins: a plain form, also without
// JavaScript; the field keeps what was typed when the backend refuses a line.
export default function WikiSynonyms({ loaderData }: Route.ComponentProps) {
  const { synonyms, text, misses } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = usePendingForm() !== undefined;
  return (
    <main>
      <Breadcrumbs
        items={[
          { label: 'Intern', to: '/intern' },
          { label: 'Wiki', to: '/intern/wiki' },
          { label: 'Synonyme' },
        ]}
      />
      <h1 className="mt-4 text-3xl sm:text-4xl">Synonyme der Wiki-Suche</h1>
      <div className="mt-3 max-w-3xl space-y-2 text-ink-soft">
        <p>
          Jede Zeile ist eine Gruppe von Wörtern, die dasselbe meinen, durch Kommas getrennt – etwa
          „Minusstunden, Überstundenkonto“. Sucht jemand nach einem Wort der Gruppe, findet die
          Suche auch Artikel mit den anderen, etwas weiter unten als Treffer mit dem gesuchten Wort.
        </p>
        <p>
          Groß- und Kleinschreibung und Umlaute (ä oder ae) spielen keine Rolle. Die Änderung gilt
          sofort.{' '}
          <Link to="/intern/wiki" className="link">
            Zurück zum Wiki
          </Link>
        </p>
      </div>
      <Form method="post" className="mt-8 max-w-3xl">
        <label htmlFor="synonyme" className="block font-semibold">
          Synonyme, eine Gruppe je Zeile
        </label>
        <p id="synonyme-hinweis" className="mt-1 text-sm text-ink-soft">
          {synonyms.groups.length} Gruppen
          {synonyms.updated_by
            ? `, zuletzt geändert von ${synonyms.updated_by} am ${formatDate(synonyms.updated_at)}`
            : ''}
          .
        </p>
        <textarea
          id="synonyme"
          name="synonyme"
          rows={18}
          spellCheck={false}
          aria-describedby="synonyme-hinweis synonyme-antwort"
          aria-invalid={answer && !answer.ok ? true : undefined}
          defaultValue={answer?.text ?? text}
          key={answer?.text ?? text}
          className="input mt-2 w-full font-mono text-sm"
        />
        <button type="submit" className="btn btn-primary mt-4" disabled={busy}>
          Speichern
        </button>
        <div
          id="synonyme-antwort"
          role={answer && !answer.ok ? 'alert' : 'status'}
          className={answer && !answer.ok && !busy ? 'alert alert-error mt-3' : 'mt-3'}
        >
          {answer && !busy && (
            <>
              <p className={answer.ok ? '' : 'font-semibold'}>{answer.message}</p>
              {answer.problems.length > 0 && (
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {answer.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </Form>
      <section aria-labelledby="ohne-treffer" className="mt-12 max-w-3xl">
        <h2 id="ohne-treffer" className="text-2xl">
          Suchen ohne Treffer
        </h2>
        <p className="mt-2 text-ink-soft">
          Was in den letzten 90 Tagen im Wiki gesucht wurde und nichts fand oder gleich danach
          anders gesucht wurde – gezählt, ohne wer gesucht hat. Ein passendes Synonym oben oder ein
          neuer Artikel hilft beim nächsten Mal.
        </p>
        {misses.length === 0 ? (
          <p className="mt-4">Keine – alle Suchen der letzten 90 Tage fanden etwas.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">Suchen ohne Treffer, die häufigsten zuerst</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4">
                    Suche
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Ohne Treffer
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Gleich anders gesucht
                  </th>
                  <th scope="col" className="py-2">
                    Zuletzt
                  </th>
                </tr>
              </thead>
              <tbody>
                {misses.map((miss) => (
                  <tr key={miss.query} className="border-b border-line/60">
                    <td className="py-2 pr-4 break-words">
                      <Link
                        to={`/intern/wiki?q=${encodeURIComponent(miss.query)}`}
                        className="link"
                      >
                        {miss.query}
                      </Link>
                    </td>
                    <td className="py-2 pr-4 text-right tabular-nums">{miss.none}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{miss.refined}</td>
                    <td className="py-2">
                      <time dateTime={miss.last}>{formatDate(miss.last)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}
