import { cx } from './cx';

/** What the image pipeline (vite-imagetools, `&as=picture`) produces for one source image. */
export interface PictureData {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

const ORDER = ['avif', 'webp', 'jpeg', 'png'];

/**
 * One responsive image: AVIF and WebP in several widths, width and height set so nothing
 * jumps, lazy unless it is the page's main image (`priority`).
 */
export function Picture({
  image,
  alt,
  sizes = '100vw',
  priority = false,
  className,
  imgClassName,
}: {
  image: PictureData;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const formats = Object.keys(image.sources).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return (
    <picture className={cx('block', className)}>
      {formats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={image.sources[format]}
          sizes={sizes}
        />
      ))}
      <img
        src={image.img.src}
        width={image.img.w}
        height={image.img.h}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={cx('h-auto w-full', imgClassName)}
      />
    </picture>
  );
}
