import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
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
import { formatDate } from '~/features/content/format';

export default function BlogPost({ post, newer, older }: BlogPostProps) {
  return (
    <main>
      <article>
        <header className="border-b border-line bg-gradient-to-b from-paper to-paper-dark">
          <Container className="max-w-4xl py-12 sm:py-16">
            <Breadcrumbs
              items={[
                { label: 'Startseite', to: '/' },
                { label: 'Blog', to: '/blog' },
                { label: post.title },
              ]}
            />
            <p className="eyebrow mt-6">{post.category}</p>
            <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{post.title}</h1>
            <p className="mt-5 text-lg text-ink-soft">{post.description}</p>
            <p className="mt-5 text-sm text-ink-soft">
              <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
            </p>
          </Container>
        </header>
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
        <Container className="grid max-w-4xl gap-4 py-10 sm:grid-cols-2">
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
