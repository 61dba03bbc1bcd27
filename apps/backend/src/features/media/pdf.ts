// Opening a PDF with pdf.js (the legacy build runs in Node), for its thumbnail and its words: with
// the standard fonts it ships, never longer than the caller allows, always closed again. A PDF
// pdf.js cannot read, or one that takes too long, gives null.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { getDocument as GetDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfDocument = Awaited<ReturnType<typeof GetDocument>['promise']>;

const standardFonts = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function withPdf<T>(
  data: Buffer,
  ms: number,
  use: (pdf: PdfDocument) => Promise<T>,
): Promise<T | null> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl: standardFonts,
    disableFontFace: true,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      task.promise.then(use),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('PDF zu aufwendig')), ms);
      }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => undefined);
  }
}
