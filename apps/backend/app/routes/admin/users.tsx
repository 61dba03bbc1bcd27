// The user list: search, filters, order, pages and bulk actions (features/users).
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { DownloadLink } from '../../components/ui/DownloadLink';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import type { ActionResult } from '../../features/api/results';
import { usersAction, usersLoader } from './users.server';
import { UserFilters } from '../../features/users/UserFilters';
import { UserListForm } from '../../features/users/UserListForm';
import { isFiltered, listSearch } from '../../features/users/user-list';
import type { Route } from './+types/users';

export const loader = usersLoader;
export const action = usersAction;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Benutzer', matches);
export const ErrorBoundary = AdminErrorBoundary;

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { query, users, roles, showEmail, notice, mayInvite, bulk } = loaderData;
  const result = actionData as ActionResult | undefined;
  const [searchParams] = useSearchParams();
  const filtered = isFiltered(query);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">Benutzer</h1>
        <div className="flex flex-wrap gap-3">
          <DownloadLink to={`/benutzer/export${listSearch(query, {})}`}>
            Liste als CSV herunterladen
          </DownloadLink>
          {mayInvite && (
            <Link to="/benutzer/import" className="btn btn-secondary">
              Aus CSV importieren
            </Link>
          )}
          {mayInvite && (
            <Link to="/benutzer/neu" className="btn btn-primary">
              Person einladen
            </Link>
          )}
        </div>
      </div>
      {notice && (
        <Alert tone="success" className="mt-4" focusKey={notice}>
          {notice}
        </Alert>
      )}
      <UserFilters query={query} roles={roles} showEmail={showEmail} />

      <p className="mt-6" role="status">
        {users.meta.total === 0
          ? 'Keine Benutzer gefunden.'
          : `${users.meta.total} Benutzer${filtered ? ' gefunden' : ''}, ${users.meta.from}–${users.meta.to} angezeigt.`}
      </p>
      {result?.message && (
        <Alert tone={result.ok ? 'success' : 'error'} className="mt-4" focusKey={result}>
          {result.message}
        </Alert>
      )}
      {users.data.length > 0 && (
        <UserListForm
          users={users}
          query={query}
          roles={roles}
          showEmail={showEmail}
          bulk={bulk}
          result={result}
        />
      )}
      <Pagination meta={users.meta} search={searchParams} label="Seiten der Benutzerliste" />
    </>
  );
}
