import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { OverdueList } from '~/features/wiki-review-dates';
import { wikiReviewDatesLoader } from '~/features/wiki-review-dates/index.server';
import type { Route } from './+types/wiki.pruefdaten';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = wikiReviewDatesLoader;

export default function WikiReviewDates({ loaderData }: Route.ComponentProps) {
  const { filter, owners, overdue, due, total } = loaderData;
  return (
    <main>
      <Breadcrumbs
        items={[
          { label: 'Intern', to: '/intern' },
          { label: 'Wiki', to: '/intern/wiki' },
          { label: 'Prüftermine' },
        ]}
      />
      <h1 className="mt-4 text-3xl sm:text-4xl">Prüftermine im Wiki</h1>
      <div className="mt-3 max-w-3xl space-y-2 text-ink-soft">
        <p>
          Jeder veröffentlichte Artikel hat eine verantwortliche Person und ein Datum „prüfen bis“.
          Fleisch, Lager, Logistik und Werkstatt prüft ihr alle 6 Monate, alles andere alle 12. Die
          Verantwortlichen bekommen zwei Wochen vorher eine E-Mail.
        </p>
        <p>
          {total === 1 ? 'Ein Artikel' : `${total} Artikel`} passen zu deiner Auswahl.{' '}
          <Link to="/intern/wiki" className="link">
            Zurück zum Wiki
          </Link>
        </p>
      </div>
      <OverdueList filter={filter} owners={owners} overdue={overdue} due={due} />
    </main>
  );
}
