import { EmailAddress } from '@frischkontor/design';
import {
  ACCOUNT_STATES,
  ACCOUNT_STATUS_LABELS,
  accountStatus,
  can,
  isAdmin,
  PERMISSIONS,
} from '@frischkontor/contract';
import { Form, Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { formatDateTime } from '../../components/ui/format';
import { pageTitle } from '../../components/ui/page';
import { Pagination } from '../../components/ui/Pagination';
import { AdminErrorBoundary } from '../../features/admin/AdminErrorBoundary';
import { StateBadge } from '../../features/admin/account-states';
import {
  apiListQuery,
  listSearch,
  readUserListQuery,
  type UserListQuery,
  type UserSort,
} from '../../features/admin/user-list';
import { backendOf } from '../../features/api/index.server';
import type { AdminListedUser, Paginated, RoleView } from '../../features/api/types';
import { requirePermission } from '../../features/auth/guards.server';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = ({ matches }) => pageTitle('Benutzer', matches);
export const ErrorBoundary = AdminErrorBoundary;

const PAGE_SIZE = 20;

const NOTICES: Record<string, string> = {
  geloescht: 'Das Konto wurde gelöscht.',
};

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requirePermission(args, PERMISSIONS.viewUsers);
  const query = readUserListQuery(args.url);
  const backend = backendOf(args.context);
  const [users, roles] = await Promise.all([
    backend.get<Paginated<AdminListedUser>>('/admin/users', {
      ...apiListQuery(query),
      page: query.seite,
      size: PAGE_SIZE,
    }),
    can(viewer, PERMISSIONS.viewRoles)
      ? backend.get<{ data: RoleView[] }>('/admin/roles').then((r) => r.data)
      : Promise.resolve([] as RoleView[]),
  ]);
  return {
    query,
    users,
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    showEmail: isAdmin(viewer),
    mayInvite: can(viewer, PERMISSIONS.createUsers),
    notice: NOTICES[args.url.searchParams.get('hinweis') ?? ''] ?? null,
  };
}

/** A column header that orders the list by it; a second click reverses the order. */
function SortHeader({
  query,
  by,
  children,
}: {
  query: UserListQuery;
  by: 'name' | 'company' | 'email' | 'created_at';
  children: string;
}) {
  const current = query.sortierung ?? 'name';
  const ascending = current === by;
  const descending = current === `-${by}`;
  const next = (ascending ? `-${by}` : by) as UserSort;
  return (
    <th scope="col" aria-sort={ascending ? 'ascending' : descending ? 'descending' : undefined}>
      <Link
        to={`/benutzer${listSearch(query, { sortierung: next })}`}
        className="link whitespace-nowrap"
      >
        {children}
        <span aria-hidden="true">{ascending ? ' ▲' : descending ? ' ▼' : ''}</span>
        <span className="sr-only">
          {ascending ? ', absteigend sortieren' : ', aufsteigend sortieren'}
        </span>
      </Link>
    </th>
  );
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { query, users, roles, showEmail, notice, mayInvite } = loaderData;
  const [searchParams] = useSearchParams();
  const filtered = !!(query.q || query.status || query.rolle);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">Benutzer</h1>
        <div className="flex flex-wrap gap-3">
          {/* A file, not a page: the browser loads it itself and saves it. */}
          <Link
            to={`/benutzer/export${listSearch(query, {})}`}
            reloadDocument
            className="btn btn-secondary"
          >
            Liste als CSV herunterladen
          </Link>
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
      <Form
        method="get"
        role="search"
        aria-label="Benutzer"
        className="mt-6 flex flex-wrap items-end gap-4"
      >
        {query.sortierung && <input type="hidden" name="sortierung" value={query.sortierung} />}
        <div>
          <label htmlFor="suche" className="block font-semibold">
            Suche
          </label>
          <input
            id="suche"
            name="q"
            type="search"
            defaultValue={query.q}
            aria-describedby="suche-hinweis"
            className="input w-64"
          />
          <p id="suche-hinweis" className="mt-1 text-sm text-ink-soft">
            Name, Firma, Kundennummer{showEmail ? ' oder E-Mail' : ''}
          </p>
        </div>
        <div className="self-start">
          <label htmlFor="status" className="block font-semibold">
            Zustand
          </label>
          <select id="status" name="status" defaultValue={query.status ?? ''} className="input">
            <option value="">Alle</option>
            {ACCOUNT_STATES.map((state) => (
              <option key={state} value={state}>
                {ACCOUNT_STATUS_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
        {roles.length > 0 && (
          <div className="self-start">
            <label htmlFor="rolle" className="block font-semibold">
              Rolle
            </label>
            <select id="rolle" name="rolle" defaultValue={query.rolle ?? ''} className="input">
              <option value="">Alle</option>
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex gap-3 self-start pt-8">
          <button type="submit" className="btn btn-primary">
            Filtern
          </button>
          {filtered && (
            <Link to="/benutzer" className="btn btn-secondary">
              Zurücksetzen
            </Link>
          )}
        </div>
      </Form>

      <p className="mt-6" role="status">
        {users.meta.total === 0
          ? 'Keine Benutzer gefunden.'
          : `${users.meta.total} Benutzer${filtered ? ' gefunden' : ''}, ${users.meta.from}–${users.meta.to} angezeigt.`}
      </p>
      {users.data.length > 0 && (
        <div className="mt-3 table-scroll rounded-xl border border-line bg-white">
          <table className="table">
            <caption className="sr-only">Benutzer</caption>
            <thead>
              <tr>
                <SortHeader query={query} by="name">
                  Name
                </SortHeader>
                <SortHeader query={query} by="company">
                  Firma
                </SortHeader>
                {showEmail && (
                  <SortHeader query={query} by="email">
                    E-Mail
                  </SortHeader>
                )}
                <th scope="col">Rollen</th>
                <th scope="col">Zustand</th>
                <SortHeader query={query} by="created_at">
                  Registriert
                </SortHeader>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id}>
                  <td>
                    <Link to={`/benutzer/${user.id}`} className="link">
                      {user.lastname}, {user.firstname}
                    </Link>
                  </td>
                  <td>
                    {user.company ?? '–'}
                    {user.customer_number && (
                      <span className="block text-ink-soft">{user.customer_number}</span>
                    )}
                  </td>
                  {showEmail && <td>{user.email && <EmailAddress address={user.email} />}</td>}
                  <td>{user.roles.map((r) => r.name).join(', ') || '–'}</td>
                  <td>
                    <StateBadge state={accountStatus(user)} />
                  </td>
                  <td className="whitespace-nowrap">{formatDateTime(user.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination meta={users.meta} search={searchParams} label="Seiten der Benutzerliste" />
    </>
  );
}
