import { Panel } from '@frischkontor/design';
import { Link } from 'react-router';
import { cx } from '~/components/ui/cx';
import { formatDate } from '~/platform/content/format';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import type { WikiArticleSummary, WikiSearchHit } from '~/features/wiki';
import { Snippet, WikiSearch } from '~/features/wiki';
import {
  CategoryWatchToggle,
  FavoriteToggle,
  IndexReaders,
  PersonalLists,
} from '~/features/wiki-readers';
import { wikiIndexLoader } from './wiki.server';
import type { Route } from './+types/wiki._index';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = wikiIndexLoader;

function ArticleCard({ article, hit }: { article?: WikiArticleSummary; hit?: WikiSearchHit }) {
  const a = (article ?? hit)!;
  return (
    <li className="card flex flex-col">
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
          {a.category}
          {article?.status && (
            <span className="ml-2 rounded bg-ink px-1.5 py-0.5 text-white">{article.status}</span>
          )}
        </p>
        <FavoriteToggle slug={a.slug} title={a.title} />
      </div>
      <h3 className="mt-1 text-lg">
        <Link
          to={`/intern/wiki/${a.slug}`}
          prefetch="intent"
          className="hover:text-brand-800 hover:underline"
        >
          {a.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-soft">
        {hit ? <Snippet parts={hit.snippet} /> : article?.excerpt}
      </p>
      <ul aria-label="Schlagwörter" className="mt-3 flex flex-wrap gap-1.5">
        {a.keywords.slice(0, 5).map((k) => (
          <li key={k} className="rounded-full bg-paper-dark px-2.5 py-0.5 text-xs text-ink-soft">
            {k}
          </li>
        ))}
      </ul>
      {article && (
        <p className="mt-3 text-xs text-ink-soft">
          Aktualisiert am <time dateTime={article.updated}>{formatDate(article.updated)}</time>
        </p>
      )}
    </li>
  );
}

// The page is kept per access group (decision 009); the person's part comes afterwards.
export default function WikiIndex(props: Route.ComponentProps) {
  return (
    <IndexReaders>
      <WikiIndexPage {...props} />
    </IndexReaders>
  );
}

function WikiIndexPage({ loaderData }: Route.ComponentProps) {
  const {
    q,
    category,
    categories,
    total,
    pinned,
    recent,
    results,
    list,
    unknownCategory,
    canWrite,
    canLimitCategories,
    inReview,
  } = loaderData;
  return (
    <main>
      <p className="eyebrow">Interner Bereich</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Wiki</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">
        {total} Artikel zu Abläufen, Anleitungen und Wissen aus allen Abteilungen.
      </p>
      {(canWrite || canLimitCategories) && (
        <p className="mt-4 flex flex-wrap gap-3">
          {canWrite && (
            <Link to="/intern/wiki/neu" className="btn btn-primary">
              Neuer Artikel
            </Link>
          )}
          {inReview !== null && (
            <Link to="/intern/wiki/pruefung" className="btn btn-secondary">
              Zur Prüfung
              <span className="ml-2 rounded-full bg-brand-700 px-2 text-sm text-white">
                {inReview}
                <span className="sr-only">
                  {inReview === 1 ? ' Artikel wartet' : ' Artikel warten'}
                </span>
              </span>
            </Link>
          )}
          {canLimitCategories && (
            <Link to="/intern/wiki/kategorien" className="btn btn-secondary">
              Wer sieht welche Kategorie?
            </Link>
          )}
          {canLimitCategories && (
            <Link to="/intern/wiki/synonyme" className="btn btn-secondary">
              Synonyme der Suche
            </Link>
          )}
          {canLimitCategories && (
            <Link to="/intern/wiki/pruefdaten" className="btn btn-secondary">
              Prüftermine
            </Link>
          )}
        </p>
      )}

      <div className="mt-6 max-w-3xl">
        <WikiSearch
          key={`${q}|${category?.slug ?? ''}`}
          initialQuery={q}
          category={category?.slug ?? null}
        />
      </div>

      <nav aria-label="Kategorien" className="mt-8">
        <h2 className="sr-only">Kategorien</h2>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={q ? `/intern/wiki?q=${encodeURIComponent(q)}` : '/intern/wiki'}
              aria-current={!category ? 'page' : undefined}
              className={cx(
                'inline-block rounded-full border px-3.5 py-1.5 text-sm font-semibold',
                !category
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-white hover:border-brand-300',
              )}
            >
              Alle <span className="font-normal">({total})</span>
            </Link>
          </li>
          {categories.map((c) => {
            const params = new URLSearchParams({ kategorie: c.slug });
            if (q) params.set('q', q);
            const current = category?.slug === c.slug;
            return (
              <li key={c.slug}>
                <Link
                  to={`/intern/wiki?${params}`}
                  aria-current={current ? 'page' : undefined}
                  className={cx(
                    'inline-block rounded-full border px-3.5 py-1.5 text-sm font-semibold',
                    current
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-line bg-white hover:border-brand-300',
                  )}
                >
                  {c.category} <span className="font-normal">({c.count})</span>
                </Link>
              </li>
            );
          })}
        </ul>
        {unknownCategory && (
          <p className="mt-3 text-brand-800">
            Diese Kategorie gibt es nicht; es werden alle Artikel gezeigt.
          </p>
        )}
      </nav>

      {results && (
        <section aria-labelledby="treffer" className="mt-10">
          <h2 id="treffer" className="text-2xl">
            {results.hits.length === 0
              ? `Keine Treffer für „${q}“${category ? ` in ${category.name}` : ''}`
              : `${results.hits.length} Treffer für „${q}“${category ? ` in ${category.name}` : ''}`}
          </h2>
          {results.hits.length > 0 ? (
            <ul className="mt-5 grid-fit gap-4 [--fit-min:18rem]">
              {results.hits.map((hit) => (
                <ArticleCard key={hit.slug} hit={hit} />
              ))}
            </ul>
          ) : results.similar.length > 0 ? (
            <>
              <p className="mt-3 text-ink-soft">
                Kein Artikel passt zu allen Wörtern deiner Suche. Vielleicht hilft dir:
              </p>
              <ul aria-label="Ähnliche Artikel" className="mt-5 grid-fit gap-4 [--fit-min:18rem]">
                {results.similar.map((hit) => (
                  <ArticleCard key={hit.slug} hit={hit} />
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-3 text-ink-soft">
              Versuch es mit einem anderen Wort, zum Beispiel einem Oberbegriff, oder stöbere in den
              Kategorien.
            </p>
          )}
        </section>
      )}

      {list && category && (
        <section aria-labelledby="kategorie" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
            <h2 id="kategorie" className="text-2xl">
              {category.name}{' '}
              <span className="text-lg font-normal text-ink-soft">({list.length} Artikel)</span>
            </h2>
            <CategoryWatchToggle key={category.name} category={category.name} />
          </div>
          <ul className="mt-5 grid-fit gap-4 [--fit-min:18rem]">
            {list.map((a) => (
              <ArticleCard key={a.slug} article={a} />
            ))}
          </ul>
        </section>
      )}

      {!results && !list && (
        <>
          <PersonalLists />
          {pinned.length > 0 && (
            <Panel
              id="angeheftet"
              title="Wichtig für alle"
              className="mt-10"
              headingClassName="text-2xl"
            >
              <ul className="mt-5 grid-fit gap-4 [--fit-min:15rem]">
                {pinned.map((a) => (
                  <ArticleCard key={a.slug} article={a} />
                ))}
              </ul>
            </Panel>
          )}
          <Panel
            id="neu"
            title="Zuletzt aktualisiert"
            className="mt-10"
            headingClassName="text-2xl"
          >
            <ul className="mt-5 grid-fit gap-4 [--fit-min:15rem]">
              {recent.map((a) => (
                <ArticleCard key={a.slug} article={a} />
              ))}
            </ul>
          </Panel>
        </>
      )}
    </main>
  );
}
