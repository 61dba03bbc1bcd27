import { Link } from 'react-router';
import { Section } from '~/components/sections';
import { Icon } from '~/components/ui/Icon';
import { arrowRight, calendar, map } from '~/components/ui/icons';
import { formatDate } from '~/platform/content/format';
import { EMPLOYMENT_TYPES, JOB_FIELDS, type JobAdFilter, type JobAdSummary } from './job-ads';

const selectClass =
  'mt-1 block w-full rounded-lg border border-ink/30 bg-white px-3 py-2.5 text-ink focus-visible:border-brand-700';

/**
 * The open positions with their filter: a GET form that needs no JavaScript; choices apply
 * with „Stellen anzeigen“, not while someone is still choosing (WCAG 3.2.2).
 */
export default function JobBoard({
  jobAds,
  total,
  filter,
}: {
  jobAds: JobAdSummary[];
  total: number;
  filter: JobAdFilter;
}) {
  const filtered = filter.field || filter.type || filter.q;
  return (
    <Section id="stellen" eyebrow="Offene Stellen" title="Finden Sie Ihre Stelle bei uns">
      <form
        method="get"
        action="/karriere#stellen"
        className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.4fr_auto] lg:items-end"
        role="search"
        aria-label="Stellen filtern"
      >
        <label className="block font-semibold">
          Bereich
          <select name="bereich" defaultValue={filter.field ?? ''} className={selectClass}>
            <option value="">Alle Bereiche</option>
            {JOB_FIELDS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-semibold">
          Anstellungsart
          <select name="art" defaultValue={filter.type ?? ''} className={selectClass}>
            <option value="">Alle Arten</option>
            {EMPLOYMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-semibold">
          Suchbegriff
          <input
            type="search"
            name="suche"
            defaultValue={filter.q}
            placeholder="z. B. Lager, Elektriker, Außendienst"
            className={selectClass}
          />
        </label>
        <button type="submit" className="btn btn-primary">
          Stellen anzeigen
        </button>
      </form>

      <p className="mt-6 text-ink-soft" role="status">
        {filtered
          ? `${jobAds.length} von ${total} Stellen passen zu Ihrer Auswahl.`
          : `${total} offene Stellen`}
        {filtered && (
          <>
            {' '}
            <Link
              to="/karriere#stellen"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Filter zurücksetzen
            </Link>
          </>
        )}
      </p>

      {jobAds.length === 0 ? (
        <div className="card mt-6">
          <h3 className="text-xl">Gerade keine passende Stelle dabei?</h3>
          <p className="mt-2 text-ink-soft">
            Schicken Sie uns gern eine{' '}
            <Link
              to="/karriere/initiativbewerbung"
              className="font-semibold text-brand-700 underline"
            >
              Initiativbewerbung
            </Link>
            : Lebenslauf hochladen genügt. Wir melden uns, sobald etwas Passendes frei wird.
          </p>
        </div>
      ) : (
        <ul className="mt-6 grid-fit gap-5 [--fit-min:20rem]">
          {jobAds.map((job) => (
            <li key={job.slug} className="card flex flex-col">
              <p className="eyebrow">{job.field}</p>
              <h3 className="mt-2 text-xl">
                <Link
                  to={`/karriere/${job.slug}`}
                  prefetch="intent"
                  className="hover:text-brand-800 hover:underline"
                >
                  {job.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-ink-soft">{job.description}</p>
              <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-soft">
                <li className="flex items-center gap-1.5">
                  <Icon d={map} className="size-4" />
                  {job.location}
                </li>
                <li className="flex items-center gap-1.5">
                  <Icon d={calendar} className="size-4" />
                  {job.employmentType.join(', ')}
                </li>
                <li>
                  Veröffentlicht am{' '}
                  <time dateTime={job.datePosted}>{formatDate(job.datePosted)}</time>
                </li>
              </ul>
              <Link
                to={`/karriere/${job.slug}`}
                prefetch="intent"
                className="link-arrow mt-4"
                aria-hidden="true"
                tabIndex={-1}
              >
                Zur Stellenanzeige <Icon d={arrowRight} className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
