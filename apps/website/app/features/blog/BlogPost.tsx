import { Link } from 'react-router';
import { PageHeader } from '~/components/sections';
import { RichText } from '~/components/sections/RichText';
import { Container } from '~/components/ui/Container';
import { Picture, type PictureData } from '~/components/ui/Picture';
import type { PostSummary } from './latest.server';
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
        <Container className="max-w-4xl py-10 sm:py-14">
          {post.picture && (
            <Picture
              image={post.picture}
              alt={post.imageAlt}
              priority
              sizes="(min-width: 896px) 832px, 100vw"
              className="mb-10 overflow-hidden rounded-3xl"
            />
          )}
          <div className="prose-content mx-auto">
            <RichText value={{ html: post.html }} />
          </div>
        </Container>
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
