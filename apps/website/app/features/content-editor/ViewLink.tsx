// Where readers see an entry, when they do (the editor's and the history's link).
import type { WikiStatus } from '@frischkontor/contract';
import { Link } from 'react-router';
import type { HistoryKind } from './types';

export function ViewLink({
  kind,
  article,
}: {
  kind: HistoryKind;
  article: { slug: string; status: WikiStatus };
}) {
  const view = kind.viewLink(article);
  return (
    view && (
      <Link to={view.to} className="link">
        {view.label}
      </Link>
    )
  );
}
