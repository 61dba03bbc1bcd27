// The history's comparison as people read it (issue 28, item 3): both versions' texts in the
// blocks a reader sees (paragraphs, headings, list items; tables, pictures, boxes and code as
// wholes), lined up by what stayed; within a changed paragraph word by word, so an inserted
// sentence is one insertion, not five list items removed and added again.
import { diffArrays, diffWordsWithSpace } from 'diff';
import type { RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { renderMarkdownFull } from '~/platform/content/markdown.server';
import type { CompareRow, CompareWords } from './types';

interface Block {
  source: string;
  /** A block compared word by word (`p`, `h2` …, `li`), or as a whole (''). */
  tag: string;
  /** What stays the same when only the Markdown's spelling changes (`*` or `-` for a bullet). */
  key: string;
  /** A list item's bullet or number: „•“, „2.“. */
  marker?: string;
}

const parser = unified().use(remarkParse).use(remarkGfm);

function keyOf(tag: string, source: string): string {
  const text = source
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/__|_/g, '*')
    .replace(/\s+/g, ' ')
    .trim();
  return `${tag}|${text}`;
}

/** A paragraph that holds nothing but pictures is shown as the pictures. */
function onlyPictures(node: RootContent): boolean {
  return (
    node.type === 'paragraph' &&
    node.children.some((c) => c.type === 'image') &&
    node.children.every((c) => c.type === 'image' || (c.type === 'text' && !c.value.trim()))
  );
}

export function blocksOf(markdown: string): Block[] {
  const tree = parser.parse(markdown);
  const slice = (node: RootContent) =>
    markdown.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
  const out: Block[] = [];
  const add = (tag: string, source: string, marker?: string) =>
    out.push({ tag, source, key: keyOf(tag, source), ...(marker ? { marker } : {}) });
  for (const node of tree.children) {
    if (node.type === 'list') {
      for (const [i, item] of node.children.entries()) {
        const simple = item.children.length === 1 && item.children[0]?.type === 'paragraph';
        const marker = node.ordered ? `${(node.start ?? 1) + i}.` : '•';
        add(simple ? 'li' : '', slice(item as RootContent), marker);
      }
    } else if (node.type === 'paragraph') add(onlyPictures(node) ? '' : 'p', slice(node));
    else if (node.type === 'heading') add(`h${Math.min(node.depth, 4)}`, slice(node));
    else if (node.type !== 'definition') add('', slice(node));
  }
  return out;
}

const plain = (source: string) => renderMarkdownFull(source).text;

function words(from: string, to: string): CompareWords {
  return diffWordsWithSpace(plain(from), plain(to)).map((part) => ({
    type: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

/**
 * Unchanged rows far from a change fold into one `skip` row (blocks here, Markdown lines in the
 * line view): `context` rows stay on each side of a change.
 */
export function foldUnchanged<R extends { type: string }>(
  rows: R[],
  skip: (count: number) => R,
  context: number,
): R[] {
  const out: R[] = [];
  for (let i = 0; i < rows.length;) {
    if (rows[i]!.type !== 'same') {
      out.push(rows[i++]!);
      continue;
    }
    let end = i;
    while (end < rows.length && rows[end]!.type === 'same') end++;
    const head = i === 0 ? 0 : context;
    const tail = end === rows.length ? 0 : context;
    if (end - i > head + tail + 1) {
      out.push(...rows.slice(i, i + head));
      out.push(skip(end - i - head - tail));
      out.push(...rows.slice(end - tail, end));
    } else out.push(...rows.slice(i, end));
    i = end;
  }
  return out;
}

/**
 * The rows of the comparison of two bodies; `render` turns a block's Markdown into the HTML
 * readers see (the collection's own rendering: its pictures, its facts).
 */
export async function compareBodies(
  from: string,
  to: string,
  render: (markdown: string) => Promise<string>,
): Promise<CompareRow[]> {
  const before = blocksOf(from);
  const after = blocksOf(to);
  const parts = diffArrays(before, after, { comparator: (a, b) => a.key === b.key });
  const rows: CompareRow[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (!part.added && !part.removed) {
      for (const block of part.value) rows.push({ type: 'same', html: await render(block.source) });
      continue;
    }
    const removed = part.removed ? part.value : [];
    const next = parts[i + 1];
    const added = part.added ? part.value : next?.added ? (i++, next.value) : [];
    for (let j = 0; j < Math.max(removed.length, added.length); j++) {
      const old = removed[j];
      const now = added[j];
      if (old && now && old.tag && old.tag === now.tag)
        rows.push({
          type: 'changed',
          tag: old.tag,
          words: words(old.source, now.source),
          ...(now.marker ? { marker: now.marker } : {}),
        });
      else if (old && now && !old.tag && !now.tag)
        rows.push({
          type: 'replaced',
          from: await render(old.source),
          to: await render(now.source),
        });
      else {
        if (old) rows.push({ type: 'removed', html: await render(old.source) });
        if (now) rows.push({ type: 'added', html: await render(now.source) });
      }
    }
  }
  return foldUnchanged<CompareRow>(rows, (count) => ({ type: 'skip', count }), 1);
}
