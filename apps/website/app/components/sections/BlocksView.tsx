import { lazy, Suspense } from 'react';
import { Container } from '~/components/ui/Container';
import { Picture } from '~/components/ui/Picture';
import { Link } from 'react-router';
import { Icon } from '~/components/ui/Icon';
import { arrowRight } from '~/components/ui/icons';
import { formatDate } from '~/platform/content/format';
import type { Block, Media, Rich } from './blocks';
import {
  CallToAction,
  CardGrid,
  Checklist,
  Faq,
  Figure,
  KeyFacts,
  PageHero,
  Prose,
  Quote,
  Section,
  Split,
  Steps,
} from './index';
import { RichText } from './RichText';

// Only the contact page uses it: loaded with that page, not with every page.
const ContactBox = lazy(() => import('./ContactBox'));

const rich = (value: Rich | undefined) => (value ? <RichText value={value} /> : undefined);

function MediaView({ media, onDark }: { media: Media; onDark: boolean }) {
  switch (media.kind) {
    case 'image':
      return (
        <Figure caption={media.caption}>
          <Picture image={media.image} alt={media.alt} sizes="(min-width: 1024px) 600px, 100vw" />
        </Figure>
      );
    case 'steps':
      return <Steps items={media.items.map((i) => ({ title: i.title, text: rich(i.text) }))} />;
    case 'checklist':
      return <Checklist onDark={onDark} items={media.items.map((i) => rich(i))} />;
    case 'facts':
      return <KeyFacts onDark={onDark} items={media.items} />;
    case 'quote':
      return <Quote text={media.text} author={media.author} role={media.role} />;
    case 'card':
      return (
        <div className="rounded-3xl border border-line bg-white p-8 text-ink shadow-sm">
          {media.icon && (
            <span className="icon-badge mb-4">
              <Icon d={media.icon} />
            </span>
          )}
          <h3 className="text-2xl">{media.title}</h3>
          <div className="mt-3 leading-relaxed text-ink-soft">{rich(media.text)}</div>
        </div>
      );
  }
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'hero':
      return (
        <PageHero
          eyebrow={block.eyebrow}
          title={block.title}
          lead={rich(block.lead)}
          actions={block.actions}
          image={block.image}
          imageAlt={block.imageAlt}
          breadcrumbs={block.breadcrumbs}
        />
      );
    case 'cards':
      return (
        <Section
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={rich(block.intro)}
          tone={block.tone}
        >
          <CardGrid
            columns={block.columns}
            items={block.items.map((i) => ({ ...i, text: rich(i.text) }))}
          />
        </Section>
      );
    case 'facts':
      return (
        <Section
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={rich(block.intro)}
          tone={block.tone}
        >
          <KeyFacts
            items={block.items}
            onDark={block.tone === 'brand' || block.tone === 'dark' || block.tone === 'herb'}
          />
        </Section>
      );
    case 'steps':
      return (
        <Section
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={rich(block.intro)}
          tone={block.tone}
        >
          <Steps items={block.items.map((i) => ({ title: i.title, text: rich(i.text) }))} />
        </Section>
      );
    case 'checklist':
      return (
        <Section
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={rich(block.intro)}
          tone={block.tone}
        >
          <Checklist
            columns={block.columns}
            onDark={block.tone === 'brand' || block.tone === 'dark' || block.tone === 'herb'}
            items={block.items.map((i) => rich(i))}
          />
        </Section>
      );
    case 'faq':
      return (
        <Section
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={rich(block.intro)}
          tone={block.tone}
        >
          <Faq items={block.items.map((i) => ({ question: i.question, answer: rich(i.answer) }))} />
        </Section>
      );
    case 'prose':
      return (
        <Section
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={rich(block.intro)}
          tone={block.tone}
        >
          <Prose>
            <RichText value={block.body} />
          </Prose>
        </Section>
      );
    case 'table':
      return (
        <Section
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={rich(block.intro)}
          tone={block.tone}
        >
          <div className="overflow-x-auto rounded-2xl border border-line bg-white text-ink">
            <table className="w-full text-left">
              <caption className="px-5 pt-4 text-left text-sm text-ink-soft">
                {block.caption}
              </caption>
              <thead>
                <tr className="border-b border-line">
                  {block.head.map((h) => (
                    <th key={h} scope="col" className="px-5 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r} className="border-b border-line last:border-0">
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th key={c} scope="row" className="px-5 py-3 font-semibold">
                          {cell}
                        </th>
                      ) : (
                        <td key={c} className="px-5 py-3 text-ink-soft">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      );
    case 'contact':
      return (
        <Section
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={rich(block.intro)}
          tone={block.tone}
        >
          <Suspense fallback={null}>
            <ContactBox />
          </Suspense>
        </Section>
      );
    case 'split':
      return (
        <Split
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          tone={block.tone}
          reverse={block.reverse}
          actions={block.actions}
          media={
            <MediaView
              media={block.media}
              onDark={block.tone === 'brand' || block.tone === 'dark' || block.tone === 'herb'}
            />
          }
        >
          <RichText value={block.body} className="space-y-4" />
        </Split>
      );
    case 'quote':
      return (
        <Section tone={block.tone}>
          <Container className="max-w-4xl px-0 sm:px-0">
            <Quote text={block.text} author={block.author} role={block.role} />
          </Container>
        </Section>
      );
    case 'cta':
      return <CallToAction title={block.title} text={rich(block.text)} actions={block.actions} />;
    case 'posts':
      return (
        <Section
          id={block.id}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={rich(block.intro)}
          tone={block.tone}
        >
          <ul className="cards cards-3">
            {block.posts.map((post) => (
              <li key={post.slug} className="card flex flex-col">
                <p className="text-sm text-ink-soft">
                  <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.category}
                </p>
                <h3 className="mt-2 text-xl">
                  <Link
                    to={`/blog/${post.slug}`}
                    prefetch="intent"
                    className="hover:text-brand-800 hover:underline"
                  >
                    {post.title}
                  </Link>
                </h3>
                <p className="card-text">{post.description}</p>
              </li>
            ))}
          </ul>
          {block.more && (
            <p className="mt-8">
              <Link to={block.more.to} prefetch="intent" className="link-arrow">
                {block.more.label} <Icon d={arrowRight} className="size-4" />
              </Link>
            </p>
          )}
        </Section>
      );
  }
}

/** Renders a marketing page's blocks, top to bottom (import `Blocks` from ./Blocks instead). */
export default function BlocksView({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}
