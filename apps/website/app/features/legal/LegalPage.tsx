import { Breadcrumbs } from '~/components/sections/Breadcrumbs';
import { RichText } from '~/components/sections/RichText';
import { Container } from '~/components/ui/Container';
import { formatDate } from '~/platform/content/format';

export interface LegalPageData {
  title: string;
  updated: string;
  html: string;
  headings: { id: string; text: string }[];
}

/** Impressum, Datenschutz, AGB and the other legal texts: Markdown from content/legal. */
export default function LegalPage({ title, updated, html, headings }: LegalPageData) {
  return (
    <main>
      <header className="border-b border-line bg-paper-dark">
        <Container className="py-12">
          <Breadcrumbs items={[{ label: 'Startseite', to: '/' }, { label: title }]} />
          <h1 className="mt-6 text-4xl sm:text-5xl">{title}</h1>
          <p className="mt-4 text-sm text-ink-soft">
            Stand: <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
        </Container>
      </header>
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-12 py-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {headings.length > 2 ? (
          <nav aria-label="Inhalt" className="no-print h-fit text-sm lg:sticky lg:top-below-header">
            <h2 className="font-sans text-sm font-bold tracking-wider uppercase">Inhalt</h2>
            <ol className="mt-3 space-y-2 border-l border-line pl-4">
              {headings.map((h) => (
                <li key={h.id}>
                  <a
                    href={`#${h.id}`}
                    className="text-ink-soft hover:text-brand-800 hover:underline"
                  >
                    {h.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : (
          <div className="hidden lg:block" />
        )}
        <div className="prose-content">
          <RichText value={{ html }} />
        </div>
      </Container>
    </main>
  );
}
