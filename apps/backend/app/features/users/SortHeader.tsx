// A column header of the user list that orders the list by it.
import { Link } from 'react-router';
import { listSearch, type UserListQuery, type UserSort } from './user-list';

/** A column header that orders the list by it; a second click reverses the order. */
export function SortHeader({
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
