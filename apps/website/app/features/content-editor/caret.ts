// Where a caret in the Markdown textarea is in the rich editor's document: the rich editor
// takes over at the place the person was typing (issue 28, item 1), not at the start.
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { markdownText as plainText } from '~/platform/content/plain-text';

/** The document's text with a line break between blocks, and each character's position. */
function textWithPositions(doc: ProseMirrorNode): { text: string; positions: number[] } {
  let text = '';
  const positions: number[] = [];
  doc.descendants((node, pos) => {
    if (node.isTextblock && text) {
      text += '\n';
      positions.push(pos);
    }
    if (node.isText && node.text) {
      for (let i = 0; i < node.text.length; i++) positions.push(pos + i);
      text += node.text;
    }
    return true;
  });
  return { text, positions };
}

/** The start of the first text block after `pos`, or null. */
function nextTextblockStart(doc: ProseMirrorNode, pos: number): number | null {
  let found: number | null = null;
  doc.descendants((node, at) => {
    if (found !== null) return false;
    if (node.isTextblock && at > pos) {
      found = at + 1;
      return false;
    }
    return true;
  });
  return found;
}

/**
 * The document position for `offset` in `markdown`: after the same run of text, counted the same
 * number of times; `'end'` for the end of the text or where nothing matches.
 */
export function caretPosition(
  doc: ProseMirrorNode,
  markdown: string,
  offset: number,
): number | 'end' {
  if (offset >= markdown.trimEnd().length) return 'end';
  const before = plainText(markdown.slice(0, offset));
  const line = before.slice(before.lastIndexOf('\n') + 1);
  const { text, positions } = textWithPositions(doc);
  const locate = (prefix: string): number | null => {
    const snippet = prefix.slice(-24);
    if (!snippet.trim()) return null;
    const times = prefix.split(snippet).length - 1;
    let at = -1;
    for (let n = 0; n < times; n++) {
      at = text.indexOf(snippet, at + 1);
      if (at === -1) return null;
    }
    const last = positions[at + snippet.length - 1];
    return last === undefined ? null : last + 1;
  };
  if (line.trim()) return locate(before.replace(/\n+/g, '\n')) ?? 'end';
  // At the start of a line: the block after the text before it.
  const previous = locate(before.replace(/\s+$/, '').replace(/\n+/g, '\n'));
  if (previous === null) return before.trim() ? 'end' : 1;
  return nextTextblockStart(doc, previous) ?? 'end';
}
