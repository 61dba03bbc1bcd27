// A column header that orders a list by it: a first click in the column's natural direction
// (newest first for a time), a second one the other way round.
import { Link } from 'react-router';

export function SortHeader({
  current,
  by,
  href,
  descendingFirst = false,
  children,
}: {
  /** The list's order: a column's key, `-` before it for descending. */
  current: string;
  by: string;
  /** The list's address in the given order. */
  href: (sort: string) => string;
  descendingFirst?: boolean;
  children: string;
}) {
  const ascending = current === by;
  const descending = current === `-${by}`;
  const next = ascending ? `-${by}` : descending ? by : descendingFirst ? `-${by}` : by;
  return (
    <th scope="col" aria-sort={ascending ? 'ascending' : descending ? 'descending' : undefined}>
      <Link to={href(next)} className="link whitespace-nowrap">
        {children}
        <span aria-hidden="true">{ascending ? ' ▲' : descending ? ' ▼' : ''}</span>
        <span className="sr-only">
          {next.startsWith('-') ? ', absteigend sortieren' : ', aufsteigend sortieren'}
        </span>
      </Link>
    </th>
  );
}
