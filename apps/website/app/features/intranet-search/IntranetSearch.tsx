// The intranet's one search (`/intern/suche`): the search box with results as you type, then
// every result ranked and grouped by kind, with a filter per kind in the address. Without
// JavaScript the box is a plain GET form and the page the same list.
import { Link } from 'react-router';
import { cx } from '~/components/ui/cx';
import { SearchBox, Snippet, type SearchOption } from '~/components/ui/SearchBox';
import {
  INTRANET_KINDS,
  KIND_NAMES,
  KIND_SLUGS,
  type IntranetHit,
  type IntranetKind,
  type IntranetResults,
} from './types';

export const SEARCH_PATH = '/intern/suche';

const toOption = (hit: IntranetHit): SearchOption => ({
  href: hit.href,
  title: hit.title,
  label: [KIND_NAMES[hit.kind].one, hit.facts].filter(Boolean).join(' · '),
  snippet: hit.snippet,
});

const kbd = 'rounded border border-line bg-white px-1.5';

/** The groups in the order of their best result. */
function groupsOf(hits: readonly IntranetHit[]): { kind: IntranetKind; hits: IntranetHit[] }[] {
  const groups = new Map<IntranetKind, IntranetHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.kind);
    if (group) group.push(hit);
    else groups.set(hit.kind, [hit]);
  }
  return [...groups].map(([kind, list]) => ({ kind, hits: list }));
}

const hitsText = (n: number) => (n === 1 ? '1 Treffer' : `${n} Treffer`);

function filterHref(query: string, kind: IntranetKind | null) {
  const params = new URLSearchParams({ q: query });
  if (kind) params.set('art', KIND_SLUGS[kind]);
  return `${SEARCH_PATH}?${params}`;
}

const chip = (current: boolean) =>
  cx(
    'inline-block rounded-full border px-3.5 py-1.5 text-sm font-semibold',
    current
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-line bg-white hover:border-brand-300',
  );

function HitList({ hits }: { hits: readonly IntranetHit[] }) {
  return (
    <ol className="mt-3 grid gap-3">
      {hits.map((hit) => (
        <li key={`${hit.kind}:${hit.id}`} className="rounded-2xl border border-line bg-white p-4">
          <a href={hit.href} className="link font-display text-lg font-semibold break-words">
            {hit.title}
          </a>
          <p className="mt-1 text-sm text-ink-soft break-words">
            {KIND_NAMES[hit.kind].one}
            {hit.facts ? ` · ${hit.facts}` : ''}
          </p>
          {hit.snippet.length > 0 && (
            <p className="mt-2 text-ink-soft break-words">
              <Snippet parts={hit.snippet} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

export function IntranetSearch({
  query,
  kind,
  kinds,
  results,
}: {
  query: string;
  kind: IntranetKind | null;
  kinds: readonly IntranetKind[];
  results: IntranetResults;
}) {
  const groups = groupsOf(results.hits);
  const shown = kind ? groups.filter((g) => g.kind === kind) : groups;
  const count = shown.reduce((n, g) => n + g.hits.length, 0);
  const searched = INTRANET_KINDS.filter((k) => kinds.includes(k))
    .map((k) => KIND_NAMES[k].group)
    .join(', ');
  return (
    <>
      <div className="mt-8 rounded-2xl bg-paper-dark p-4 sm:p-5">
        <SearchBox
          action={SEARCH_PATH}
          endpoint={`${SEARCH_PATH}.json`}
          // A search from a results page says which one it refines („Suchen ohne Treffer“).
          params={query ? { vorher: query } : {}}
          ariaLabel="Intranet durchsuchen"
          label="Intranet durchsuchen"
          placeholder="z. B. Urlaubsantrag, Rinderhüfte, Durchwahl Lager"
          initialQuery={query}
          toOption={toOption}
          suggestionIntro={(q) => `Keine Treffer für „${q}“. Vielleicht hilft Ihnen:`}
          hint={
            <>
              Durchsucht: {searched}. Tipp: <kbd className={kbd}>Strg</kbd> +{' '}
              <kbd className={kbd}>K</kbd> springt ins Suchfeld.
            </>
          }
        />
      </div>
      {query && (
        <section aria-labelledby="ergebnisse" className="mt-8">
          <h2 id="ergebnisse" className="sr-only">
            Ergebnisse
          </h2>
          <p role="status" className="text-lg">
            {results.hits.length
              ? `${hitsText(count)} für „${query}“`
              : `Keine Treffer für „${query}“.`}
          </p>
          {groups.length > 1 && (
            <nav aria-label="Nach Art filtern" className="mt-4">
              <ul className="flex flex-wrap gap-2">
                <li>
                  <Link
                    to={filterHref(query, null)}
                    aria-current={kind ? undefined : 'page'}
                    className={chip(!kind)}
                  >
                    Alle <span className="font-normal">({results.hits.length})</span>
                  </Link>
                </li>
                {groups.map((g) => (
                  <li key={g.kind}>
                    <Link
                      to={filterHref(query, g.kind)}
                      aria-current={kind === g.kind ? 'page' : undefined}
                      className={chip(kind === g.kind)}
                    >
                      {KIND_NAMES[g.kind].group}{' '}
                      <span className="font-normal">({g.hits.length})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {shown.map((g) => (
            <section key={g.kind} aria-labelledby={`art-${g.kind}`} className="mt-8">
              <h3 id={`art-${g.kind}`} className="font-display text-2xl font-semibold">
                {KIND_NAMES[g.kind].group}{' '}
                <span className="text-base font-normal text-ink-soft">({g.hits.length})</span>
              </h3>
              <HitList hits={g.hits} />
            </section>
          ))}
          {!results.hits.length && results.similar.length > 0 && (
            <section aria-labelledby="aehnlich" className="mt-6">
              <h3 id="aehnlich" className="font-display text-xl font-semibold">
                Vielleicht hilft Ihnen:
              </h3>
              <HitList hits={results.similar} />
            </section>
          )}
          {!results.hits.length && (
            <p className="mt-4 text-ink-soft">
              Versuchen Sie ein anderes Wort, einen Teil des Namens oder eine Artikelnummer.
            </p>
          )}
        </section>
      )}
    </>
  );
}
