// The user list's search: text, state and role, keeping the order.
import { USER_LIST_STATES } from '@frischkontor/contract';
import { Form, Link } from 'react-router';
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
      <div className="self-start">
        <label htmlFor="status" className="block font-semibold">
          Zustand
        </label>
        <select id="status" name="status" defaultValue={query.status ?? ''} className="input">
          <option value="">Alle</option>
          {USER_LIST_STATES.map((state) => (
            <option key={state} value={state}>
              {stateLabel(state)}
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
  );
}
