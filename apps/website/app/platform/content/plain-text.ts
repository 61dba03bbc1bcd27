// Markdown as the words a reader sees: for the caret of the rich editor (issue 28) and what the
// intranet's search reads of a news item (issue 32).

/** Markdown reduced to the text a reader sees, line by line. */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(
      /^[ \t]*(?:>[ \t]?)*(?:#{1,6}[ \t]+|[-*+][ \t]+(?:\[[ xX]\][ \t]+)?|\d+[.)][ \t]+)?/gm,
      '',
    )
    .replace(/^\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*$/gim, '')
    .replace(/^\|?[ \t:|-]+\|[ \t:|-]*$/gm, '')
    .replace(/[ \t]*\|[ \t]*/g, ' ')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1')
    .replace(/[*_`~]/g, '');
}
