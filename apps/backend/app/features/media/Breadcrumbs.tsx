import { Link } from 'react-router';
import type { MediaFolderName } from '@frischkontor/contract';
import { cx } from '../../components/ui/cx';
import { useMediaDrag } from './drag';
import { mediaHref, shownName } from './names';

export function FolderIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mr-1.5 inline size-4 align-[-2px] text-brand-700"
      fill="currentColor"
    >
      <path d="M2 5a2 2 0 0 1 2-2h4l2 2h6a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5Z" />
    </svg>
  );
}

/** The path to the open folder; rows of its list dragged onto a folder above move there. */
export function Breadcrumbs({ trail }: { trail: readonly MediaFolderName[] }) {
  const drag = useMediaDrag();
  const mark = (path: string) =>
    drag.over === path ? 'outline-2 outline-offset-2 outline-brand-700' : undefined;
  return (
    <nav aria-label="Ordnerpfad" className="mt-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          {trail.length ? (
            <Link to={mediaHref('')} className={cx('link', mark(''))} {...drag.target('')}>
              Medien
            </Link>
          ) : (
            <span aria-current="page" className="font-semibold">
              Medien
            </span>
          )}
        </li>
        {trail.map((step, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={step.path} className="flex items-center gap-1">
              <span aria-hidden="true" className="text-ink-soft">
                /
              </span>
              {last ? (
                <span aria-current="page" className="font-semibold">
                  {shownName(step)}
                </span>
              ) : (
                <Link
                  to={mediaHref(step.path)}
                  className={cx('link', mark(step.path))}
                  {...drag.target(step.path)}
                >
                  {shownName(step)}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
