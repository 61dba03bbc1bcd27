// The user list's search: text, state and role, keeping the order.
import { USER_LIST_STATES } from '@frischkontor/contract';
import { Form, Link } from 'react-router';
import { FilterSelect } from '../../components/ui/ListFilters';
import { stateLabel } from '../admin/account-states';
import { isFiltered, type UserListQuery } from './user-list';

export function UserFilters({
  query,
  roles,
  showEmail,
}: {
  query: UserListQuery;
  roles: { id: number; name: string }[];
  showEmail: boolean;
}) {
  const filtered = isFiltered(query);
  return (
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
      <FilterSelect
        name="status"
        label="Zustand"
        value={query.status}
        options={USER_LIST_STATES.map((state) => [state, stateLabel(state)])}
        className="self-start"
      />
      {roles.length > 0 && (
        <FilterSelect
          name="rolle"
          label="Rolle"
          value={query.rolle}
          options={roles.map((role) => [role.id, role.name])}
          className="self-start"
        />
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
  );
}
