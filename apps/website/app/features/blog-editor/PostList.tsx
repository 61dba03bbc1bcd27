// `/intern/blog`: every post for its writers, drafts included, with status and last edit; for
// those who publish, what waits for review on top.
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { StatusBadge } from '~/features/content-editor';
import { formatDate, formatDateTime } from '~/platform/content/format';
import type { PostListItem } from './editing.server';

export function PostList({ posts, publish }: { posts: PostListItem[]; publish: boolean }) {
  // What waits for a decision first, for those who make it (issue 28, item 4).
  const waiting = posts.filter((p) => p.status === 'review');
  const shown = publish ? [...waiting, ...posts.filter((p) => p.status !== 'review')] : posts;
  return (
    <main>
      <Breadcrumbs items={[{ label: 'Intern', to: '/intern' }, { label: 'Blog' }]} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl sm:text-4xl">Blog</h1>
          <p className="mt-2 max-w-2xl text-ink-soft">
            {publish
              ? 'Beiträge für den öffentlichen Blog schreiben, veröffentlichen und zurückziehen. Was du veröffentlichst, steht Sekunden später auf der Website.'
              : 'Beiträge für den öffentlichen Blog schreiben. Veröffentlichen dürfen Kolleginnen und Kollegen mit dem Recht dazu.'}
          </p>
        </div>
        <Link to="/intern/blog/neu" className="btn btn-primary">
          Neuer Beitrag
        </Link>
      </div>
      {publish && waiting.length > 0 && (
        <p role="status" className="alert alert-info mt-6">
          {waiting.length === 1
            ? 'Ein Beitrag wartet auf Prüfung: Er steht oben.'
            : `${waiting.length} Beiträge warten auf Prüfung: Sie stehen oben.`}
        </p>
      )}
      {posts.length === 0 ? (
        <p className="mt-8">Noch keine Beiträge.</p>
      ) : (
        <ul aria-label="Alle Beiträge" className="mt-8 space-y-3">
          {shown.map((p) => (
            <li key={p.slug} className="card flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-[1_1_20rem]">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <StatusBadge status={p.status} />
                  <span className="text-ink-soft">
                    {p.category}
                    {p.date && (
                      <>
                        {' · '}
                        <time dateTime={p.date}>{formatDate(p.date)}</time>
                      </>
                    )}
                  </span>
                </p>
                <h2 className="mt-1 text-lg break-words">
                  <Link
                    to={`/intern/blog/${p.slug}/bearbeiten`}
                    className="hover:text-brand-800 hover:underline"
                  >
                    {p.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-ink-soft">
                  Zuletzt bearbeitet{p.updated_by ? ` von ${p.updated_by}` : ''} am{' '}
                  <time dateTime={p.updated_at}>{formatDateTime(p.updated_at)}</time>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/intern/blog/${p.slug}/versionen`}
                  className="btn btn-secondary btn-sm"
                  aria-label={`Versionen von „${p.title}“`}
                >
                  Versionen
                </Link>
                {p.status === 'published' && (
                  <Link
                    to={`/blog/${p.slug}`}
                    className="btn btn-secondary btn-sm"
                    aria-label={`„${p.title}“ auf der Website ansehen`}
                  >
                    Ansehen
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
