import { Panel } from '@frischkontor/design';
import { Link } from 'react-router';
import { Icon } from '~/components/ui/Icon';
import {
  arrowRight,
  check,
  document as documentIcon,
  euro,
  info,
  megaphone,
  search,
  star,
  users,
} from '~/components/ui/icons';
import { Administration } from '~/features/intranet';
import { DashboardNews } from '~/features/news';
import { DashboardReadings } from '~/features/readings';
import { DashboardReviews } from '~/features/wiki-review-dates';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { dashboardLoader } from './dashboard.server';
import type { Route } from './+types/dashboard';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = dashboardLoader;

const ICONS: Record<string, string> = {
  '/intern/angebote': euro,
  '/intern/spezifikationen': search,
  '/intern/dokumente': documentIcon,
  '/intern/wiki': info,
  '/intern/neuigkeiten': megaphone,
  '/intern/pflichtlektuere': check,
  '/intern/mitarbeitende': users,
  '/intern/ci': star,
  '/intern/profil': users,
};

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { greeting, sections, tools, administration, inReview, news, readings, reviews } =
    loaderData;
  return (
    <main>
      <p className="eyebrow">Interner Bereich</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">{greeting}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">
        Hier finden Sie alles, was Ihr Konto freigibt. Ein neuer Angebotsflyer erscheint jeden
        Donnerstag für die folgende Woche.
      </p>

      {!!inReview && (
        <p className="alert alert-info mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span>
            {inReview === 1
              ? 'Ein Wiki-Artikel wartet auf Ihre Prüfung.'
              : `${inReview} Wiki-Artikel warten auf Ihre Prüfung.`}
          </span>
          <Link to="/intern/wiki/pruefung" className="link font-semibold">
            Zur Prüfung
          </Link>
        </p>
      )}

      {readings && readings.open > 0 && <DashboardReadings {...readings} />}
      {reviews && <DashboardReviews {...reviews} />}

      {news && <DashboardNews {...news} />}

      <h2 className="sr-only">Bereiche</h2>
      <ul className="mt-8 grid-fit gap-5 [--fit-min:15rem]">
        {sections.map((s) => (
          <li key={s.to}>
            <Link
              to={s.to}
              prefetch="intent"
              className="card group flex h-full flex-col hover:border-brand-300"
            >
              <span className="icon-badge mb-4">
                <Icon d={ICONS[s.to] ?? arrowRight} />
              </span>
              <span className="font-display text-xl font-semibold group-hover:text-brand-800">
                {s.label}
              </span>
              <span className="mt-1 text-ink-soft">{s.description}</span>
            </Link>
          </li>
        ))}
      </ul>

      {tools.length > 0 && (
        <Panel
          id="werkzeuge"
          title="Links &amp; Werkzeuge"
          className="mt-12"
          headingClassName="text-2xl"
        >
          <ul className="mt-4 grid-fit gap-3 [--fit-min:15rem]">
            {tools.map((t) => (
              <li key={t.label}>
                <a
                  href={t.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 hover:border-brand-300"
                >
                  <span>
                    <span className="block font-semibold">{t.label}</span>
                    <span className="block text-sm text-ink-soft">{t.description}</span>
                  </span>
                  <Icon d={arrowRight} className="size-5 text-brand-700" />
                  <span className="sr-only">(öffnet in neuem Tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {administration && <Administration {...administration} />}
    </main>
  );
}
