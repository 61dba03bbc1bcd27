import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  PERMISSIONS,
  UNSOLICITED_APPLICATION,
  type ApplicationList,
} from '@frischkontor/contract';
import { Form, Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { formatDay } from '../../components/ui/format';
import { ApplicationStatusBadge } from '../../features/admin/applications';
import { backendOf } from '../../features/api/index.server';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Bewerbungen', matches);
export const ErrorBoundary = AdminErrorBoundary;

const querySchema = z.object({
  stelle: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,119}$/)
    .optional()
    .catch(undefined),
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  seite: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, PERMISSIONS.careersApplications);
  const query = querySchema.parse(Object.fromEntries(args.url.searchParams));
  const applications = await backendOf(args.context).get<ApplicationList>('/admin/applications', {
    job: query.stelle,
    status: query.status,
    page: query.seite,
    size: 20,
  });
  return { query, applications };
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { query, applications } = loaderData;
  const [searchParams] = useSearchParams();
  const total = applications.meta.total;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl">Bewerbungen</h1>
        <Link to="/bewerbungen/vorlagen" className="link">
          E-Mail-Vorlagen
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-ink-soft">
        Bewerbungen von der Karriereseite. Ist das Verfahren abgeschlossen (Zusage, Absage oder
        zurückgezogen), werden Bewerbung und Unterlagen nach Ablauf der Aufbewahrungsfrist
        automatisch gelöscht.
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <div className="min-w-0">
          <label htmlFor="stelle" className="block font-semibold">
            Stelle oder Initiativbewerbung
          </label>
          <select
            id="stelle"
            name="stelle"
            defaultValue={query.stelle ?? ''}
            className="input max-w-full"
          >
            <option value="">Alle</option>
            {applications.jobs.map((job) => (
              <option key={job.slug} value={job.slug}>
                {job.title} ({job.count})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status" className="block font-semibold">
            Status
          </label>
          <select id="status" name="status" defaultValue={query.status ?? ''} className="input">
            <option value="">Alle</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Filtern
        </button>
      </Form>
      <p className="mt-6" role="status">
        {total === 0
          ? 'Keine Bewerbungen gefunden.'
          : `${total} ${total === 1 ? 'Bewerbung' : 'Bewerbungen'}, ${applications.meta.from}–${applications.meta.to} angezeigt.`}
      </p>
      {applications.data.length > 0 && (
        <div className="mt-3 table-scroll rounded-xl border border-line bg-white">
          <table className="table">
            <caption className="sr-only">Bewerbungen</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Stelle oder Initiativbewerbung</th>
                <th scope="col">Eingang</th>
                <th scope="col">Status</th>
                <th scope="col">Zuständig</th>
                <th scope="col">Löschung</th>
              </tr>
            </thead>
            <tbody>
              {applications.data.map((a) => (
                <tr key={a.id}>
                  <td>
                    <Link to={`/bewerbungen/${a.id}`} className="link font-semibold">
                      {a.name}
                    </Link>
                  </td>
                  <td>{a.unsolicited ? UNSOLICITED_APPLICATION.title : a.job_title}</td>
                  <td className="whitespace-nowrap">{formatDay(a.created_at)}</td>
                  <td>
                    <ApplicationStatusBadge status={a.status} />
                  </td>
                  <td>{a.owner?.name ?? '–'}</td>
                  <td className="whitespace-nowrap">
                    {a.delete_after ? formatDay(a.delete_after) : 'nach Abschluss'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination meta={applications.meta} search={searchParams} label="Seiten der Bewerbungen" />
    </>
  );
}
