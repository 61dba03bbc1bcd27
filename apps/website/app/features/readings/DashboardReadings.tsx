// The dashboard's „Zu bestätigen (n)“: the person's open Pflichtlektüre, nearest due first, and
// the way to all of it. The overview says „Sie“ (docs/content-guide.md).
import { READING_KIND_LABELS, type ReadingItem } from '@frischkontor/contract';
import { Panel } from '@frischkontor/design';
import { Link } from 'react-router';
import { formatDate } from '~/platform/content/format';
import { READINGS_BASE } from './paths';

export function DashboardReadings({ items, open }: { items: ReadingItem[]; open: number }) {
  return (
    <Panel
      id="pflichtlektuere"
      title={`Zu bestätigen (${open})`}
      className="mt-10"
      headingClassName="text-2xl"
    >
      <p className="mt-2">
        {open === 0
          ? 'Sie haben alle Pflichtlektüre bestätigt.'
          : 'Bitte lesen Sie diese Anweisungen und bestätigen Sie sie mit „Gelesen und verstanden“.'}{' '}
        <Link to={READINGS_BASE} className="link font-semibold">
          Zur Pflichtlektüre
        </Link>
      </p>
      {items.length > 0 && (
        <ul aria-label="Zu bestätigen" className="mt-4 grid-fit gap-3 [--fit-min:15rem]">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={item.kind === 'wiki' ? item.href : READINGS_BASE}
                className="flex h-full flex-col gap-1 rounded-xl border border-line bg-white px-4 py-3 hover:border-brand-300"
              >
                <span className="text-sm text-ink-soft">
                  {READING_KIND_LABELS[item.kind]} ·{' '}
                  <span className={item.overdue ? 'font-semibold text-brand-800' : ''}>
                    {item.overdue ? 'überfällig seit' : 'bis'} {formatDate(item.due_on)}
                  </span>
                </span>
                <span className="font-semibold break-words">{item.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
