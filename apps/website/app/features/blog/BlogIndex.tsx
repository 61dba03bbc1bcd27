import { Link } from 'react-router';
import { CallToAction, PageHero, Section } from '~/components/sections';
import { Picture, type PictureData } from '~/components/ui/Picture';
import type { PostSummary } from './latest.server';
import { formatDate } from '~/platform/content/format';

export default function BlogIndex({
  posts,
}: {
  posts: (PostSummary & { picture: PictureData | null })[];
}) {
  return (
    <main>
      <PageHero
        eyebrow="Blog"
        title="Neues aus Handwerk und Küche"
        lead={
          <p>
            Tipps für Theke und Küche, Hintergründe zu Vorschriften und Geschichten aus unserem
            Betrieb – für Fleischereien, Gastronomie und alle, die gute Lebensmittel mögen.
          </p>
        }
        breadcrumbs={[{ label: 'Startseite', to: '/' }, { label: 'Blog' }]}
      />
      <Section>
        <ul className="grid-fit gap-8 [--fit-min:18rem]">
          {posts.map((post, i) => (
            <li key={post.slug} className="card flex flex-col overflow-hidden p-0">
              {post.picture && (
                <Picture
                  image={post.picture}
                  alt={post.imageAlt}
                  sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                  priority={i === 0}
                  imgClassName="aspect-[16/10] object-cover"
                />
              )}
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm text-ink-soft">
                  <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.category}
                </p>
                <h2 className="mt-2 text-xl">
                  <Link
                    to={`/blog/${post.slug}`}
                    prefetch="intent"
                    className="hover:text-brand-800 hover:underline"
                  >
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-ink-soft">{post.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction
        title="Welches Thema sollen wir aufgreifen?"
        text={
          <p>
            Ob neue Kennzeichnungspflichten, Kalkulation in der Großküche oder Tipps für die
            Thekenplanung vor den Feiertagen: Schreiben Sie uns, welche Fragen Sie in Ihrem Betrieb
            gerade beschäftigen. Die besten Vorschläge beantworten unsere Fachleute aus Einkauf,
            Technik und Marketing hier im Blog – verständlich, praxisnah und ohne Werbesprech.
          </p>
        }
        actions={[
          { label: 'Thema vorschlagen', to: '/kontakt' },
          { label: 'Zum Foodservice', to: '/foodservice' },
        ]}
      />
    </main>
  );
}
