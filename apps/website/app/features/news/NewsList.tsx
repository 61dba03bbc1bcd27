// `/intern/neuigkeiten`: the person's news, pinned first, then newest, unread ones marked „Neu“,
// with „Alle als gelesen markieren“ as a plain form; writers also find „Neue Mitteilung“, each
// item's editor and history, and their drafts and expired items below.
import { Form, Link, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { Icon } from '~/components/ui/Icon';
import { eye } from '~/components/ui/icons';
import { formatDate } from '~/platform/content/format';
import { NewsBadges } from './NewsBadges';
import { NEWS_BASE, type NewsCard } from './card';

function unreadText(n: number) {
  return n === 0 ? 'Alles gelesen' : n === 1 ? '1 ungelesen' : `${n} ungelesen`;
}

function Items({ items, write, label }: { items: NewsCard[]; write: boolean; label: string }) {
  return (
    <ul aria-label={label} className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item.slug} className="card flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-[1_1_20rem]">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <NewsBadges item={item} />
              {item.date && (
                <time dateTime={item.date} className="text-ink-soft">
                  {formatDate(item.date)}
                </time>
              )}
              {write && <span className="text-ink-soft">· {item.audience}</span>}
            </p>
            <h3 className="mt-1 text-lg break-words">
              <Link
                to={`${NEWS_BASE}/${item.slug}`}
                className={`hover:text-brand-800 hover:underline ${item.read ? 'font-normal' : ''}`}
              >
                {item.title}
                {!item.read && !item.draft && !item.expired && (
                  <span className="sr-only"> (ungelesen)</span>
                )}
              </Link>
            </h3>
          </div>
          {write && (
            <div className="flex flex-wrap gap-2">
              <Link
                to={`${NEWS_BASE}/${item.slug}/bearbeiten`}
                className="btn btn-secondary btn-sm"
                aria-label={`„${item.title}“ bearbeiten`}
              >
                Bearbeiten
              </Link>
              <Link
                to={`${NEWS_BASE}/${item.slug}/versionen`}
                className="btn btn-secondary btn-sm"
                aria-label={`Versionen von „${item.title}“`}
              >
                Versionen
              </Link>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function NewsList({
  items,
  others,
  unread,
  watching,
  write,
  message,
}: {
  items: NewsCard[];
  others: NewsCard[];
  unread: number;
  /** The person is told of each new item (decision 055). */
  watching: boolean;
  write: boolean;
  message?: string;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <main>
      <Breadcrumbs items={[{ label: 'Intern', to: '/intern' }, { label: 'Mitteilungen' }]} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl sm:text-4xl">Mitteilungen</h1>
          <p className="mt-2 max-w-2xl text-ink-soft">
            Neuigkeiten aus dem Unternehmen, die für Sie bestimmt sind. Angeheftete stehen oben,
            dann die neuesten.
          </p>
        </div>
        {write && (
          <Link to={`${NEWS_BASE}/neu`} className="btn btn-primary">
            Neue Mitteilung
          </Link>
        )}
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="font-semibold">{unreadText(unread)}</p>
        {unread > 0 && (
          <Form method="post">
            <button type="submit" className="btn btn-secondary btn-sm" disabled={busy}>
              Alle als gelesen markieren
            </button>
          </Form>
        )}
        <Form method="post" className="sm:ml-auto">
          <input type="hidden" name="intent" value="beobachten" />
          <input type="hidden" name="on" value={watching ? '0' : '1'} />
          <button
            type="submit"
            aria-pressed={watching}
            className="inline-flex items-center gap-1.5 rounded-full font-semibold text-brand-700 hover:text-brand-900 hover:underline disabled:cursor-default disabled:text-ink-soft/60"
            disabled={busy}
            title={
              watching ? 'Nicht mehr benachrichtigen' : 'Bei neuen Mitteilungen benachrichtigen'
            }
          >
            <Icon d={eye} className="size-4" />
            {watching ? 'Beobachtet' : 'Beobachten'}
          </button>
        </Form>
      </div>
      {message && (
        <p role="status" className="alert alert-success mt-4">
          {message}
        </p>
      )}

      <h2 className="sr-only">Aktuelle Mitteilungen</h2>
      {items.length === 0 ? (
        <p className="mt-6">Zurzeit gibt es keine Mitteilungen für Sie.</p>
      ) : (
        <Items items={items} write={write} label="Aktuelle Mitteilungen" />
      )}

      {write && others.length > 0 && (
        <section aria-labelledby="entwuerfe" className="mt-12">
          <h2 id="entwuerfe" className="text-2xl">
            Entwürfe und abgelaufene Mitteilungen
          </h2>
          <p className="mt-2 max-w-2xl text-ink-soft">
            Nur für alle, die Mitteilungen schreiben: Entwürfe liest noch niemand, abgelaufene
            stehen in keiner Liste mehr.
          </p>
          <Items items={others} write label="Entwürfe und abgelaufene Mitteilungen" />
        </section>
      )}
    </main>
  );
}
