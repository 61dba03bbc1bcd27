import {
  AUDIT_ACTION_CODES,
  AUDIT_GROUPS,
  auditActionLabel,
  PERMISSIONS,
  type AuditEntry,
  type Paginated,
} from '@frischkontor/contract';
import { Form, Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/ui/Alert';
import { formatStamp } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { detailLines } from '../../features/admin/audit-details';
import { backendOf } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Protokoll', matches);
export const ErrorBoundary = AdminErrorBoundary;

const PAGE_SIZE = 25;

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const day = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const querySchema = z.object({
  aktion: z
    .string()
    .refine((v) => (AUDIT_ACTION_CODES as string[]).includes(v) || Object.hasOwn(AUDIT_GROUPS, v))
    .optional()
    .catch(undefined),
  benutzer: z.coerce.number().int().positive().optional().catch(undefined),
  suche: z.string().trim().max(100).optional().catch(undefined),
  von: day.catch(undefined),
  bis: day.catch(undefined),
  seite: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  const query = querySchema.parse(Object.fromEntries(args.url.searchParams));
  // A day the browser let through but the calendar has not (31.02.) is said, not sent.
  const problems = (['von', 'bis'] as const)
    .filter((key) => query[key] && !isDay(query[key]))
    .map((key) => `„${key === 'von' ? 'Von' : 'Bis'}“ ist kein gültiges Datum (TT.MM.JJJJ).`);
  const entries = await backendOf(args.context).get<Paginated<AuditEntry>>('/admin/audit', {
    action: query.aktion,
    user: query.benutzer,
    search: query.suche || undefined,
    from: query.von && isDay(query.von) ? query.von : undefined,
    to: query.bis && isDay(query.bis) ? query.bis : undefined,
    page: query.seite,
    size: PAGE_SIZE,
  });
  return { query, entries, problems };
}

const TARGET_TYPES: Record<string, string> = {
  user: 'Konto',
  role: 'Rolle',
  media: 'Datei',
  settings: 'Einstellungen',
  submission: 'Eingang',
  newsletter: 'Newsletter-Empfänger',
};

function Person({ id, label }: { id: number | null; label: string | null }) {
  if (!label) return <>–</>;
  return id ? (
    <Link to={`/protokoll?benutzer=${id}`} className="link break-words">
      {label}
    </Link>
  ) : (
    <span className="break-words">{label}</span>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const details = detailLines(entry.details);
  return (
    <li className="card">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-display text-lg font-semibold">{auditActionLabel(entry.action)}</h2>
        <time dateTime={entry.created_at} className="text-ink-soft">
          {formatStamp(entry.created_at)}
        </time>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Wer</dt>
        <dd>
          {entry.actor_label ? (
            <Person id={entry.actor_id} label={entry.actor_label} />
          ) : (
            'Nicht angemeldet'
          )}
        </dd>
        {entry.target_type && (
          <>
            <dt className="font-semibold">{TARGET_TYPES[entry.target_type] ?? 'Betroffen'}</dt>
            <dd>
              {entry.target_type === 'user' ? (
                <Person
                  id={entry.target_id ? Number(entry.target_id) : null}
                  label={entry.target_label}
                />
              ) : (
                <span className="break-words">{entry.target_label ?? '–'}</span>
              )}
            </dd>
          </>
        )}
        {details.map(([label, text]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{text}</dd>
          </div>
        ))}
        <dt className="font-semibold">Von</dt>
        <dd className="break-words">
          {[entry.ip, entry.device].filter(Boolean).join(' · ') || '–'}
        </dd>
      </dl>
    </li>
  );
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { query, entries, problems } = loaderData;
  const [searchParams] = useSearchParams();
  const groups = Object.entries(AUDIT_GROUPS);
  return (
    <>
      <h1 className="text-3xl">Protokoll</h1>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Anmeldungen und jede Änderung an Konten, Rollen, Dateien und Einstellungen: wer, wann, von
        welcher Adresse. Einträge werden nach der unter Einstellungen festgelegten Zeit gelöscht.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <div className="min-w-0">
          <label htmlFor="aktion" className="block font-semibold">
            Aktion
          </label>
          <select id="aktion" name="aktion" defaultValue={query.aktion ?? ''} className="input">
            <option value="">Alle</option>
            {groups.map(([group, label]) => (
              <optgroup key={group} label={label}>
                <option value={group}>{label}: alle</option>
                {AUDIT_ACTION_CODES.filter((code) => code.startsWith(`${group}.`)).map((code) => (
                  <option key={code} value={code}>
                    {auditActionLabel(code)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="suche" className="block font-semibold">
            Person oder Adresse
          </label>
          <input
            id="suche"
            name="suche"
            type="search"
            defaultValue={query.suche ?? ''}
            className="input"
            maxLength={100}
          />
        </div>
        <div>
          <label htmlFor="von" className="block font-semibold">
            Von
          </label>
          <input id="von" name="von" type="date" defaultValue={query.von ?? ''} className="input" />
        </div>
        <div>
          <label htmlFor="bis" className="block font-semibold">
            Bis
          </label>
          <input id="bis" name="bis" type="date" defaultValue={query.bis ?? ''} className="input" />
        </div>
        {query.benutzer && <input type="hidden" name="benutzer" value={query.benutzer} />}
        <button type="submit" className="btn btn-primary">
          Filtern
        </button>
      </Form>
      {query.benutzer && (
        <p className="mt-4">
          Nur Einträge, in denen das Konto Nr. {query.benutzer} handelt oder betroffen ist.{' '}
          <Link
            to={`/protokoll?${new URLSearchParams(
              Object.entries({
                aktion: query.aktion,
                suche: query.suche,
                von: query.von,
                bis: query.bis,
              })
                .filter((e): e is [string, string] => !!e[1])
                .map(([k, v]) => [k, v]),
            ).toString()}`}
            className="link"
          >
            Alle Konten zeigen
          </Link>
        </p>
      )}
      {problems.length > 0 && (
        <Alert tone="error" className="mt-4" focusKey={problems.join()}>
          {problems.join(' ')}
        </Alert>
      )}
      <p className="mt-6" role="status">
        {entries.meta.total === 0
          ? 'Keine Einträge gefunden.'
          : `${entries.meta.total} ${entries.meta.total === 1 ? 'Eintrag' : 'Einträge'}, ${entries.meta.from}–${entries.meta.to} angezeigt.`}
      </p>
      {entries.data.length > 0 && (
        <ol className="mt-3 space-y-3" aria-label="Einträge, neueste zuerst">
          {entries.data.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pagination meta={entries.meta} search={searchParams} label="Seiten des Protokolls" />
    </>
  );
}
