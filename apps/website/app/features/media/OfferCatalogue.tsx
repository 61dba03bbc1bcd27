import { Icon } from '~/components/ui/Icon';
import { calendar } from '~/components/ui/icons';
import { formatFileSize, formatShortDate, formatValidity } from '~/platform/content/format';
import { CatalogueProblem } from './CatalogueProblem';
import type { OfferShelves } from './catalogues';
import { FileIcon } from './FileIcon';
import type { Catalogue, MediaEntry } from './types';

export interface OfferCatalogueProps {
  status: Catalogue['status'];
  shelves: OfferShelves;
}

const pdf = (flyer: MediaEntry) => `PDF${flyer.size ? `, ${formatFileSize(flyer.size)}` : ''}`;

function validity(flyer: MediaEntry): string {
  const range = formatValidity(flyer.details.valid_from, flyer.details.valid_until);
  return range ? `Gültig ${range}` : `Stand ${formatShortDate(flyer.updatedAt)}`;
}

/**
 * The flyers by their validity: what holds today, large with the first page; what starts
 * later; and the ended ones as a dated list. Files open in a new tab.
 */
export function OfferCatalogue({ status, shelves }: OfferCatalogueProps) {
  if (status !== 'ok') return <CatalogueProblem status={status} what="Angebote" />;
  const { current, upcoming, archive } = shelves;
  return (
    <>
      <section aria-labelledby="aktuelle-angebote">
        <h2 id="aktuelle-angebote" className="text-2xl sm:text-3xl">
          Aktuelle Angebote
        </h2>
        {current.length + upcoming.length === 0 && (
          <p className="mt-4 rounded-2xl border border-dashed border-line bg-white p-6">
            Heute gilt kein Angebotsflyer. Die neuen Flyer erscheinen jeden Donnerstag für die
            folgende Woche.
          </p>
        )}
        {current.length + upcoming.length > 0 && (
          <ul className="mt-5 grid-fit gap-6 [--fit-min:34rem]">
            {current.map((flyer) => (
              <FlyerCard key={flyer.id} flyer={flyer} />
            ))}
            {upcoming.map((flyer) => (
              <FlyerCard key={flyer.id} flyer={flyer} upcoming />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="fruehere-angebote" className="mt-12">
        <h2 id="fruehere-angebote" className="text-2xl sm:text-3xl">
          Frühere Angebote
        </h2>
        {archive.length === 0 ? (
          <p className="mt-3 text-ink-soft">Noch keine früheren Flyer.</p>
        ) : (
          <>
            <p className="mt-2 text-ink-soft">Die Flyer der letzten Wochen zum Nachschlagen.</p>
            <ol className="mt-4 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
              {archive.map((flyer) => (
                <li key={flyer.id}>
                  <a
                    href={flyer.href ?? undefined}
                    target="_blank"
                    rel="noopener"
                    className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 hover:bg-paper sm:px-5"
                  >
                    <span className="min-w-[9.5rem] text-ink-soft tabular-nums">
                      {formatValidity(flyer.details.valid_from, flyer.details.valid_until) ||
                        formatShortDate(flyer.updatedAt)}
                    </span>
                    <span className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                      {flyer.title}
                    </span>
                    <span className="ml-auto text-sm text-ink-soft">
                      {pdf(flyer)}
                      <span className="sr-only"> – öffnet in neuem Tab</span>
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </>
  );
}

function FlyerCard({ flyer, upcoming = false }: { flyer: MediaEntry; upcoming?: boolean }) {
  return (
    <li>
      <a
        href={flyer.href ?? undefined}
        target="_blank"
        rel="noopener"
        className="card group grid h-full grid-cols-[minmax(0,1fr)] overflow-hidden p-0 hover:border-brand-300 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]"
      >
        <span className="flex items-start justify-center border-b border-line bg-paper-dark p-3 sm:border-r sm:border-b-0">
          {flyer.thumbnail ? (
            // The whole first page, A4 upright: nothing cut, nothing stretched.
            <img
              src={flyer.thumbnail}
              alt={`Erste Seite des Flyers „${flyer.title}“`}
              loading="lazy"
              width={320}
              height={453}
              className="aspect-[1/1.414] w-full max-w-64 rounded-md bg-white object-contain shadow-sm"
            />
          ) : (
            <FileIcon entry={flyer} className="size-24" />
          )}
        </span>
        <span className="flex flex-col p-5">
          {upcoming && (
            <span className="mb-2 self-start rounded-full bg-herb-50 px-3 py-0.5 text-sm font-semibold text-herb-800">
              Vorschau
            </span>
          )}
          <span className="text-xl font-semibold group-hover:text-brand-800">{flyer.title}</span>
          <span className="mt-2 inline-flex items-center gap-1.5 text-ink-soft">
            <Icon d={calendar} className="size-4 shrink-0" />
            {validity(flyer)}
          </span>
          {flyer.details.description && <span className="mt-3">{flyer.details.description}</span>}
          <span className="mt-auto pt-4 font-semibold text-brand-700">
            Flyer öffnen ({pdf(flyer)})<span className="sr-only"> – öffnet in neuem Tab</span>
          </span>
        </span>
      </a>
    </li>
  );
}
