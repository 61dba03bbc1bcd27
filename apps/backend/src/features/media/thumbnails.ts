// WebP thumbnails with sharp: from uploaded images, and from the SVG a seeded PDF was drawn from.
import sharp from 'sharp';

export const THUMBNAIL_WIDTH = 320;

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
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    return null;
  }
}
