// Building blocks of the marketing pages. A page is a route module that composes these with
// its copy; the words live in the route, the look lives in styles/sections.css (class names
// there rather than long utility lists here: this code ships with every page).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import { Picture, type PictureData } from '~/components/ui/Picture';
import { arrowRight, check } from '~/components/ui/icons';

export { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

export interface Action {
  label: string;
  to: string;
  variant?: 'primary' | 'secondary' | 'inverse';
}

type Tone = 'default' | 'muted' | 'brand' | 'dark' | 'herb';

const isDark = (tone: Tone) => tone === 'brand' || tone === 'dark' || tone === 'herb';

function Actions({ actions, onDark }: { actions?: Action[]; onDark?: boolean }) {
  if (!actions?.length) return null;
  return (
    <div className="actions">
      {actions.map((a, i) => (
        <ButtonLink
          key={a.to + a.label}
          to={a.to}
          variant={a.variant ?? (i === 0 ? (onDark ? 'inverse' : 'primary') : 'secondary')}
        >
          {a.label}
          {i === 0 && <Icon d={arrowRight} className="size-5" />}
        </ButtonLink>
      ))}
    </div>
  );
}

/** The top of every page, with its one h1. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  image,
  imageAlt = '',
  breadcrumbs,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  actions?: Action[];
  image?: PictureData;
  imageAlt?: string;
  breadcrumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <section className="hero">
      <Container className={cx('hero-grid', image && 'hero-grid-image')}>
        <div>
          {breadcrumbs && (
            <div className="mb-6">
              <Breadcrumbs items={breadcrumbs} />
            </div>
          )}
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="hero-title">{title}</h1>
          {lead && <div className="hero-lead">{lead}</div>}
          <Actions actions={actions} />
          {children}
        </div>
        {image && (
          <Picture
            image={image}
            alt={imageAlt}
            priority
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw"
            className="hero-image"
          />
        )}
      </Container>
    </section>
  );
}

/**
 * The top of a detail page (a job ad, a blog post, the unsolicited application): breadcrumbs,
 * eyebrow, the one h1 and a lead, with the page's own facts below. Lighter than PageHero.
 */
export function PageHeader({
  breadcrumbs,
  eyebrow,
  title,
  lead,
  narrow = false,
  as: Tag = 'section',
  children,
}: {
  breadcrumbs: Crumb[];
  eyebrow: ReactNode;
  title: string;
  lead: ReactNode;
  narrow?: boolean;
  as?: 'section' | 'header';
  children?: ReactNode;
}) {
  return (
    <Tag className="border-b border-line bg-gradient-to-b from-paper to-paper-dark">
      <Container className={cx('py-12 sm:py-16', narrow && 'max-w-4xl')}>
        <Breadcrumbs items={breadcrumbs} />
        <p className="eyebrow mt-6">{eyebrow}</p>
        <h1 className={cx('mt-3 text-4xl leading-tight sm:text-5xl', !narrow && 'max-w-4xl')}>
          {title}
        </h1>
        <p className={cx('mt-5 text-lg text-ink-soft', !narrow && 'max-w-3xl')}>{lead}</p>
        {children}
      </Container>
    </Tag>
  );
}

/** A page section with an h2. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'default',
  children,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  tone?: Tone;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      className={cx('section', `tone-${tone}`, isDark(tone) && 'on-dark', className)}
    >
      <Container>
        {(eyebrow || title || intro) && (
          <div className="section-head">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            {title && <h2 className="section-title">{title}</h2>}
            {intro && <div className="muted section-intro">{intro}</div>}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}

/** Big numbers with a label: "60 Jahre", "4.800 Artikel". */
export function KeyFacts({
  items,
  onDark,
}: {
  items: { value: string; label: string }[];
  onDark?: boolean;
}) {
  return (
    <dl className={cx('facts', onDark && 'facts-dark')}>
      {items.map((item) => (
        <div key={item.label} className="fact">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface CardItem {
  title: string;
  text: ReactNode;
  /** SVG path from `~/components/ui/icons`. */
  icon?: string;
  to?: string;
  linkLabel?: string;
}

/** Cards with an icon, a title (h3), text and an optional link. */
export function CardGrid({ items, columns = 3 }: { items: CardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`cards cards-${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="card flex flex-col">
          {item.icon && (
            <span className="icon-badge mb-4">
              <Icon d={item.icon} />
            </span>
          )}
          <h3 className="text-xl">{item.title}</h3>
          <div className="card-text">{item.text}</div>
          {item.to && (
            <Link to={item.to} prefetch="intent" className="link-arrow mt-4">
              {item.linkLabel ?? 'Mehr erfahren'}
              <span className="sr-only">: {item.title}</span>
              <Icon d={arrowRight} className="size-4" />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Text beside an image or illustration. */
export function Split({
  id,
  eyebrow,
  title,
  children,
  media,
  reverse,
  tone = 'default',
  actions,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  children: ReactNode;
  media: ReactNode;
  reverse?: boolean;
  tone?: Tone;
  actions?: Action[];
}) {
  return (
    <section id={id} className={cx('section', `tone-${tone}`, isDark(tone) && 'on-dark')}>
      <Container className={cx('split', reverse && 'split-reverse')}>
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 className="section-title">{title}</h2>
          <div className="muted split-body">{children}</div>
          <Actions actions={actions} onDark={isDark(tone)} />
        </div>
        <div>{media}</div>
      </Container>
    </section>
  );
}

/** A numbered process. */
export function Steps({ items }: { items: { title: string; text: ReactNode }[] }) {
  return (
    <ol className="steps">
      {items.map((item, i) => (
        <li key={item.title} className="step">
          <span aria-hidden="true" className="step-number">
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg">
            <span className="sr-only">Schritt {i + 1}: </span>
            {item.title}
          </h3>
          <div className="card-text">{item.text}</div>
        </li>
      ))}
    </ol>
  );
}

export function Checklist({
  items,
  onDark,
  columns = 1,
}: {
  items: ReactNode[];
  onDark?: boolean;
  columns?: 1 | 2;
}) {
  return (
    <ul className={cx('checklist', columns === 2 && 'checklist-2', onDark && 'checklist-dark')}>
      {items.map((item, i) => (
        <li key={i}>
          <span className="check-mark">
            <Icon d={check} className="size-4" />
          </span>
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Questions and answers, open by click or keyboard, readable without JavaScript. */
export function Faq({ items }: { items: { question: string; answer: ReactNode }[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary>
            <h3>{item.question}</h3>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="faq-icon">
              <path
                d="M10 4v12M4 10h12"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <div className="card-text">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}

export function Quote({ text, author, role }: { text: string; author: string; role: string }) {
  return (
    <figure className="quote">
      <blockquote>„{text}“</blockquote>
      <figcaption>
        <span className="font-semibold text-ink">{author}</span>, {role}
      </figcaption>
    </figure>
  );
}

/** The closing call to action of a page. */
export function CallToAction({
  title,
  text,
  actions,
}: {
  title: string;
  text: ReactNode;
  actions: Action[];
}) {
  return (
    <section className="section">
      <Container>
        <div className="cta on-dark">
          <h2 className="section-title max-w-3xl">{title}</h2>
          <div className="cta-text">{text}</div>
          <Actions actions={actions} onDark />
        </div>
      </Container>
    </section>
  );
}

/** Long text (legal pages, articles): children are ordinary elements. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('prose-content', className)}>{children}</div>;
}

/** An illustration or image frame with a caption. */
export function Figure({ children, caption }: { children: ReactNode; caption?: string }) {
  return (
    <figure>
      <div className="figure-frame">{children}</div>
      {caption && <figcaption className="mt-3 text-sm text-ink-soft">{caption}</figcaption>}
    </figure>
  );
}
