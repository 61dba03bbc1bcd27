// WebP thumbnails with sharp: from uploaded images, from the first page of a PDF (drawn by
// pdf.js on @napi-rs/canvas), and from the SVG a seeded PDF was drawn from. Sharp enough for a
// card of 20rem on a screen with twice the pixels.
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { withPdf } from './pdf';

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

/** The first page of a PDF as a WebP thumbnail; null for a PDF pdf.js cannot draw. */
export async function pdfThumbnail(data: Buffer): Promise<Buffer | null> {
  const png = await withPdf(data, PDF_RENDER_MS, async (pdf) => {
    const page = await pdf.getPage(1);
    const { width, height } = page.getViewport({ scale: 1 });
    // The width of a thumbnail, but never taller than two widths (a till roll stays small).
    const scale = Math.min(THUMBNAIL_WIDTH / width, (THUMBNAIL_WIDTH * 2) / height);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return canvas.toBuffer('image/png');
  });
  return png && thumbnailFrom(png);
}
