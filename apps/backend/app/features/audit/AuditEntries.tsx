// The log's entries: a dense table where there is room for it, a card each on a phone; an
// entry's details on demand. Long addresses break anywhere rather than widen the page.
import {
  AUDIT_SORT_LABELS,
  AUDIT_TARGET_LABELS,
  auditActionLabel,
  detailLines,
  type AuditEntry,
} from '@frischkontor/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatStamp } from '../../components/ui/format';
import { SortHeader } from '../../components/ui/SortHeader';
import { useHydrated } from '../../components/ui/use-hydrated';
import { auditSearch, sortOf, type AuditQuery } from './audit-query';

function Person({ id, label }: { id: number | null; label: string | null }) {
  if (!label) return <>–</>;
  return id ? (
    <Link to={`/protokoll?benutzer=${id}`} className="link">
      {label}
    </Link>
  ) : (
    <>{label}</>
  );
}

const Actor = ({ entry }: { entry: AuditEntry }) =>
  entry.actor_label ? (
    <Person id={entry.actor_id} label={entry.actor_label} />
  ) : (
    <>Nicht angemeldet</>
  );

const Target = ({ entry }: { entry: AuditEntry }) =>
  entry.target_type === 'user' ? (
    <Person id={entry.target_id ? Number(entry.target_id) : null} label={entry.target_label} />
  ) : (
    <>{entry.target_label ?? '–'}</>
  );

const origin = (entry: AuditEntry) => [entry.ip, entry.device].filter(Boolean).join(' · ') || '–';

const When = ({ entry }: { entry: AuditEntry }) => (
  <time dateTime={entry.created_at} className="whitespace-nowrap">
    {formatStamp(entry.created_at)}
  </time>
);

/** The button that opens an entry's details; it works once the page's script runs. */
function DetailsButton({
  entry,
  open,
  controls,
  onToggle,
}: {
  entry: AuditEntry;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm whitespace-nowrap"
      aria-expanded={open}
      aria-controls={controls}
      disabled={!hydrated}
      onClick={onToggle}
    >
      Details
      <span className="sr-only">
        {` zu „${auditActionLabel(entry.action)}“ vom ${formatStamp(entry.created_at)}`}
      </span>
    </button>
  );
}

/** What the table's columns do not say (or a card's key facts): details, browser, entry number. */
function Details({ entry, withOverview }: { entry: AuditEntry; withOverview: boolean }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm wrap-anywhere sm:grid-cols-[max-content_1fr]">
      {withOverview && entry.target_type && (
        <>
          <dt className="font-semibold">{AUDIT_TARGET_LABELS[entry.target_type] ?? 'Betroffen'}</dt>
          <dd>
            <Target entry={entry} />
          </dd>
        </>
      )}
      {detailLines(entry.details).map(([label, text]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
      {withOverview && (
        <>
          <dt className="font-semibold">Von</dt>
          <dd>{origin(entry)}</dd>
        </>
      )}
      <dt className="font-semibold">Browser-Kennung</dt>
      <dd>{entry.user_agent ?? '–'}</dd>
      <dt className="font-semibold">Eintrag Nr.</dt>
      <dd>{entry.id}</dd>
    </dl>
  );
}

const COLUMNS = 6;

function EntryRows({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <tbody>
      <tr>
        <td>
          <When entry={entry} />
        </td>
        <td className="font-semibold">{auditActionLabel(entry.action)}</td>
        <td className="wrap-anywhere">
          <Actor entry={entry} />
        </td>
        <td className="wrap-anywhere">
          {entry.target_type && (
            <span className="block text-ink-soft">{AUDIT_TARGET_LABELS[entry.target_type]}</span>
          )}
          <Target entry={entry} />
        </td>
        <td className="wrap-anywhere">{origin(entry)}</td>
        <td className="text-right">
          <DetailsButton entry={entry} open={open} controls={id} onToggle={() => setOpen(!open)} />
        </td>
      </tr>
      <tr id={id} hidden={!open} className="bg-paper">
        <td colSpan={COLUMNS}>
          <Details entry={entry} withOverview={false} />
        </td>
      </tr>
    </tbody>
  );
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="rounded-xl border border-line bg-white p-3 wrap-anywhere">
      <p className="font-semibold">{auditActionLabel(entry.action)}</p>
      <p className="text-sm text-ink-soft">
        <When entry={entry} />
      </p>
      <p className="mt-1 text-sm">
        <span className="font-semibold">Wer: </span>
        <Actor entry={entry} />
      </p>
      <div className="mt-2">
        <DetailsButton entry={entry} open={open} controls={id} onToggle={() => setOpen(!open)} />
      </div>
      <div id={id} hidden={!open} className="mt-2">
        <Details entry={entry} withOverview />
      </div>
    </li>
  );
}

export function AuditEntries({ entries, query }: { entries: AuditEntry[]; query: AuditQuery }) {
  const sort = sortOf(query);
  const label = `Einträge, ${AUDIT_SORT_LABELS[sort]}`;
  const sortBy = {
    current: sort,
    href: (next: string) =>
      `/protokoll${auditSearch(query, { sortierung: next as AuditQuery['sortierung'] })}`,
  };
  return (
    <div className="mt-3 @container">
      <div className="hidden table-scroll rounded-xl border border-line bg-white @4xl:block">
        {/* Fixed columns: time, action and origin keep their room, the people share the rest. */}
        <table className="table table-fixed">
          <caption className="sr-only">{label}</caption>
          <colgroup>
            <col className="w-36" />
            <col className="w-40" />
            <col />
            <col />
            <col className="w-36" />
            <col className="w-28" />
          </colgroup>
          <thead>
            <tr>
              <SortHeader {...sortBy} by="created_at" descendingFirst>
                Wann
              </SortHeader>
              <SortHeader {...sortBy} by="action">
                Aktion
              </SortHeader>
              <SortHeader {...sortBy} by="actor">
                Wer
              </SortHeader>
              <th scope="col">Betroffen</th>
              <th scope="col">Von</th>
              <th scope="col">
                <span className="sr-only">Einzelheiten</span>
              </th>
            </tr>
          </thead>
          {entries.map((entry) => (
            <EntryRows key={entry.id} entry={entry} />
          ))}
        </table>
      </div>
      <ol className="space-y-3 @4xl:hidden" aria-label={label}>
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} />
        ))}
      </ol>
    </div>
  );
}
