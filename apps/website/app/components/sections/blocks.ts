// A marketing page is data: a list of blocks its route's loader returns (on the server,
// so the copy travels in the HTML, never in JavaScript) and `<Blocks>` renders.
import type { PictureData } from '~/components/ui/Picture';

/** Markdown rendered to HTML on the server (see `md()` in platform/content/rich.server.ts). */
export interface Rich {
  html: string;
}

/** Icons are SVG path strings: `import * as icons from '~/components/ui/icons'`, then `icon: icons.truck`. */
export type Tone = 'default' | 'muted' | 'brand' | 'dark' | 'herb';

export interface ActionData {
  label: string;
  to: string;
  variant?: 'primary' | 'secondary' | 'inverse';
}

export interface CrumbData {
  label: string;
  to?: string;
}

interface Heading {
  /** Anchor for in-page links. */
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: Rich;
  tone?: Tone;
}

export type Media =
  | { kind: 'image'; image: PictureData; alt: string; caption?: string }
  | { kind: 'steps'; items: { title: string; text: Rich }[] }
  | { kind: 'checklist'; items: Rich[] }
  | { kind: 'facts'; items: { value: string; label: string }[] }
  | { kind: 'quote'; text: string; author: string; role: string }
  | { kind: 'card'; icon?: string; title: string; text: Rich };

export type Block =
  | {
      type: 'hero';
      eyebrow?: string;
      title: string;
      lead?: Rich;
      actions?: ActionData[];
      image?: PictureData;
      imageAlt?: string;
      breadcrumbs?: CrumbData[];
    }
  | (Heading & {
      type: 'cards';
      columns?: 2 | 3 | 4;
      items: { icon?: string; title: string; text: Rich; to?: string; linkLabel?: string }[];
    })
  | (Heading & { type: 'facts'; items: { value: string; label: string }[] })
  | (Heading & { type: 'steps'; items: { title: string; text: Rich }[] })
  | (Heading & { type: 'checklist'; columns?: 1 | 2; items: Rich[] })
  | (Heading & { type: 'faq'; items: { question: string; answer: Rich }[] })
  | (Heading & { type: 'prose'; body: Rich })
  | (Heading & { type: 'table'; caption: string; head: string[]; rows: string[][] })
  | (Heading & { type: 'contact' })
  | {
      type: 'split';
      id?: string;
      eyebrow?: string;
      title: string;
      body: Rich;
      media: Media;
      reverse?: boolean;
      tone?: Tone;
      actions?: ActionData[];
    }
  | { type: 'quote'; text: string; author: string; role: string; tone?: Tone }
  | { type: 'cta'; title: string; text: Rich; actions: ActionData[] }
  | (Heading & { type: 'posts'; posts: PostTeaser[]; more?: ActionData });

/** A blog post as a teaser card. */
export interface PostTeaser {
  slug: string;
  title: string;
  description: string;
  date: string;
  category: string;
}

/** What a marketing page's loader returns. */
export interface PageData {
  seo: { title: string; description: string };
  blocks: Block[];
}
