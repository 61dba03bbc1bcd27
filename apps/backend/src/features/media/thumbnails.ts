// WebP thumbnails with sharp: from uploaded images, from the first page of a PDF (drawn by
// pdf.js on @napi-rs/canvas), and from the SVG a seeded PDF was drawn from. Sharp enough for a
// card of 20rem on a screen with twice the pixels.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';

export const THUMBNAIL_WIDTH = 640;
/** A PDF that takes longer to draw gets no thumbnail rather than holding up the upload. */
const PDF_RENDER_MS = 15_000;

export async function thumbnailFrom(data: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(data, { limitInputPixels: 40_000_000, density: 96 })
      .rotate()
      .resize({
        width: THUMBNAIL_WIDTH,
        height: THUMBNAIL_WIDTH * 2,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

const standardFonts = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The first page of a PDF as a WebP thumbnail; null for a PDF pdf.js cannot draw. */
export async function pdfThumbnail(data: Buffer): Promise<Buffer | null> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl: standardFonts,
    disableFontFace: true,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const render = async () => {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const { width, height } = page.getViewport({ scale: 1 });
    // The width of a thumbnail, but never taller than two widths (a till roll stays small).
    const scale = Math.min(THUMBNAIL_WIDTH / width, (THUMBNAIL_WIDTH * 2) / height);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return canvas.toBuffer('image/png');
  };
  try {
    const png = await Promise.race([
      render(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('PDF zu aufwendig')), PDF_RENDER_MS);
      }),
    ]);
    return await thumbnailFrom(png);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => undefined);
  }
}
