import { Link } from 'react-router';

/** A link to a file, not a page (a CSV export): the browser loads it itself and saves it. */
export function DownloadLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} reloadDocument className="btn btn-secondary">
      {children}
    </Link>
  );
}
