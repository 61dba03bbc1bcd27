// HR's applications: search, filters, order, pages and the CSV export (features/admin).
import {
  APPLICATION_SORT_LABELS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  PERMISSIONS,
  type ApplicationList,
  type ApplicationOwner,
} from '@frischkontor/contract';
import { Form, Link, useSearchParams } from 'react-router';
import { DownloadLink } from '../../components/ui/DownloadLink';
import { FilterSelect, SearchField } from '../../components/ui/ListFilters';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import {
  apiApplicationQuery,
  applicationSearch,
  readApplicationQuery,
} from '../../features/admin/application-list';
import { ApplicationTable } from '../../features/admin/ApplicationTable';
import { backendOf } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Bewerbungen', matches);
export const ErrorBoundary = AdminErrorBoundary;

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.careersApplications);
  const query = readApplicationQuery(args.url);
  const api = backendOf(args.context);
  const [applications, owners] = await Promise.all([
    api.get<ApplicationList>('/admin/applications', {
      ...apiApplicationQuery(query),
      page: query.seite,
      size: 20,
    }),
    api.get<{ data: ApplicationOwner[] }>('/admin/applications/owners'),
  ]);
  return { query, applications, owners: owners.data };
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { query, applications, owners } = loaderData;
  const [searchParams] = useSearchParams();
  const total = applications.meta.total;
  const filtered = !!(query.q || query.stelle || query.status || query.zustaendig);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">Bewerbungen</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/bewerbungen/vorlagen" className="link">
            E-Mail-Vorlagen
          </Link>
          <DownloadLink to={`/bewerbungen/export${applicationSearch(query, {})}`}>
            Liste als CSV herunterladen
          </DownloadLink>
        </div>
      </div>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Bewerbungen von der Karriereseite. Ist das Verfahren abgeschlossen (Zusage, Absage oder
        zurückgezogen), werden Bewerbung und Unterlagen nach Ablauf der Aufbewahrungsfrist
        automatisch gelöscht.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <SearchField value={query.q} label="Name oder E-Mail-Adresse" />
        <FilterSelect
          name="stelle"
          label="Stelle oder Initiativbewerbung"
          value={query.stelle}
          options={applications.jobs.map((job) => [job.slug, `${job.title} (${job.count})`])}
        />
        <FilterSelect
          name="status"
          label="Status"
          value={query.status}
          options={APPLICATION_STATUSES.map((status) => [
            status,
            APPLICATION_STATUS_LABELS[status],
          ])}
        />
        <FilterSelect
          name="zustaendig"
          label="Zuständig"
          value={query.zustaendig}
          options={[['niemand', 'Noch niemand'], ...owners.map((o) => [o.id, o.name] as const)]}
        />
        <FilterSelect
          name="sortierung"
          label="Sortierung"
          value={query.sortierung ?? '-created_at'}
          options={Object.entries(APPLICATION_SORT_LABELS)}
          all={null}
        />
        <button type="submit" className="btn btn-primary">
          Filtern
        </button>
      </Form>
      <p className="mt-6" role="status">
        {total === 0
          ? 'Keine Bewerbungen gefunden.'
          : `${total} ${total === 1 ? 'Bewerbung' : 'Bewerbungen'}${filtered ? ' gefunden' : ''}, ${applications.meta.from}–${applications.meta.to} angezeigt.`}
      </p>
      {applications.data.length > 0 && (
        <ApplicationTable applications={applications.data} query={query} />
      )}
      <Pagination meta={applications.meta} search={searchParams} label="Seiten der Bewerbungen" />
    </>
  );
}
