// The search across folders on the media page: a GET form (works without script) and its hits,
// each with the folders it lies in by their German names.
import { MEDIA_SEARCH_MAX_LENGTH, type MediaSearchHit } from '@frischkontor/contract';
import { Form, Link } from 'react-router';
import { FolderLabel, folderNameOf, mediaHref, trailText } from './names';

export interface MediaSearchView {
  query: string;
  hits: MediaSearchHit[];
  more: boolean;
  error: string | null;
}

export function MediaSearchForm({
  folder,
  search,
}: {
  folder: string;
  search: MediaSearchView | null;
}) {
  return (
    <Form method="get" role="search" aria-label="Medien" className="mt-4 max-w-full">
      {folder && <input type="hidden" name="pfad" value={folder} />}
      <label htmlFor="medien-suche" className="block font-semibold">
        Dateien und Ordner suchen
      </label>
      <div className="flex max-w-full flex-wrap gap-2">
        <input
          id="medien-suche"
          name="suche"
          type="search"
          defaultValue={search?.query ?? ''}
          className="input max-w-full min-w-0 flex-[1_1_14rem] sm:max-w-md"
          maxLength={MEDIA_SEARCH_MAX_LENGTH}
          aria-invalid={search?.error ? true : undefined}
          aria-describedby={search?.error ? 'medien-suche-fehler' : 'medien-suche-hinweis'}
        />
        <button type="submit" className="btn btn-secondary">
          Suchen
        </button>
      </div>
      <p id="medien-suche-hinweis" className="mt-1 text-sm text-ink-soft">
        Sucht in allen Ordnern nach Namen und Titeln.
      </p>
    </Form>
  );
}

function HitLink({ hit }: { hit: MediaSearchHit }) {
  const { item } = hit;
  const parent = hit.trail.at(-1)?.path ?? '';
  if (item.mime_type === 'directory')
    return (
      <Link to={mediaHref(item.src_path)} className="link font-semibold">
        <FolderLabel folder={folderNameOf(item)} />
      </Link>
    );
  return (
    <Link
      to={mediaHref(parent, { eintrag: item.src_path })}
      className="link font-semibold [overflow-wrap:anywhere]"
    >
      {item.name}
    </Link>
  );
}

export function MediaSearchResults({
  folder,
  search,
}: {
  folder: string;
  search: MediaSearchView;
}) {
  return (
    <section aria-labelledby="suchergebnisse" className="min-w-0">
      <h2 id="suchergebnisse" className="text-xl [overflow-wrap:anywhere]">
        {search.error ? 'Suche' : <>Suchergebnisse für „{search.query}“</>}
      </h2>
      {search.error ? (
        <p id="medien-suche-fehler" role="alert" className="alert alert-error mt-3">
          {search.error}
        </p>
      ) : (
        <p role="status" className="mt-1 text-sm text-ink-soft">
          {search.hits.length === 0
            ? 'Nichts gefunden.'
            : search.more
              ? `Die ersten ${search.hits.length} Treffer – bitte genauer suchen.`
              : `${search.hits.length} Treffer`}
        </p>
      )}
      {search.hits.length > 0 && (
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
          {search.hits.map((hit) => (
            <li key={hit.item.id} className="px-4 py-3">
              <span className="mr-2 text-sm text-ink-soft">
                {hit.item.mime_type === 'directory' ? 'Ordner' : 'Datei'}
              </span>
              <HitLink hit={hit} />
              {hit.item.mime_type !== 'directory' && hit.item.details?.title && (
                <span className="block text-sm">{hit.item.details.title}</span>
              )}
              <span className="block text-sm text-ink-soft">
                in{' '}
                {hit.trail.length ? (
                  <Link to={mediaHref(hit.trail.at(-1)!.path)} className="link">
                    {trailText(hit.trail)}
                  </Link>
                ) : (
                  <Link to={mediaHref('')} className="link">
                    {trailText([])}
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4">
        <Link to={mediaHref(folder)} className="link">
          Suche beenden{folder ? ' und zum Ordner zurück' : ''}
        </Link>
      </p>
    </section>
  );
}
