import {
  AUDIT_ACTION_CODES,
  AUDIT_GROUPS,
  AUDIT_SORT_LABELS,
  auditActionLabel,
  PERMISSIONS,
  type AuditEntry,
  type Paginated,
} from '@frischkontor/contract';
import { Form, Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { DownloadLink } from '../../components/ui/DownloadLink';
import { FilterSelect } from '../../components/ui/ListFilters';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { AuditEntries } from '../../features/audit/AuditEntries';
import {
  apiAuditQuery,
  auditSearch,
  readAuditQuery,
  sortOf,
} from '../../features/audit/audit-query';
import { backendOf } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Protokoll', matches);
export const ErrorBoundary = AdminErrorBoundary;

const PAGE_SIZE = 100;

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.admin);
  // A value that is not one (a day the calendar has not, an unknown action) is said, not sent.
  const { query, problems } = readAuditQuery(args.url);
  const entries = await backendOf(args.context).get<Paginated<AuditEntry>>('/admin/audit', {
    ...apiAuditQuery(query),
    page: query.seite,
    size: PAGE_SIZE,
  });
  return { query, entries, problems };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { query, entries, problems } = loaderData;
  const [searchParams] = useSearchParams();
  const groups = Object.entries(AUDIT_GROUPS);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">Protokoll</h1>
        <DownloadLink to={`/protokoll/export${auditSearch(query)}`}>
          Als CSV exportieren
        </DownloadLink>
      </div>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Anmeldungen und jede Änderung an Konten, Rollen, Dateien und Einstellungen: wer, wann, von
        welcher Adresse. Einträge werden nach der unter Einstellungen festgelegten Zeit gelöscht.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <div className="max-w-full min-w-0 sm:max-w-xs">
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
        <FilterSelect
          name="sortierung"
          label="Sortierung"
          value={sortOf(query)}
          options={Object.entries(AUDIT_SORT_LABELS)}
          all={null}
        />
        {query.benutzer && <input type="hidden" name="benutzer" value={query.benutzer} />}
        <button type="submit" className="btn btn-primary">
          Filtern
        </button>
      </Form>
      {query.benutzer && (
        <p className="mt-4">
          Nur Einträge, in denen das Konto Nr. {query.benutzer} handelt oder betroffen ist.{' '}
          <Link to={`/protokoll${auditSearch(query, { benutzer: undefined })}`} className="link">
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
      {entries.data.length > 0 && <AuditEntries entries={entries.data} query={query} />}
      <Pagination meta={entries.meta} search={searchParams} label="Seiten des Protokolls" />
    </>
  );
}
