import type { PictureData } from '~/components/ui/Picture';

// Teaser images of blog posts, through the image pipeline. A post names its image in the
// frontmatter (`image: blog-haltungsform`); drop a photo with that name here to replace the art.
const modules = import.meta.glob<PictureData>('/app/assets/images/blog/*.{svg,jpg,jpeg,png,webp}', {
  query: '?responsive',
  import: 'default',
  eager: true,
});

const byName = new Map(
  Object.entries(modules).map(([path, picture]) => [
    path
      .split('/')
      .pop()!
      .replace(/\.[a-z]+$/, ''),
    picture,
  ]),
);

export function blogImage(name: string): PictureData | null {
  return byName.get(name) ?? null;
}
