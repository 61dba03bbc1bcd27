// The dashboard's news: the newest items addressed to the person, how many are unread, and the
// way to all of them.
import { Panel } from '@frischkontor/design';
import { Link } from 'react-router';
import { formatDate } from '~/platform/content/format';
import { NewsBadges } from './NewsBadges';
import { NEWS_BASE, type NewsCard } from './card';

export function DashboardNews({ items, unread }: { items: NewsCard[]; unread: number }) {
  return (
    <Panel id="mitteilungen" title="Mitteilungen" className="mt-10" headingClassName="text-2xl">
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-semibold">
          {unread === 0 ? 'Alles gelesen' : `${unread} ungelesen`}
        </span>
        <Link to={NEWS_BASE} className="link font-semibold">
          Alle Mitteilungen
        </Link>
      </p>
      {items.length === 0 ? (
        <p className="mt-3 text-ink-soft">Zurzeit gibt es keine Mitteilungen für Sie.</p>
      ) : (
        <ul aria-label="Neueste Mitteilungen" className="mt-4 grid-fit gap-3 [--fit-min:15rem]">
          {items.map((item) => (
            <li key={item.slug}>
              <Link
                to={`${NEWS_BASE}/${item.slug}`}
                className="flex h-full flex-col gap-1 rounded-xl border border-line bg-white px-4 py-3 hover:border-brand-300"
              >
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <NewsBadges item={item} />
                  {item.date && (
                    <time dateTime={item.date} className="text-ink-soft">
                      {formatDate(item.date)}
                    </time>
                  )}
                </span>
                <span className="font-semibold break-words">
                  {item.title}
                  {!item.read && <span className="sr-only"> (ungelesen)</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
