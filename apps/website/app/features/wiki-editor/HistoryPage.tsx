// The history of an article or post: every revision with author and note, two versions side by
// side, and restore as a new revision. The wiki's and the blog's versionen pages.
import { WIKI_STATUS_LABELS, type WikiPerson, type WikiStatus } from '@frischkontor/contract';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { cx } from '~/components/ui/cx';
import { formatDateTime } from '~/platform/content/format';
import type { CompareRow, CompareWords, DiffRow, EditorKind, HistoryActionResult } from './types';

const ROW_TONE: Record<DiffRow['type'], [string, string]> = {
  same: ['', ''],
  changed: ['bg-brand-50', 'bg-herb-50'],
  removed: ['bg-brand-50', 'bg-paper-dark'],
  added: ['bg-paper-dark', 'bg-herb-50'],
  skip: ['', ''],
};

function Line({ text, tone, mark }: { text: string | null; tone: string; mark: string }) {
  return (
    <td
      className={cx(
        'border-line px-2 py-0.5 align-top font-mono text-sm break-words whitespace-pre-wrap',
        tone,
      )}
    >
      {text !== null && mark && <span className="sr-only">{mark}: </span>}
      {text ?? ''}
    </td>
  );
}

/** What the history needs of a collection: the wiki's and the blog's EditorKind, the job ads'. */
export type HistoryKind = Pick<EditorKind, 'base' | 'section' | 'itemLink' | 'viewLink'> & {
  /** The collection's own names of its statuses; the wiki's otherwise. */
  statusLabels?: Partial<Record<WikiStatus, string>>;
};

/** A revision as the backend lists it. */
interface Revision {
  version: number;
  status: WikiStatus;
  note: string;
  author: WikiPerson | null;
  created_at: string;
}

interface Diff {
  from: { version: number; author: WikiPerson | null; created_at: string };
  to: { version: number; author: WikiPerson | null; created_at: string };
  fields: { label: string; from: string; to: string }[];
  rows: DiffRow[];
  blocks: CompareRow[];
}

/** How a changed heading or list item looks in the comparison (no headings of its own). */
const BLOCK_LOOK: Record<string, string> = {
  h1: 'text-2xl font-semibold',
  h2: 'text-xl font-semibold',
  h3: 'text-lg font-semibold',
  h4: 'font-semibold',
  li: 'flex gap-2',
  p: '',
};

/** A changed block's words: `side` shows one version, without it both inline. */
function Words({
  words,
  side,
  marker,
}: {
  words: CompareWords;
  side?: 'removed' | 'added';
  marker?: string;
}) {
  if (marker)
    return (
      <>
        <span aria-hidden="true" className="shrink-0 tabular-nums">
          {marker}
        </span>
        <span className="min-w-0">
          <Words words={words} side={side} />
        </span>
      </>
    );
  return words.map((w, i) =>
    w.type === 'same' ? (
      <span key={i}>{w.text}</span>
    ) : side && w.type !== side ? null : w.type === 'added' ? (
      <ins key={i} className="rounded-sm bg-herb-100 text-ink no-underline decoration-herb-700">
        <span className="sr-only">[eingefügt: </span>
        {w.text}
        <span className="sr-only">]</span>
      </ins>
    ) : (
      <del key={i} className="rounded-sm bg-brand-100 text-ink decoration-brand-700">
        <span className="sr-only">[entfernt: </span>
        {w.text}
        <span className="sr-only">]</span>
      </del>
    ),
  );
}

