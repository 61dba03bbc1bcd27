// Two versions of an entry compared: line by line in Markdown, or the text as readers see it
// with the changed blocks marked (decision 040).
import type { WikiPerson } from '@frischkontor/contract';
import { cx } from '~/components/ui/cx';
import { formatDateTime } from '~/platform/content/format';
import type { CompareRow, CompareWords, DiffRow } from './types';

/** Two versions compared as the backend answers. */
export interface Diff {
  from: { version: number; author: WikiPerson | null; created_at: string };
  to: { version: number; author: WikiPerson | null; created_at: string };
  fields: { label: string; from: string; to: string }[];
  rows: DiffRow[];
  blocks: CompareRow[];
}

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

/** Markdown of the two versions side by side, line by line. */
export function LineComparison({ diff }: { diff: Diff }) {
  return (
    <div className="mt-4 overflow-hidden rounded-xl border border-line bg-white">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">
          Text von Version {diff.from.version} (links) und Version {diff.to.version} (rechts), Zeile
          für Zeile
        </caption>
        <thead>
          <tr className="border-b border-line bg-paper-dark text-left text-sm">
            <th scope="col" className="w-1/2 px-2 py-1.5">
              Version {diff.from.version}
              <span className="block font-normal text-ink-soft">
                {diff.from.author?.name ?? 'Import'}, {formatDateTime(diff.from.created_at)}
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
                <Line text={row.left} tone={left} mark={row.type === 'same' ? '' : 'entfernt'} />
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
  );
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
export function RenderedComparison({ diff }: { diff: Diff }) {
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
