// HR's list: a table where there is room for it, a card each on a phone (name, job, status and
// owner at a glance); the columns order the list by a click.
import {
  APPLICATION_SORT_LABELS,
  UNSOLICITED_APPLICATION,
  type ApplicationSummary,
} from '@frischkontor/contract';
import { Link } from 'react-router';
import { formatDay } from '../../components/ui/format';
import { SortHeader } from '../../components/ui/SortHeader';
import { ApplicationStatusBadge } from './applications';
import { applicationSearch, type ApplicationQuery } from './application-list';

const jobOf = (a: ApplicationSummary) =>
  a.unsolicited ? UNSOLICITED_APPLICATION.title : a.job_title;
const deletion = (a: ApplicationSummary) =>
  a.delete_after ? formatDay(a.delete_after) : 'nach Abschluss';

export function ApplicationTable({
  applications,
  query,
}: {
  applications: ApplicationSummary[];
  query: ApplicationQuery;
}) {
  const sort = query.sortierung ?? '-created_at';
  const label = `Bewerbungen, ${APPLICATION_SORT_LABELS[sort]}`;
  const sortBy = {
    current: sort,
    href: (next: string) =>
      `/bewerbungen${applicationSearch(query, { sortierung: next as ApplicationQuery['sortierung'] })}`,
  };
  return (
    <div className="mt-3 @container">
      <div className="hidden table-scroll rounded-xl border border-line bg-white @4xl:block">
        <table className="table">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <SortHeader {...sortBy} by="name">
                Name
              </SortHeader>
              <SortHeader {...sortBy} by="job_title">
                Stelle oder Initiativbewerbung
              </SortHeader>
              <SortHeader {...sortBy} by="created_at" descendingFirst>
                Eingang
              </SortHeader>
              <th scope="col">Status</th>
              <th scope="col">Zuständig</th>
              <th scope="col">Löschung</th>
            </tr>
          </thead>
          <tbody>
            {applications.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link to={`/bewerbungen/${a.id}`} className="link font-semibold">
                    {a.name}
                  </Link>
                  <span className="block text-sm wrap-anywhere text-ink-soft">{a.email}</span>
                </td>
                <td>{jobOf(a)}</td>
                <td className="whitespace-nowrap">{formatDay(a.created_at)}</td>
                <td>
                  <ApplicationStatusBadge status={a.status} />
                </td>
                <td>{a.owner?.name ?? '–'}</td>
                <td className="whitespace-nowrap">{deletion(a)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className="space-y-3 @4xl:hidden" aria-label={label}>
        {applications.map((a) => (
          <li key={a.id} className="card p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Link to={`/bewerbungen/${a.id}`} className="link font-semibold break-words">
                {a.name}
              </Link>
              <ApplicationStatusBadge status={a.status} />
            </div>
            <p className="mt-1 text-sm wrap-anywhere text-ink-soft">{a.email}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold">Stelle</dt>
              <dd className="min-w-0 break-words">{jobOf(a)}</dd>
              <dt className="font-semibold">Eingang</dt>
              <dd>{formatDay(a.created_at)}</dd>
              <dt className="font-semibold">Zuständig</dt>
              <dd>{a.owner?.name ?? '–'}</dd>
              <dt className="font-semibold">Löschung</dt>
              <dd>{deletion(a)}</dd>
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
