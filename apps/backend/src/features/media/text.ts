// A file's words for the intranet's one search (issue 32, item 6): the text of a PDF, read with
// pdf.js (as the thumbnails are drawn), and of CSV and plain text files. Read once, when a file
// is added; a file whose text cannot be read is found by its name and details only.
import { withPdf } from './pdf';

/** A search needs the words of a document, not a book: the first pages and characters. */
export const TEXT_MAX_CHARS = 20_000;
const PDF_MAX_PAGES = 20;
/** A PDF whose text takes longer than this gets none rather than holding up the upload. */
const PDF_TEXT_MS = 10_000;

const TEXT_TYPES = new Set(['text/plain', 'text/csv', 'text/markdown']);

/** Runs of white space made one space, cut at TEXT_MAX_CHARS on a word boundary. */
export function tidyText(text: string): string {
  const tidy = text
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (tidy.length <= TEXT_MAX_CHARS) return tidy;
  const cut = tidy.slice(0, TEXT_MAX_CHARS);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 0) || TEXT_MAX_CHARS);
}

function pdfText(data: Buffer): Promise<string | null> {
  return withPdf(data, PDF_TEXT_MS, async (pdf) => {
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, PDF_MAX_PAGES) && length < TEXT_MAX_CHARS; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const page = content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
        .join(' ');
      pages.push(page);
      length += page.length;
    }
    return pages.join('\n');
  });
}

/** The words of a file of this type, or null for a type without text or a file that has none. */
export async function textOf(data: Buffer, mimeType: string): Promise<string | null> {
  const raw =
    mimeType === 'application/pdf'
      ? await pdfText(data)
      : TEXT_TYPES.has(mimeType)
        ? new TextDecoder('utf-8', { fatal: false }).decode(data.subarray(0, TEXT_MAX_CHARS * 4))
        : null;
  const text = raw === null ? '' : tidyText(raw);
  return text || null;
}
