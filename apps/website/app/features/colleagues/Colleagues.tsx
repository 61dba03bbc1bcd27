// The staff directory's page body: the search as a GET form (works without JavaScript, the
// address keeps it), then a card per person with department, job title, location, e-mail,
// phone, extension and (with the person's consent) mobile number, the wiki articles they look
// after and the vCard download.
import { Link } from 'react-router';
import { Icon } from '~/components/ui/Icon';
import {
  download,
  mail as mailIcon,
  map as mapIcon,
  phone as phoneIcon,
  search as searchIcon,
} from '~/components/ui/icons';
import type { Colleague, ColleaguesQuery } from './types';

export interface ColleaguesProps {
  query: ColleaguesQuery;
  people: Colleague[];
  departments: string[];
  total: number;
  notices: string[];
}

const PATH = '/intern/mitarbeitende';

function resultText(shown: number, total: number, filtered: boolean): string {
  const people = (n: number) => (n === 1 ? '1 Person' : `${n} Personen`);
  return filtered ? `${shown} von ${people(total)}` : people(total);
}

export function Colleagues({ query, people, departments, total, notices }: ColleaguesProps) {
  const filtered = !!(query.q || query.abteilung);
  return (
    <>
      <form
        method="get"
        action={PATH}
        role="search"
        className="mt-8 rounded-2xl bg-paper-dark p-4 sm:p-5"
      >
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <label className="block">
            <span className="mb-1 block font-semibold">Name, Abteilung oder Funktion</span>
            <span className="relative block">
              <Icon
                d={searchIcon}
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-soft"
              />
              <input
                type="search"
                name="q"
                defaultValue={query.q}
                placeholder="z. B. Müller oder Einkauf"
                maxLength={100}
                className="w-full rounded-xl border border-ink/30 bg-white py-2.5 pr-3 pl-10"
              />
            </span>
          </label>
          <label className="block">
            <span className="mb-1 block font-semibold">Abteilung</span>
            <select
              name="abteilung"
              defaultValue={query.abteilung}
              className="w-full rounded-xl border border-ink/30 bg-white px-3 py-2.5"
            >
              <option value="">Alle Abteilungen</option>
              {/* An unknown department from the address stays chosen (the notice says so). */}
              {(query.abteilung && !departments.includes(query.abteilung)
                ? [...departments, query.abteilung]
                : departments
              ).map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <button type="submit" className="btn btn-primary">
            Suchen
          </button>
          {filtered && (
            <Link to={PATH} className="font-semibold text-brand-700 underline">
              Suche zurücksetzen
            </Link>
          )}
          <p role="status" className="ml-auto text-ink-soft">
            {resultText(people.length, total, filtered)}
          </p>
        </div>
      </form>
      {notices.map((notice) => (
        <p key={notice} className="alert alert-info mt-4">
          {notice}
        </p>
      ))}
      {people.length === 0 ? (
        <p className="mt-8 text-lg">
          Niemand gefunden. Prüf deine Eingabe, versuch es mit einem Teil des Namens oder wähle
          „Alle Abteilungen“.
        </p>
      ) : (
        <ul className="mt-8 grid-fit gap-5 [--fit-min:18rem]" aria-label="Mitarbeitende">
          {people.map((person) => (
            <li key={person.id}>
              <ColleagueCard person={person} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ColleagueCard({ person }: { person: Colleague }) {
  const headingId = `person-${person.id}`;
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col">
      <h2 id={headingId} className="font-display text-xl font-semibold break-words">
        {person.name}
      </h2>
      {(person.job_title || person.department) && (
        <p className="mt-1 text-ink-soft break-words">
          {[person.job_title, person.department].filter(Boolean).join(' · ')}
        </p>
      )}
      <dl className="mt-4 grid gap-2">
        {person.location && (
          <Line icon={mapIcon} label="Standort">
            {person.location}
          </Line>
        )}
        <Line icon={mailIcon} label="E-Mail">
          <a href={`mailto:${person.email}`} className="link break-all">
            {person.email}
          </a>
        </Line>
        {person.extension ? (
          <Line icon={phoneIcon} label="Telefon">
            <a href={person.extension.href} className="link">
              {person.extension.display}
            </a>
          </Line>
        ) : (
          person.phone_extension && (
            <Line icon={phoneIcon} label="Durchwahl">
              {person.phone_extension}
            </Line>
          )
        )}
        {person.phone && person.phoneHref && person.phoneHref !== person.extension?.href && (
          <Line icon={phoneIcon} label="Direkt">
            <a href={person.phoneHref} className="link">
              {person.phone}
            </a>
          </Line>
        )}
        {person.mobile && person.mobileHref && (
          <Line icon={phoneIcon} label="Mobil">
            <a href={person.mobileHref} className="link">
              {person.mobile}
            </a>
          </Line>
        )}
      </dl>
      {person.articles.length > 0 && (
        <div className="mt-4">
          <h3 className="font-semibold">Betreut im Wiki</h3>
          <ul className="mt-1 list-disc pl-5">
            {person.articles.map((a) => (
              <li key={a.slug}>
                <Link to={`/intern/wiki/${a.slug}`} className="link">
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-auto pt-4">
        <a
          href={`${PATH}/${person.id}.vcf`}
          download
          className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
        >
          <Icon d={download} className="size-5" />
          <span>
            Kontakt speichern<span className="sr-only"> von {person.name}</span> (vCard)
          </span>
        </a>
      </p>
    </article>
  );
}

function Line({
  icon,
  label,
  children,
}: {
  icon: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-2">
      <dt className="col-span-2 flex items-center gap-2 text-sm text-ink-soft">
        <Icon d={icon} className="size-5 text-brand-700" />
        {label}
      </dt>
      <dd className="col-start-2 min-w-0">{children}</dd>
    </div>
  );
}
