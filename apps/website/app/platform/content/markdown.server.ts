// Markdown with frontmatter, the format editors change without touching code (ARCHITECTURE section 6).
import { readFrontMatter } from '@frischkontor/server-kit';
import { fillFacts, withFacts } from '@frischkontor/contract';
import { readFile } from 'node:fs/promises';
import type { Element, Root as HastRoot } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Blockquote, Paragraph, Root as MdastRoot, Text } from 'mdast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { IMAGE_SCHEMES, LINK_SCHEMES } from './link-schemes';

export interface Heading {
  depth: 2 | 3;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  /** Plain text of the body, for search indexes and snippets. */
  text: string;
}

export interface RenderOptions {
  /** Rewrites relative image sources (e.g. to an authorized image route). */
  resolveImage?: (src: string) => string;
  /** Adds a "link to this section" anchor to every h2 and h3. */
  headingAnchors?: boolean;
}

const CALLOUT_TITLES: Record<string, string> = {
  NOTE: 'Hinweis',
  TIP: 'Tipp',
  IMPORTANT: 'Wichtig',
  WARNING: 'Achtung',
  CAUTION: 'Vorsicht',
};

/** `> [!TIP]` blockquotes (GitHub's alert syntax) become callouts with a German title. */
function remarkCallouts() {
  return (tree: MdastRoot) => {
    visit(tree, 'blockquote', (node: Blockquote) => {
      const first = node.children[0];
      if (first?.type !== 'paragraph') return;
      const lead = first.children[0];
      if (lead?.type !== 'text') return;
      const match = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*\n?/i.exec(lead.value);
      if (!match) return;
      const kind = match[1]!.toUpperCase();
      lead.value = lead.value.slice(match[0].length);
      if (!lead.value) first.children.shift();
      if (first.children[0]?.type === 'break') first.children.shift();
      if (first.children.length === 0) node.children.shift();
      const title: Paragraph = {
        type: 'paragraph',
        children: [{ type: 'text', value: CALLOUT_TITLES[kind]! } as Text],
        data: { hProperties: { className: ['callout-title'] } },
      };
      node.children.unshift(title);
      node.data = {
        hName: 'aside',
        hProperties: { className: ['callout', `callout-${kind.toLowerCase()}`], role: 'note' },
      };
    });
  };
}

/**
 * What authors may write, checked before our own plugins add ids, anchors, scroll boxes and
 * image routes: GitHub's rules (tables, task lists, footnotes), plus our callouts, with links
 * limited to web, e-mail, phone and relative addresses and images to the web and our routes.
 */
const AUTHOR_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'aside'],
  attributes: {
    ...defaultSchema.attributes,
    aside: [
      ['className', 'callout', /^callout-(note|tip|important|warning|caution)$/],
      ['role', 'note'],
    ],
    p: [['className', 'callout-title']],
  },
  // The only ids authors choose are footnote labels, which remark-rehype already prefixes.
  clobber: [],
  protocols: { ...defaultSchema.protocols, href: [...LINK_SCHEMES], src: [...IMAGE_SCHEMES] },
};

/** `HTTPS://` and `Mailto:` are the same links in lower case; the sanitiser compares exactly. */
function rehypeLowerCaseSchemes() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      for (const key of ['href', 'src']) {
        const value = node.properties[key];
        if (typeof value === 'string') {
          node.properties[key] = value.replace(/^[a-z][a-z\d+.-]*:/i, (s) => s.toLowerCase());
        }
      }
    });
  };
}

function isScrollBox(node: HastRoot | Element): boolean {
  return node.type === 'element' && node.properties.dataScrollBox !== undefined;
}

/**
 * A table wider than the text column scrolls inside its own box, never the page; the box is a
 * named, focusable region so keyboard users can scroll it too (decision 015).
 */
function tableScrollBox(table: Element): Element {
  const headers: string[] = [];
  visit(table, 'element', (cell: Element) => {
    if (cell.tagName === 'th') headers.push(hastToString(cell).trim());
  });
  const columns = headers.filter(Boolean).join(', ');
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: ['table-scroll'],
      dataScrollBox: '',
      role: 'region',
      tabIndex: 0,
      ariaLabel: columns ? `Tabelle: ${columns}` : 'Tabelle',
    },
    children: [table],
  };
}

function rehypeCollect(headings: Heading[], options: RenderOptions) {
  return () => (tree: HastRoot) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'table' && parent && index !== undefined && !isScrollBox(parent)) {
        parent.children[index] = tableScrollBox(node);
        return;
      }
      if (
        (node.tagName === 'h2' || node.tagName === 'h3') &&
        typeof node.properties.id === 'string'
      ) {
        const text = hastToString(node);
        headings.push({ depth: node.tagName === 'h2' ? 2 : 3, id: node.properties.id, text });
        if (options.headingAnchors) {
          node.children.push({
            type: 'element',
            tagName: 'a',
            properties: {
              href: `#${node.properties.id}`,
              className: ['heading-anchor'],
              ariaLabel: `Link zum Abschnitt „${text}“ kopieren`,
            },
            children: [{ type: 'text', value: '#' }],
          });
        }
      }
      if (node.tagName === 'img') {
        const src = String(node.properties.src ?? '');
        if (options.resolveImage && src && !/^(https?:|\/)/.test(src)) {
          node.properties.src = options.resolveImage(src);
        }
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
      }
      if (node.tagName === 'a') {
        const href = String(node.properties.href ?? '');
        if (/^https?:\/\//.test(href)) {
          node.properties.rel = ['noopener', 'noreferrer'];
          node.properties.target = '_blank';
        }
      }
    });
  };
}

/** The text people read, without the "#" of heading anchors (it would show up in snippets). */
function plainText(node: HastRoot | Element): string {
  return node.children
    .map((child) =>
      child.type === 'text'
        ? child.value
        : child.type === 'element' &&
            !(child.properties.className as string[] | undefined)?.includes('heading-anchor')
          ? plainText(child)
          : '',
    )
    .join('');
}

function processor(headings: Heading[], options: RenderOptions) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkCallouts)
    .use(remarkRehype)
    .use(rehypeLowerCaseSchemes)
    .use(rehypeSanitize, AUTHOR_SCHEMA)
    .use(rehypeSlug)
    .use(rehypeCollect(headings, options))
    .use(rehypeStringify);
}

/** Markdown as HTML; `{{fakt.name}}` becomes the one stated fact in whatever is rendered. */
export function renderMarkdownFull(
  markdown: string,
  options: RenderOptions = {},
): RenderedMarkdown {
  const headings: Heading[] = [];
  const p = processor(headings, options);
  const hast = p.runSync(p.parse(withFacts(markdown)));
  const html = p.stringify(hast);
  return {
    html,
    headings,
    text: plainText(hast as HastRoot)
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

export async function renderMarkdown(
  markdown: string,
  options: RenderOptions = {},
): Promise<RenderedMarkdown> {
  return renderMarkdownFull(markdown, options);
}

/** Just the HTML, for short copy. */
export function renderMarkdownSync(markdown: string): string {
  return renderMarkdownFull(markdown).html;
}

export interface MarkdownFile<T> {
  data: T;
  body: string;
}

/** Reads a content file; `{{fakt.name}}` in frontmatter or text becomes the one stated fact. */
export async function readMarkdownFile(
  path: string,
): Promise<MarkdownFile<Record<string, unknown>>> {
  const source = fillFacts(await readFile(path, 'utf8'), path);
  return readFrontMatter(source);
}
