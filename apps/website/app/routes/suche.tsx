import { Link, type LoaderFunctionArgs } from 'react-router';
import { Container } from '~/components/ui/Container';
import { Snippet } from '~/components/ui/SearchBox';
import { SiteSearch, type SiteSearchHit } from '~/features/site-search';
import { Island } from '~/platform/islands/Island';
import { searchSite } from '~/features/site-search/index.server';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { Route } from './+types/suche';

// Results depend on the query: rendered for every visit, kept out of search engines.
export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  return {
    seo: {
      title: query ? `Suche: ${query}` : 'Suche',
      description:
        'Seiten, Leistungen, Stellenangebote, Blogbeiträge und Rezeptkarten durchsuchen.',
      noindex: true,
    },
    query,
    results: query ? await searchSite(query) : null,
  };
}

function Results({ hits, label }: { hits: SiteSearchHit[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-4 grid gap-4">
      {hits.map((hit) => (
        <li key={hit.path} className="card">
          <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">{hit.kind}</p>
          <h3 className="mt-1 text-lg break-words">
            <Link to={hit.path} className="hover:text-brand-800 hover:underline">
              {hit.title}
            </Link>
          </h3>
          <p className="mt-2 text-sm leading-relaxed break-words text-ink-soft">
            <Snippet parts={hit.snippet} />
          </p>
        </li>
      ))}
    </ol>
  );
}

export default function Suche({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  return (
    <main>
      <Container className="max-w-3xl py-12 sm:py-16">
        <h1 className="text-4xl sm:text-5xl">Suche</h1>
        <p className="mt-4 text-lg text-ink-soft">
          Seiten, Leistungen, Stellenangebote, Blogbeiträge und Rezeptkarten durchsuchen.
        </p>
        <div className="mt-8">
          <Island
            key={query}
            name="site-search"
            component={SiteSearch}
            props={{ initialQuery: query }}
          />
        </div>
        {results && (
          <section aria-labelledby="ergebnisse" className="mt-10">
            {results.hits.length > 0 ? (
              <>
                <h2 id="ergebnisse" className="text-2xl">
                  {results.hits.length === 1 ? 'Ein Treffer' : `${results.hits.length} Treffer`} für
                  „{query}“
                </h2>
                <Results hits={results.hits} label="Treffer" />
              </>
            ) : (
              <>
                <h2 id="ergebnisse" className="text-2xl break-words">
                  Keine Treffer für „{query}“
                </h2>
                <p className="mt-3 text-ink-soft">
                  Versuchen Sie ein anderes Wort, oder{' '}
                  <Link to="/kontakt" className="link">
                    fragen Sie uns direkt
                  </Link>
                  .
                </p>
                {results.similar.length > 0 && (
                  <>
                    <h3 className="mt-8 text-xl">Vielleicht hilft Ihnen:</h3>
                    <Results hits={results.similar} label="Ähnliche Seiten" />
                  </>
                )}
              </>
            )}
          </section>
        )}
      </Container>
    </main>
  );
}