function Html({ html, label, tone }: { html: string; label?: string; tone?: string }) {
  return (
    <div className={cx('min-w-0 rounded-lg p-3', tone)}>
      {label && <p className="mb-1 text-sm font-semibold text-ink-soft">{label}</p>}
      <div className="prose-content min-w-0" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

const ADDED = 'border-l-4 border-herb-600 bg-herb-50';
const REMOVED = 'border-l-4 border-brand-600 bg-brand-50';

/**
 * The text as readers see it, compared by blocks and words (issue 28, item 3): side by side from
 * md up, inline on a phone.
 */
function RenderedComparison({ diff }: { diff: Diff }) {
  const from = `Version ${diff.from.version}`;
  const to = `Version ${diff.to.version}`;
  return (
    <ol
      className="mt-4 space-y-2"
      aria-label={`Text von ${from} und ${to}, Abschnitt für Abschnitt`}
    >
      {diff.blocks.map((row, i) => (
        <li key={i} className="min-w-0">
          {row.type === 'skip' ? (
            <p className="rounded-lg bg-paper-dark px-3 py-1 text-center text-sm text-ink-soft">
              … {row.count}{' '}
              {row.count === 1 ? 'unveränderter Abschnitt' : 'unveränderte Abschnitte'} …
            </p>
          ) : row.type === 'same' ? (
            <Html html={row.html} tone="opacity-80" />
          ) : row.type === 'changed' ? (
            <>
              <div className="grid gap-2 max-md:hidden md:grid-cols-2">
                <div className={cx('min-w-0 rounded-lg p-3', REMOVED, BLOCK_LOOK[row.tag])}>
                  <Words words={row.words} side="removed" marker={row.marker} />
                </div>
                <div className={cx('min-w-0 rounded-lg p-3', ADDED, BLOCK_LOOK[row.tag])}>
                  <Words words={row.words} side="added" marker={row.marker} />
                </div>
              </div>
              <div
                className={cx(
                  'min-w-0 rounded-lg border-l-4 border-line bg-white p-3 md:hidden',
                  BLOCK_LOOK[row.tag],
                )}
              >
                <Words words={row.words} marker={row.marker} />
              </div>
            </>
          ) : row.type === 'replaced' ? (
            <div className="grid gap-2 md:grid-cols-2">
              <Html html={row.from} label={`${from} (ersetzt)`} tone={REMOVED} />
              <Html html={row.to} label={`${to} (neu)`} tone={ADDED} />
            </div>
          ) : row.type === 'added' ? (
            <div className="md:grid md:grid-cols-2 md:gap-2">
              <Html html={row.html} label={`Neu in ${to}`} tone={cx(ADDED, 'md:col-start-2')} />
            </div>
          ) : (
            <div className="md:grid md:grid-cols-2 md:gap-2">
              <Html html={row.html} label={`Entfernt, stand in ${from}`} tone={REMOVED} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Where readers see the article or post, when they do. */
export function ViewLink({
  kind,
  article,
}: {
  kind: HistoryKind;
  article: { slug: string; status: WikiStatus };
}) {
  const view = kind.viewLink(article);
  return (
    view && (
      <Link to={view.to} className="link">
        {view.label}
      </Link>
    )
  );
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
              {markdownView ? (
                <div className="mt-4 overflow-hidden rounded-xl border border-line bg-white">
                  <table className="w-full table-fixed border-collapse">
                    <caption className="sr-only">
                      Text von Version {diff.from.version} (links) und Version {diff.to.version}{' '}
                      (rechts), Zeile für Zeile
                    </caption>
                    <thead>
                      <tr className="border-b border-line bg-paper-dark text-left text-sm">
                        <th scope="col" className="w-1/2 px-2 py-1.5">
                          Version {diff.from.version}
                          <span className="block font-normal text-ink-soft">
                            {diff.from.author?.name ?? 'Import'},{' '}
                            {formatDateTime(diff.from.created_at)}
                          </span>
                        </th>
                        <th scope="col" className="w-1/2 border-l border-line px-2 py-1.5">
                          Version {diff.to.version}
                          <span className="block font-normal text-ink-soft">
                            {diff.to.author?.name ?? 'Import'}, {formatDateTime(diff.to.created_at)}
                          </span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {diff.rows.map((row, i) => {
                        if (row.type === 'skip')
                          return (
                            <tr
                              key={i}
                              className="border-y border-line bg-paper text-center text-sm text-ink-soft"
                            >
                              <td colSpan={2} className="px-2 py-1">
                                … {row.count} unveränderte {row.count === 1 ? 'Zeile' : 'Zeilen'} …
                              </td>
                            </tr>
                          );
                        const [left, right] = ROW_TONE[row.type];
                        return (
                          <tr key={i}>
                            <Line
                              text={row.left}
                              tone={left}
                              mark={row.type === 'same' ? '' : 'entfernt'}
                            />
                            <Line
                              text={row.right}
                              tone={cx('border-l', right)}
                              mark={row.type === 'same' ? '' : 'neu'}
                            />
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              ) : (
                <RenderedComparison diff={diff} />
              )}
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
