import { Link } from 'react-router';
import { PageHeader } from '~/components/sections';
import { Container } from '~/components/ui/Container';
import type { PictureData } from '~/components/ui/Picture';
import type { PostSummary } from './latest.server';
import { PostBody } from './PostBody';
import type { PostMeta } from './posts.server';

export interface BlogPostProps {
  post: PostMeta & { slug: string; html: string; picture: PictureData | null };
  newer: PostSummary | null;
  older: PostSummary | null;
}
import { formatDate } from '~/platform/content/format';

export default function BlogPost({ post, newer, older }: BlogPostProps) {
  return (
    <main>
      <article>
        <PageHeader
          as="header"
          narrow
          breadcrumbs={[
            { label: 'Startseite', to: '/' },
            { label: 'Blog', to: '/blog' },
            { label: post.title },
          ]}
          eyebrow={post.category}
          title={post.title}
          lead={post.description}
        >
          <p className="mt-5 text-sm text-ink-soft">
            <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
          </p>
        </PageHeader>
        <PostBody picture={post.picture} alt={post.imageAlt} html={post.html} />
      </article>
      <nav aria-label="Weitere Beiträge" className="border-t border-line">
        <Container className="grid-fit max-w-4xl gap-4 py-10 [--fit-min:16rem]">
          {older ? (
            <Link
              to={`/blog/${older.slug}`}
              prefetch="intent"
              className="card hover:border-brand-300"
            >
              <span className="text-sm text-ink-soft">Älterer Beitrag</span>
              <span className="mt-1 block font-semibold">{older.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {newer && (
            <Link
              to={`/blog/${newer.slug}`}
              prefetch="intent"
              className="card text-right hover:border-brand-300"
            >
              <span className="text-sm text-ink-soft">Neuerer Beitrag</span>
              <span className="mt-1 block font-semibold">{newer.title}</span>
            </Link>
          )}
        </Container>
      </nav>
    </main>
  );
}
