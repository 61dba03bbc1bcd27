import { Panel } from '@frischkontor/design';
import { Icon } from '~/components/ui/Icon';
import { calendar } from '~/components/ui/icons';
import { formatShortDate } from '~/platform/content/format';
import { FileIcon } from './FileIcon';
import { MediaExplorer } from './MediaExplorer';
import type { ExplorerState, MediaListing } from './types';

/** "KW 47 – Angebote 17.–22.11.2026.pdf" → "17.–22.11.2026"; null when the name carries no dates. */
export function validityFromName(name: string): string | null {
  const range = /(\d{1,2}\.(?:\d{1,2}\.)?(?:\d{4})?\s*[–-]\s*\d{1,2}\.\d{1,2}\.\d{2,4})/.exec(name);
  if (range) return range[1]!.replace(/\s*-\s*/, '–');
  const until = /bis\s+(\d{1,2}\.\d{1,2}\.\d{2,4})/i.exec(name);
  return until ? `bis ${until[1]}` : null;
}

function title(name: string): string {
  return name.replace(/\.[a-z0-9]+$/i, '');
}

export interface OfferExplorerProps {
  current: MediaListing;
  archive: { state: ExplorerState; listing: MediaListing; defaultView: ExplorerState['view'] };
}

/** Current offer flyers first, large, with their validity; then the archive. Files open in a new tab. */
export function OfferExplorer({ current, archive }: OfferExplorerProps) {
  const flyers = current.status === 'ok' ? current.items.filter((i) => !i.isFolder) : [];
  return (
    <>
      <section aria-labelledby="aktuelle-angebote">
        <h2 id="aktuelle-angebote" className="text-2xl sm:text-3xl">
          Aktuelle Angebote
        </h2>
        {current.status === 'unavailable' ? (
          <p role="alert" className="mt-4 rounded-2xl border border-brand-200 bg-brand-50 p-5">
            Die Angebote sind gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten
            erneut.
          </p>
        ) : flyers.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-line bg-white p-6">
            Gerade ist kein Angebotsflyer aktiv. Die neuen Flyer erscheinen jeden Donnerstag für die
            folgende Woche.
          </p>
        ) : (
          <ul className="mt-5 grid-fit gap-6 [--fit-min:16rem]">
            {flyers.map((flyer) => {
              const validity = validityFromName(flyer.name);
              return (
                <li key={flyer.id}>
                  <a
                    href={flyer.href ?? undefined}
                    target="_blank"
                    rel="noopener"
                    className="card group flex h-full flex-col p-0 hover:border-brand-300"
                  >
                    <span className="flex aspect-[3/4] items-center justify-center overflow-hidden rounded-t-2xl bg-paper-dark">
                      {flyer.thumbnail ? (
                        <img
                          src={flyer.thumbnail}
                          alt=""
                          loading="lazy"
                          className="h-full w-full object-cover object-top"
                        />
                      ) : (
                        <FileIcon entry={flyer} className="size-24" />
                      )}
                    </span>
                    <span className="flex flex-1 flex-col p-5">
                      <span className="text-lg font-semibold group-hover:text-brand-800">
                        {title(flyer.name)}
                      </span>
                      <span className="mt-2 inline-flex items-center gap-1.5 text-sm text-ink-soft">
                        <Icon d={calendar} className="size-4" />
                        {validity
                          ? `Gültig ${validity}`
                          : `Stand ${formatShortDate(flyer.updatedAt)}`}
                      </span>
                      <span className="mt-3 text-sm font-semibold text-brand-700">
                        Flyer öffnen (PDF)<span className="sr-only"> – öffnet in neuem Tab</span>
                      </span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <Panel id="archiv" title="Archiv" className="mt-12" headingClassName="text-2xl sm:text-3xl">
        <p className="mt-2 text-ink-soft">Frühere Angebotsflyer zum Nachschlagen.</p>
        <MediaExplorer rootLabel="Angebote" {...archive} />
      </Panel>
    </>
  );
}
