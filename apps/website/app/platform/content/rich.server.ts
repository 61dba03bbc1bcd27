import type { Rich } from '~/components/sections/blocks';
import { renderMarkdownSync } from './markdown.server';

/**
 * Markdown for page copy: paragraphs, **bold**, *italic*, [links](/kontakt), lists, tables.
 * Rendered on the server; the browser receives HTML.
 */
export function md(markdown: string): Rich {
  return { html: renderMarkdownSync(dedent(markdown)) };
}

/** Lets page copy be indented like the code around it. */
function dedent(text: string): string {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(min)).join('\n');
}
