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
  const { synonyms, text } = loaderData;
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
    </main>
  );
}
