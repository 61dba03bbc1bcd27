// `/intern/neuigkeiten/{slug}`: one item as its readers see it (the loader marked it read).
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { formatDate } from '~/platform/content/format';
import { NewsBadges } from './NewsBadges';
import { NEWS_BASE } from './card';

export interface NewsItemView {
  slug: string;
  title: string;
  date: string | null;
  pinned: boolean;
  html: string;
  draft: boolean;
  expired: boolean;
  audience: string;
}

export function NewsItemPage({ item, write }: { item: NewsItemView; write: boolean }) {
  return (
    <main>
      <Breadcrumbs
        items={[
          { label: 'Intern', to: '/intern' },
          { label: 'Mitteilungen', to: NEWS_BASE },
          { label: item.title },
        ]}
      />
      <article className="mt-4 max-w-3xl">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <NewsBadges item={{ ...item, read: true }} />
          {item.date && (
            <time dateTime={item.date} className="text-ink-soft">
              {formatDate(item.date)}
            </time>
          )}
          {write && <span className="text-ink-soft">· {item.audience}</span>}
        </p>
        <h1 className="mt-2 text-3xl break-words sm:text-4xl">{item.title}</h1>
        <div
          className="prose-content mt-6 min-w-0"
          dangerouslySetInnerHTML={{ __html: item.html }}
        />
      </article>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to={NEWS_BASE} className="btn btn-secondary">
          Alle Mitteilungen
        </Link>
        {write && (
          <>
            <Link to={`${NEWS_BASE}/${item.slug}/bearbeiten`} className="btn btn-secondary">
              Bearbeiten
            </Link>
            <Link to={`${NEWS_BASE}/${item.slug}/versionen`} className="btn btn-secondary">
              Versionen
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
