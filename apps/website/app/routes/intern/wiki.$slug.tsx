import { Panel } from '@frischkontor/design';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { Icon } from '~/components/ui/Icon';
import { arrowRight, print } from '~/components/ui/icons';
import { formatDate } from '~/platform/content/format';
import { privatePageHeaders } from '~/platform/document/cache-headers';
import { pageMeta } from '~/platform/seo/meta';
import { ArticleToc } from '~/features/wiki';
import {
  ArticleFeedback,
  ArticleReaders,
  ArticleReading,
  FavoriteToggle,
  WatchToggle,
} from '~/features/wiki-readers';
import { ArticleReview } from '~/features/wiki-review-dates';
import { wikiArticleLoader } from './wiki.server';
import type { Route } from './+types/wiki.$slug';

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = pageMeta;
export const loader = wikiArticleLoader;

/** Heading anchors copy a link to their section. */
function useCopyLinks(
  container: React.RefObject<HTMLElement | null>,
  onCopied: (text: string) => void,
) {
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element).closest<HTMLAnchorElement>('a.heading-anchor');
      if (!anchor) return;
      event.preventDefault();
      const url = new URL(anchor.getAttribute('href')!, window.location.href).toString();
      history.replaceState(history.state, '', url);
      document.getElementById(anchor.hash.slice(1))?.scrollIntoView();
      navigator.clipboard?.writeText(url).then(
        () => onCopied('Link zum Abschnitt kopiert.'),
        () => onCopied('Link konnte nicht kopiert werden – er steht jetzt in der Adresszeile.'),
      );
    };
    node.addEventListener('click', onClick);
    return () => node.removeEventListener('click', onClick);
  }, [container, onCopied]);
}

// The page is kept per access group (decision 009); the person's part comes afterwards.
export default function WikiArticle(props: Route.ComponentProps) {
  const { slug } = props.loaderData.article;
  return (
    <ArticleReaders key={slug} slug={slug}>
      <WikiArticlePage {...props} />
    </ArticleReaders>
  );
}

function WikiArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, previous, next, canEdit, canWrite, reviewed } = loaderData;
  const body = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState('');
  useCopyLinks(body, setNotice);
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(''), 2500);
    return () => clearTimeout(t);
  }, [notice]);

  return (
    <main className="wiki-article">
      <Breadcrumbs
        items={[
          { label: 'Intern', to: '/intern' },
          { label: 'Wiki', to: '/intern/wiki' },
          { label: article.category, to: `/intern/wiki?kategorie=${article.categorySlug}` },
          { label: article.title },
        ]}
      />
      {article.banner && (
        <img
          src={article.banner}
          alt=""
          width={1600}
          height={500}
          className="no-print mt-6 aspect-[16/5] w-full rounded-2xl bg-paper-dark object-cover"
        />
      )}
      <header className="mt-6">
        <p className="eyebrow">
          {article.category}
          {article.status && (
            <span className="ml-2 rounded bg-ink px-1.5 py-0.5 text-white normal-case">
              {article.status}
            </span>
          )}
        </p>
        <h1 className="mt-2 text-3xl sm:text-4xl">{article.title}</h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-soft">
          {article.author && (
            <span>
              Von {article.author}
              {article.reviewedBy && article.reviewedBy !== article.author
                ? `, geprüft von ${article.reviewedBy}`
                : ''}
            </span>
          )}
          <span>
            Zuletzt bearbeitet{article.updatedBy ? ` von ${article.updatedBy}` : ''} am{' '}
            <time dateTime={article.updated}>{formatDate(article.updated)}</time>
          </span>
          <ul aria-label="Schlagwörter" className="flex flex-wrap gap-1.5">
            {article.keywords.map((k) => (
              <li key={k}>
                <Link
                  to={`/intern/wiki?q=${encodeURIComponent(k)}`}
                  className="inline-block rounded-full bg-paper-dark px-2.5 py-0.5 hover:bg-brand-50 hover:text-brand-800"
                >
                  {k}
                </Link>
              </li>
            ))}
          </ul>
          {canEdit && (
            <Link
              to={`/intern/wiki/${article.slug}/bearbeiten`}
              className="no-print font-semibold text-brand-700 hover:underline"
            >
              Bearbeiten
            </Link>
          )}
          {canWrite && (
            <Link
              to={`/intern/wiki/${article.slug}/versionen`}
              className="no-print font-semibold text-brand-700 hover:underline"
            >
              Versionen
            </Link>
          )}
          <FavoriteToggle
            slug={article.slug}
            title={article.title}
            withLabel
            className="no-print"
          />
          <WatchToggle slug={article.slug} className="no-print" />
          <button
            type="button"
            onClick={() => window.print()}
            className="no-print inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            <Icon d={print} className="size-4" />
            Drucken
          </button>
        </div>
        {article.review && (
          <ArticleReview
            slug={article.slug}
            title={article.title}
            review={article.review}
            writer={canWrite}
            outcome={reviewed}
          />
        )}
      </header>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-10 xl:grid-cols-[minmax(0,1fr)_15rem]">
        <div
          ref={body}
          className="prose-content min-w-0"
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
        <aside className="no-print order-first xl:order-last">
          <div className="xl:sticky xl:top-below-header">
            <ArticleToc headings={article.headings} />
          </div>
        </aside>
      </div>

      <p
        role="status"
        aria-live="polite"
        className="no-print fixed bottom-6 left-1/2 z-40 -translate-x-1/2"
      >
        {notice && (
          <span className="block rounded-full bg-ink px-4 py-2 text-sm text-white shadow-lg">
            {notice}
          </span>
        )}
      </p>

      <ArticleReading />
      <ArticleFeedback slug={article.slug} />

      {(previous || next) && (
        <nav
          aria-label={`Weitere Artikel in ${article.category}`}
          className="no-print mt-12 grid gap-4 sm:grid-cols-2"
        >
          {previous ? (
            <Link
              to={`/intern/wiki/${previous.slug}`}
              prefetch="intent"
              className="card hover:border-brand-300"
            >
              <span className="text-sm text-ink-soft">Vorheriger Artikel</span>
              <span className="mt-1 block font-semibold">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link
              to={`/intern/wiki/${next.slug}`}
              prefetch="intent"
              className="card text-right hover:border-brand-300"
            >
              <span className="text-sm text-ink-soft">Nächster Artikel</span>
              <span className="mt-1 block font-semibold">{next.title}</span>
            </Link>
          )}
        </nav>
      )}

      {related.length > 0 && (
        <Panel
          id="verwandt"
          title="Verwandte Artikel"
          className="no-print mt-12"
          headingClassName="text-2xl"
        >
          <ul className="mt-4 grid-fit gap-3 [--fit-min:15rem]">
            {related.map((r) => (
              <li key={r.slug}>
                <Link
                  to={`/intern/wiki/${r.slug}`}
                  prefetch="intent"
                  className="flex items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 hover:border-brand-300"
                >
                  <span>
                    <span className="block text-xs font-bold tracking-wide text-brand-700 uppercase">
                      {r.category}
                    </span>
                    <span className="block font-semibold">{r.title}</span>
                  </span>
                  <Icon d={arrowRight} className="size-5 shrink-0 text-brand-700" />
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </main>
  );
}
