// The history of an entry of any collection: every revision with author and note, two versions
// side by side, and restore as a new revision. The versionen pages of wiki, blog and job ads.
import { WIKI_STATUS_LABELS, type WikiPerson, type WikiStatus } from '@frischkontor/contract';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { formatDateTime } from '~/platform/content/format';
import { LineComparison, RenderedComparison, type Diff } from './Comparison';
import type { HistoryActionResult, HistoryKind } from './types';
import { ViewLink } from './ViewLink';

/** A revision as the backend lists it. */
interface Revision {
  version: number;
  status: WikiStatus;
  note: string;
  author: WikiPerson | null;
  created_at: string;
}

/** Every revision with author and note, two compared side by side, and restore (decision 022). */
export function HistoryPage({
  kind,
  article,
  revisions,
  diff,
  canRestore,
  actionData,
  children,
}: {
  kind: HistoryKind;
  article: { slug: string; title: string; version: number; status: WikiStatus };
  revisions: Revision[];
  diff: Diff | null;
  canRestore: boolean;
  actionData: HistoryActionResult | undefined;
  /** More for the writers below the history (the wiki: what readers said). */
  children?: ReactNode;
}) {
  const [params] = useSearchParams();
  const restored = params.get('wiederhergestellt');
  const markdownView = params.get('ansicht') === 'markdown';
  const navigation = useNavigation();
  return (
    <main>
      <Breadcrumbs
        items={[
          { label: 'Intern', to: '/intern' },
          { label: kind.section, to: kind.base },
          { label: article.title, to: kind.itemLink(article) },
          { label: 'Versionen' },
        ]}
      />
      <h1 className="mt-4 text-3xl break-words sm:text-4xl">Versionen: {article.title}</h1>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {canRestore && (
          <Link to={`${kind.base}/${article.slug}/bearbeiten`} className="link">
            Bearbeiten
          </Link>
        )}
        <ViewLink kind={kind} article={article} />
      </p>
      {restored && (
        <p role="status" className="alert alert-success mt-4">
          Version {restored} ist als neue Version {article.version} wiederhergestellt.
        </p>
      )}
      {actionData && !actionData.ok && (
        <p role="alert" className="alert alert-error mt-4">
          {actionData.message}
        </p>
      )}

      <section aria-labelledby="liste" className="mt-8">
        <h2 id="liste" className="text-2xl">
          Alle Versionen
        </h2>
        <ol className="mt-4 space-y-3">
          {revisions.map((r) => (
            <li key={r.version} className="card flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">
                  Version {r.version}
                  {r.version === article.version && (
                    <span className="ml-2 rounded bg-paper-dark px-1.5 py-0.5 text-sm font-normal">
                      aktuell
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink-soft">
                  {r.author?.name ?? 'Import'} am{' '}
                  <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time> ·{' '}
                  {(kind.statusLabels ?? WIKI_STATUS_LABELS)[r.status] ?? r.status}
                </p>
                {r.note && <p className="mt-1 break-words">„{r.note}“</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                {r.version > 1 && (
                  <Link
                    to={`?von=${r.version - 1}&bis=${r.version}#vergleich`}
                    className="btn btn-secondary btn-sm"
                    aria-label={`Änderungen von Version ${r.version} ansehen`}
                  >
                    Änderungen
                  </Link>
                )}
                {r.version !== article.version && (
                  <Link
                    to={`?von=${r.version}&bis=${article.version}#vergleich`}
                    className="btn btn-secondary btn-sm"
                    aria-label={`Mit aktueller vergleichen: Version ${r.version}`}
                  >
                    Mit aktueller vergleichen
                  </Link>
                )}
                {canRestore && r.version !== article.version && (
                  <Form method="post">
                    <input type="hidden" name="current" value={article.version} />
                    <button
                      type="submit"
                      name="restore"
                      value={r.version}
                      className="btn btn-primary btn-sm"
                      disabled={navigation.state !== 'idle'}
                      aria-label={`Version ${r.version} wiederherstellen`}
                    >
                      Wiederherstellen
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>

      {diff && (
        <section id="vergleich" aria-labelledby="vergleich-titel" className="mt-10">
          <h2 id="vergleich-titel" className="text-2xl">
            Version {diff.from.version} und Version {diff.to.version} im Vergleich
          </h2>
          {diff.fields.length > 0 && (
            <div className="mt-4">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Angabe</th>
                    <th scope="col">Version {diff.from.version}</th>
                    <th scope="col">Version {diff.to.version}</th>
                  </tr>
                </thead>
                <tbody>
                  {diff.fields.map((f) => (
                    <tr key={f.label}>
                      <th scope="row">{f.label}</th>
                      <td className="break-words">{f.from}</td>
                      <td className="break-words">{f.to}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {diff.rows.some((r) => r.type !== 'same') ? (
            <>
              <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <span>
                  {markdownView ? 'Markdown, Zeile für Zeile.' : 'Der Text, wie Lesende ihn sehen.'}
                </span>
                <Link
                  to={`?von=${diff.from.version}&bis=${diff.to.version}${markdownView ? '' : '&ansicht=markdown'}#vergleich`}
                  className="link"
                  replace
                  preventScrollReset
                >
                  {markdownView ? 'Als Text vergleichen' : 'Markdown vergleichen'}
                </Link>
              </p>
              {markdownView ? <LineComparison diff={diff} /> : <RenderedComparison diff={diff} />}
            </>
          ) : (
            <p className="mt-4">Der Text ist in beiden Versionen gleich.</p>
          )}
        </section>
      )}

      {children}
    </main>
  );
}
