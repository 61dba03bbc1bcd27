// The rich editor's schema and its Markdown in and out (decision 031): StarterKit's blocks and
// marks, tables, images and the callouts the articles write as GitHub alerts (`> [!TIP]`).
// Loaded only by the editor's own chunk, never by reader pages.
import { mergeAttributes, Node, type AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import { Markdown } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';
import { isSafeHref } from '~/platform/content/link-schemes';

/** The kinds the reader renders, with the German titles it shows (markdown.server.ts). */
export const CALLOUT_KINDS = {
  IMPORTANT: 'Wichtig',
  NOTE: 'Hinweis',
  TIP: 'Tipp',
  WARNING: 'Achtung',
  CAUTION: 'Vorsicht',
} as const;

export type CalloutKind = keyof typeof CALLOUT_KINDS;

const CALLOUT_START = /^ {0,3}>[ \t]?\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;
/** The blockquote's lines: `>` lines and lazy continuation lines until a blank line. */
const QUOTE_LINES = /^(?: {0,3}>[^\n]*(?:\n|$))(?:(?: {0,3}>[^\n]*|[^\n>][^\n]*)(?:\n|$))*/;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    callout: {
      /** Wraps the selected blocks in a callout, or changes the kind of the one around them. */
      setCallout: (kind: CalloutKind) => ReturnType;
      unsetCallout: () => ReturnType;
    };
  }
}

export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,

  addAttributes() {
    return {
      kind: {
        default: 'NOTE',
        parseHTML: (el) => el.getAttribute('data-callout') ?? 'NOTE',
        renderHTML: (attrs) => ({ 'data-callout': attrs.kind as string }),
      },
    };
  },

  parseHTML: () => [{ tag: 'aside[data-callout]' }],

  renderHTML({ node, HTMLAttributes }) {
    const kind = node.attrs.kind as CalloutKind;
    return [
      'aside',
      mergeAttributes(HTMLAttributes, {
        class: `callout callout-${kind.toLowerCase()}`,
        'data-title': CALLOUT_KINDS[kind] ?? kind,
      }),
      0,
    ];
  },

  addCommands() {
    return {
      setCallout:
        (kind) =>
        ({ commands, editor }) =>
          editor.isActive(this.name)
            ? commands.updateAttributes(this.name, { kind })
            : commands.wrapIn(this.name, { kind }),
      unsetCallout:
        () =>
        ({ commands }) =>
          commands.lift(this.name),
    };
  },

  markdownTokenizer: {
    name: 'callout',
    level: 'block',
    start: (src: string) => {
      const match = /^ {0,3}>[ \t]?\[!/m.exec(src);
      return match ? match.index : -1;
    },
    tokenize: (src, _tokens, lexer) => {
      const head = CALLOUT_START.exec(src);
      if (!head) return undefined;
      const block = QUOTE_LINES.exec(src);
      if (!block) return undefined;
      const raw = block[0];
      const inner = raw
        .slice(head[0].length)
        .split('\n')
        .map((line) => line.replace(/^ {0,3}>[ \t]?/, ''))
        .join('\n');
      return {
        type: 'callout',
        raw,
        kind: head[1]!.toUpperCase(),
        tokens: lexer.blockTokens(inner),
      };
    },
  },

  parseMarkdown: (token, helpers) =>
    helpers.createNode(
      'callout',
      { kind: token.kind as string },
      helpers.parseChildren(token.tokens ?? []),
    ),

  renderMarkdown: (node, helpers) => {
    const kind = String(node.attrs?.kind ?? 'NOTE');
    const body = (node.content ?? []).map((child) => helpers.renderChildren([child])).join('\n\n');
    const lines = body.split('\n').map((line) => (line.trim() === '' ? '>' : `> ${line}`));
    return [`> [!${kind}]`, ...lines].join('\n');
  },
});

/**
 * Links only to web, e-mail, phone and relative addresses, the ones the reader keeps
 * (link-schemes.ts): setting, typing, pasting and loading a link all go through this check.
 */
export const SafeLink = Link.extend({
  addOptions() {
    const parent = this.parent!();
    return {
      ...parent,
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isSafeHref(url),
      // Pasting an address over selected text asks this, not isAllowedUri.
      shouldAutoLink: (url) => isSafeHref(url) && parent.shouldAutoLink(url),
    };
  },

  // Tiptap's own Markdown reader takes any address; a refused one leaves just its text.
  parseMarkdown: (token, helpers) => {
    const content = helpers.parseInline(token.tokens ?? []);
    return isSafeHref(token.href as string | undefined)
      ? helpers.applyMark('link', content, { href: token.href, title: token.title || null })
      : content;
  },
});

/** The wiki's picture route: where `images/<name>` of an article is on screen. */
export const WIKI_IMAGE_BASE = '/intern/wiki/bilder/';

/** `images/<name>` in the Markdown is the collection's picture route on screen (as readers see it). */
const imageAt = (base: string) =>
  Image.extend({
    renderHTML({ HTMLAttributes }) {
      const src = String(HTMLAttributes.src ?? '');
      return [
        'img',
        mergeAttributes(this.options.HTMLAttributes, HTMLAttributes, {
          src: src.startsWith('images/') ? `${base}${src.slice(7)}` : src,
        }),
      ];
    },
  });

/** Everything the editor knows; the same list serves the Markdown round trip test. */
export function editorExtensions(
  extra: AnyExtension[] = [],
  imageBase = WIKI_IMAGE_BASE,
): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: false,
      underline: false,
    }),
    SafeLink,
    TableKit.configure({ table: { resizable: false } }),
    imageAt(imageBase).configure({ inline: false }),
    Callout,
    Markdown,
    ...extra,
  ];
}
